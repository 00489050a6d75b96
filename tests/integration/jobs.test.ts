// Jobs on Cloudflare Queues (issue 31): scheduled() only enqueues; queue() runs bounded batches per message, hands
// the rest to the next part (no cap leaves work behind), acknowledges per message, retries a failing one alone and
// sends it to the dead-letter queue after its retries; a redelivered message changes nothing; the nightly summary
// reports what is pending and dead (log line + job_night_summaries row).
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import type { Env } from '~/server/env'
import { FREQUENT_CRON, FREQUENT_JOBS, NIGHTLY_JOBS, runNightlyJobs, type NightlyJob } from '~/server/jobs'
import { MemoryQueue, drain } from '~/server/jobs/local'
import {
  BATCHES_PER_MESSAGE,
  JOBS_DLQ,
  JOBS_QUEUE,
  MAX_RETRIES,
  backoffSeconds,
  planNight,
  runMessage,
  type JobMessage,
} from '~/server/jobs/queue'
import { nightSummaryJob } from '~/server/jobs/night-summary'
import { deliverThroughWorker } from './jobs-helper'
import worker from './worker'

const e = () => env as unknown as Env
const rows = async <T>(sql: string, ...args: unknown[]) =>
  (
    await e()
      .DB.prepare(sql)
      .bind(...args)
      .all<T>()
  ).results

/** A job draining a counter of `left` rows, `size` per batch; counts its calls. */
function counterJob(name: string, left: number, size: number) {
  const state = { left, calls: 0 }
  const job: NightlyJob = {
    name,
    batchSize: size,
    run: async () => {
      state.calls++
      const n = Math.min(size, state.left)
      state.left -= n
      return n
    },
  }
  return { job, state }
}

describe('job runner on the queue', () => {
  it('calls a job again while its batch comes back full, and stops at an empty one', async () => {
    const { job } = counterJob('drain', 25, 10)
    expect(await runNightlyJobs(e(), new Date(), [job])).toEqual([{ name: 'drain', changed: 25 }])
    expect(await runNightlyJobs(e(), new Date(), [job])).toEqual([{ name: 'drain', changed: 0 }])
  })

  it('no cap leaves due work behind: 5,000 rows at 10 a batch are all done, message after message', async () => {
    const { job, state } = counterJob('big', 5000, 10)
    const [r] = await runNightlyJobs(e(), new Date(), [job])
    expect(r).toEqual({ name: 'big', changed: 5000 })
    expect(state.left).toBe(0)
    // 500 full batches + the empty one, BATCHES_PER_MESSAGE per message: 26 messages, each recorded done.
    const msgs = await rows<{ state: string; changed: number }>(`SELECT state, changed FROM job_messages WHERE job = 'big'`)
    expect(msgs.length).toBe(Math.ceil(501 / BATCHES_PER_MESSAGE))
    expect(msgs.every((m) => m.state === 'done')).toBe(true)
    expect(msgs.reduce((s, m) => s + m.changed, 0)).toBe(5000)
  })

  it('a keyset cursor travels with the next part: 1,000 keys walked 10 a batch, each read once', async () => {
    const seen: number[] = []
    const job: NightlyJob = {
      name: 'walk',
      batchSize: 10,
      run: async (_env, _now, slice) => {
        const after = Number(slice.cursor ?? -1)
        const keys = Array.from({ length: 10 }, (_, i) => after + 1 + i).filter((k) => k < 1000)
        seen.push(...keys)
        if (keys.length) slice.cursor = String(keys[keys.length - 1])
        return keys.length
      },
    }
    expect(await runNightlyJobs(e(), new Date(), [job], { twice: true })).toEqual([{ name: 'walk', changed: 1000 }])
    expect(seen).toEqual(Array.from({ length: 1000 }, (_, i) => i))
  })

  it('reports a failing job (retried, then dead-lettered) and still runs the next', async () => {
    const seen: string[] = []
    let tries = 0
    const jobs: NightlyJob[] = [
      {
        name: 'broken',
        run: async () => {
          tries++
          throw new Error('boom')
        },
      },
      { name: 'next', run: async () => (seen.push('next'), 0) },
    ]
    const r = await runNightlyJobs(e(), new Date(), jobs)
    expect(r[0]).toMatchObject({ name: 'broken', error: 'boom' })
    expect(tries).toBe(MAX_RETRIES + 1)
    expect(seen).toEqual(['next'])
    expect((await rows<{ job: string }>(`SELECT job FROM job_dead_letters WHERE job = 'broken'`)).length).toBe(1)
  })

  it('backs off 30 s, 60 s, 120 s … at most an hour', () => {
    expect([1, 2, 3, 4, 10].map(backoffSeconds)).toEqual([30, 60, 120, 240, 3600])
  })
})

describe('scheduled() and queue()', () => {
  it('the Cron Trigger only enqueues: one message per nightly job, nothing changed until the consumer runs', async () => {
    const q = new MemoryQueue()
    const at = new Date('2026-11-24T18:00:00Z')
    const ctx = createExecutionContext()
    worker.scheduled(createScheduledController({ scheduledTime: at, cron: '0 18 * * *' }), { ...e(), JOBS: q }, ctx)
    await waitOnExecutionContext(ctx)
    const bodies = q.waiting.map((m) => m.body as JobMessage)
    // Every nightly job but those that follow another (grades after the confirmations: enqueued when those end).
    const planned = NIGHTLY_JOBS.filter((j) => !j.after)
    expect(planned.length).toBe(NIGHTLY_JOBS.length - 1)
    expect(bodies.map((b) => b.job).sort()).toEqual(planned.map((j) => j.name).sort())
    expect(bodies.every((b) => b.at === at.toISOString() && b.part === 0)).toBe(true)
    // The summary comes hours after the rest.
    expect(q.waiting.find((m) => (m.body as JobMessage).job === 'night-summary')!.delaySeconds).toBe(nightSummaryJob.delaySeconds)
    const runs = await rows<{ job: string; enqueued: number; finished: number }>(
      `SELECT job, enqueued, finished FROM job_runs WHERE run_at = ?1`,
      at.toISOString(),
    )
    expect(runs.length).toBe(planned.length)
    expect(runs.every((r) => r.enqueued === 1 && r.finished === 0)).toBe(true)
    // A second trigger of the same night (a retried cron) enqueues nothing new.
    const ctx2 = createExecutionContext()
    worker.scheduled(createScheduledController({ scheduledTime: at, cron: '0 18 * * *' }), { ...e(), JOBS: q }, ctx2)
    await waitOnExecutionContext(ctx2)
    expect(q.waiting.length).toBe(planned.length)
    // The consumer runs them all, each batch delivered twice; the grades follow the confirmations; the summary
    // row says none pending.
    await drain(q, deliverThroughWorker({ ...e(), JOBS: q }), { twice: true })
    const grade = await rows<{ enqueued: number; finished: number }>(
      `SELECT enqueued, finished FROM job_runs WHERE run_at = ?1 AND job = 'grade-recompute'`,
      at.toISOString(),
    )
    expect(grade).toEqual([{ enqueued: 1, finished: 1 }])
    const summary = (
      await rows<{ pending: number; jobs: number }>(`SELECT pending, jobs FROM job_night_summaries WHERE run_at = ?1`, at.toISOString())
    )[0]
    expect(summary).toMatchObject({ pending: 0, jobs: NIGHTLY_JOBS.length - 1 })
  })

  it('the 5-minute trigger only enqueues the frequent jobs', async () => {
    const q = new MemoryQueue()
    const ctx = createExecutionContext()
    worker.scheduled(
      createScheduledController({ scheduledTime: new Date('2026-11-24T18:05:00Z'), cron: FREQUENT_CRON }),
      { ...e(), JOBS: q },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(q.waiting.map((m) => (m.body as JobMessage).job)).toEqual(FREQUENT_JOBS.map((j) => j.name))
  })

  it('a message delivered twice runs once: the second delivery is acknowledged and changes nothing', async () => {
    const { job, state } = counterJob('twice', 3, 10)
    const m: JobMessage = { job: 'twice', at: new Date().toISOString(), run: 'twice-run', part: 0 }
    expect(await runMessage(e(), m, job)).toBe(3)
    expect(await runMessage(e(), m, job)).toBeNull()
    expect(state.calls).toBe(1)
    expect((await rows<{ finished: number }>(`SELECT finished FROM job_runs WHERE run_at = 'twice-run'`))[0].finished).toBe(1)
  })

  it('a poison message is retried alone with backoff and does not hold back the rest of its batch', async () => {
    const good: JobMessage = { job: 'rate-limit-prune', at: new Date().toISOString(), run: 'poison-run', part: 0 }
    const batch = createMessageBatch(JOBS_QUEUE, [
      { id: 'p1', timestamp: new Date(), attempts: 1, body: { hello: 'not a job' } },
      { id: 'p2', timestamp: new Date(), attempts: 2, body: { ...good, job: 'no-such-job' } },
      { id: 'g1', timestamp: new Date(), attempts: 1, body: good },
    ])
    const ctx = createExecutionContext()
    await worker.queue(batch, { ...e(), JOBS: new MemoryQueue() })
    const r = await getQueueResult(batch, ctx)
    expect(r.explicitAcks).toEqual(['g1'])
    expect(r.retryMessages.map((m) => m.msgId)).toEqual(['p1', 'p2'])
    // After its retries it lands in the dead-letter queue, whose consumer records it for the summary.
    const dlq = createMessageBatch(JOBS_DLQ, [
      { id: 'p2', timestamp: new Date(), attempts: MAX_RETRIES + 1, body: { ...good, job: 'no-such-job' } },
    ])
    const ctx2 = createExecutionContext()
    await worker.queue(dlq, e())
    expect((await getQueueResult(dlq, ctx2)).explicitAcks).toEqual(['p2'])
    const dead = await rows<{ job: string; attempts: number }>(`SELECT job, attempts FROM job_dead_letters WHERE run_at = 'poison-run'`)
    expect(dead).toEqual([{ job: 'no-such-job', attempts: MAX_RETRIES + 1 }])
    // The next summary reports it once (log line + row) and marks it reported.
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await runNightlyJobs(e(), new Date(), [nightSummaryJob])
    expect(log.mock.calls.some((c) => String(c[0]).includes('dead=') && !String(c[0]).includes('dead=0'))).toBe(true)
    log.mockRestore()
    expect((await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM job_dead_letters WHERE reported_dttm IS NULL`))[0].n).toBe(0)
    const s = await rows<{ dead: number; summary: string }>(`SELECT dead, summary FROM job_night_summaries ORDER BY reg_dttm DESC LIMIT 1`)
    expect(s[0].dead).toBeGreaterThan(0)
    expect(s[0].summary).toContain('no-such-job')
  })

  it('the real JOBS binding (miniflare queue) is consumed by this Worker’s queue()', async () => {
    const at = new Date(Date.now() - 1000)
    expect(await planNight(e(), at, [NIGHTLY_JOBS.find((j) => j.name === 'rate-limit-prune')!])).toBe(1)
    await vi.waitFor(
      async () => {
        const r = await rows<{ finished: number }>(
          `SELECT finished FROM job_runs WHERE run_at = ?1 AND job = 'rate-limit-prune'`,
          at.toISOString(),
        )
        expect(r[0]?.finished).toBe(1)
      },
      { timeout: 20_000, interval: 200 },
    )
  })

  it('the FILES bucket (R2) is bound', async () => {
    await e().FILES.put('probe/x.txt', 'ok')
    expect(await (await e().FILES.get('probe/x.txt'))?.text()).toBe('ok')
    await e().FILES.delete('probe/x.txt')
  })
})
