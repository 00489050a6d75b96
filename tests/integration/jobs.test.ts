import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Env } from '~/server/env'
import { runNightlyJobs, type NightlyJob } from '~/server/jobs'
import worker from './worker'

describe('nightly job runner', () => {
  it('calls a job again while its batch comes back full, and stops at an empty one', async () => {
    let left = 25
    const job: NightlyJob = {
      name: 'drain',
      batchSize: 10,
      run: async () => {
        const n = Math.min(10, left)
        left -= n
        return n
      },
    }
    expect(await runNightlyJobs(env as unknown as Env, new Date(), [job])).toEqual([{ name: 'drain', changed: 25 }])
    expect(await runNightlyJobs(env as unknown as Env, new Date(), [job])).toEqual([{ name: 'drain', changed: 0 }])
  })

  it('reports a failing job and still runs the next', async () => {
    const seen: string[] = []
    const jobs: NightlyJob[] = [
      {
        name: 'broken',
        run: async () => {
          throw new Error('boom')
        },
      },
      { name: 'next', run: async () => (seen.push('next'), 0) },
    ]
    const r = await runNightlyJobs(env as unknown as Env, new Date(), jobs)
    expect(r[0]).toMatchObject({ name: 'broken', error: 'boom' })
    expect(seen).toEqual(['next'])
  })

  it('the Worker answers the Cron Trigger through scheduled()', async () => {
    const ctrl = createScheduledController({ scheduledTime: new Date('2026-11-24T18:00:00Z'), cron: '0 18 * * *' })
    const ctx = createExecutionContext()
    worker.scheduled(ctrl, env as unknown as Env, ctx)
    await waitOnExecutionContext(ctx)
  })

  it('the FILES bucket (R2) is bound', async () => {
    const e = env as unknown as Env
    await e.FILES.put('probe/x.txt', 'ok')
    expect(await (await e.FILES.get('probe/x.txt'))?.text()).toBe('ok')
    await e.FILES.delete('probe/x.txt')
  })
})
