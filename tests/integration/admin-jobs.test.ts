// The console's 야간 작업 page (issue 31, SUPER): a night run through scheduled() and queue() — with one message
// that fails every time and ends in the dead-letter queue — shows in GET /admin/api/jobs with its summary, and
// GET /admin/api/jobs/:runAt gives it per job with the dead letter's body. Other roles are refused in Korean.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '~/server/env'
import { MemoryQueue, drain } from '~/server/jobs/local'
import type { JobMessage } from '~/server/jobs/queue'
import type { NightDetailAnswer, NightsAnswer } from '~/shared/api/admin-types'
import { call, operatorCookie, read, seedShop } from './helpers'
import { deliverThroughWorker } from './jobs-helper'
import worker from './worker'

const at = new Date('2026-10-01T18:00:00.000Z')

beforeAll(async () => {
  await seedShop()
  const q = new MemoryQueue()
  const e = { ...(env as unknown as Env), JOBS: q }
  const ctx = createExecutionContext()
  worker.scheduled(createScheduledController({ scheduledTime: at, cron: '0 18 * * *' }), e, ctx)
  await waitOnExecutionContext(ctx)
  // A poison message of the same night: no such job, so every delivery fails until the dead-letter queue.
  const poison: JobMessage = { job: 'no-such-job', at: at.toISOString(), part: 0 }
  await q.send(poison)
  await drain(q, deliverThroughWorker(e), { twice: true })
  expect(q.waiting.length).toBe(0)
})

describe('야간 작업 (SUPER)', () => {
  it('lists the night with its summary, and one night per job with the dead letter', async () => {
    const admin = await operatorCookie('admin01')
    const list = await read<NightsAnswer>(call('/admin/api/jobs', { cookie: admin }))
    expect(list.status).toBe(200)
    const night = list.json.nights.find((n) => n.runAt === at.toISOString())
    expect(night).toMatchObject({ pending: 0, dead: 1 })
    expect(night!.summary).toContain('no-such-job')
    expect(night!.summary).toContain('2026-10-02 03:00(서울)')

    const detail = await read<NightDetailAnswer>(call(`/admin/api/jobs/${at.toISOString()}`, { cookie: admin }))
    expect(detail.status).toBe(200)
    expect(detail.json.pending).toBe(0)
    const confirm = detail.json.runs.find((r) => r.job === 'purchase-confirm')
    expect(confirm).toMatchObject({ enqueued: 1, finished: 1, dead: 0 })
    expect(detail.json.runs.find((r) => r.job === 'no-such-job')).toMatchObject({ dead: 1 })
    expect(detail.json.deadLetters).toHaveLength(1)
    expect(detail.json.deadLetters[0]).toMatchObject({ job: 'no-such-job' })
    expect(detail.json.deadLetters[0].body).toContain('no-such-job')
  })

  it('answers an unknown night empty, a malformed one 400 in Korean, and other roles 403', async () => {
    const admin = await operatorCookie('admin01')
    const none = await read<NightDetailAnswer>(call('/admin/api/jobs/2020-01-01T18:00:00.000Z', { cookie: admin }))
    expect(none.json).toEqual({ runAt: '2020-01-01T18:00:00.000Z', runs: [], pending: 0, deadLetters: [] })
    const bad = await read(call('/admin/api/jobs/yesterday', { cookie: admin }))
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.json)).toContain('작업 시각 형식')
    // A run started from the sandbox clock has '#local-…' in its key (sent URL-encoded).
    const local = await read(call(`/admin/api/jobs/${encodeURIComponent('2020-01-01T18:00:00.000Z#local-0a1b2c3d')}`, { cookie: admin }))
    expect(local.status).toBe(200)
    expect(local.json.runAt).toBe('2020-01-01T18:00:00.000Z#local-0a1b2c3d')
    const cs = await read(call('/admin/api/jobs', { cookie: await operatorCookie('cs01') }))
    expect(cs.status).toBe(403)
  })
})
