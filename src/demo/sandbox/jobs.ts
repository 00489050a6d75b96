/**
 * Sandbox clock for the nightly jobs (/__sandbox/jobs), so a tester or an e2e journey can see what the Cron
 * Trigger does without waiting for 03:00 or for days to pass:
 *  - POST /run { jobs? } runs the registry's jobs (all, or those named) now through the queue consumer, to the end
 *    (an in-memory queue delivered in-process, src/server/jobs/local.ts), and answers each job's report;
 *  - POST /night { at? } does exactly what scheduled() does — enqueues the night's messages on the real JOBS
 *    queue (local: miniflare), which this Worker's queue() then consumes in the background; GET /runs?run=<at>
 *    shows that run's progress (job_runs, messages still queued) and GET /summaries the nightly summaries;
 *  - POST /age-order { ordNo, days } lets days pass for one order: its payment, dispatch and delivery times move
 *    back by `days` (1–60), so the jobs see it as that much older. Nothing else changes.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../server/env'
import { jobRuns, nightSummaries, pendingMessages } from '../../server/db/job-queue'
import { NIGHTLY_JOBS, runNightlyJobs } from '../../server/jobs'
import { planNight } from '../../server/jobs/queue'

const back = (col: string) =>
  `${col} = CASE WHEN ${col} IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', ${col}, '-' || ?2 || ' days') END`

export const jobsSandbox = new Hono<AppEnv>()
  .post('/run', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as { jobs?: unknown }
    const names = Array.isArray(b.jobs) ? b.jobs.filter((x): x is string => typeof x === 'string') : null
    const jobs = names ? NIGHTLY_JOBS.filter((j) => names.includes(j.name)) : NIGHTLY_JOBS
    if (names && jobs.length !== names.length)
      return c.json(
        {
          error: `unknown job: ${names.filter((n) => !NIGHTLY_JOBS.some((j) => j.name === n)).join(', ')}`,
          jobs: NIGHTLY_JOBS.map((j) => j.name),
        },
        400,
      )
    return c.json({ at: new Date().toISOString(), reports: await runNightlyJobs(c.env, new Date(), jobs) })
  })
  .post('/night', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as { at?: unknown; jobs?: unknown }
    const at = typeof b.at === 'string' && !Number.isNaN(Date.parse(b.at)) ? new Date(b.at) : new Date()
    const names = Array.isArray(b.jobs) ? b.jobs.filter((x): x is string => typeof x === 'string') : null
    const jobs = names ? NIGHTLY_JOBS.filter((j) => names.includes(j.name)) : NIGHTLY_JOBS
    const t0 = Date.now()
    const sent = await planNight(c.env, at, jobs)
    return c.json({ run: at.toISOString(), sent, enqueueMs: Date.now() - t0 })
  })
  .get('/runs', async (c) => {
    const run = c.req.query('run') ?? ''
    return c.json({ run, pending: await pendingMessages(c.env.DB, run), jobs: await jobRuns(c.env.DB, run) })
  })
  .get('/summaries', async (c) => c.json({ summaries: await nightSummaries(c.env.DB, 30) }))
  .post('/age-order', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as { ordNo?: unknown; days?: unknown }
    const days = Number(b.days)
    if (typeof b.ordNo !== 'string' || !/^\d{14,20}$/.test(b.ordNo) || !Number.isInteger(days) || days < 1 || days > 60)
      return c.json({ error: 'ordNo (digits) and days (1–60) please' }, 400)
    const r = await c.env.DB.prepare(
      `UPDATE orders SET ${back('paid_dttm')}, ${back('dispatch_dttm')}, ${back('delivered_dttm')} WHERE ord_no = ?1`,
    )
      .bind(b.ordNo, days)
      .run()
    return c.json({ ordNo: b.ordNo, days, changed: r.meta.changes })
  })
