// The night through the Worker's own entry points: scheduled() enqueues (onto an in-memory stand-in for the JOBS
// producer), then every message is delivered to the Worker's queue() in batches — each batch twice, as the
// Queues service may redeliver — with retries and the dead-letter queue, until nothing is left.
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from 'cloudflare:test'
import type { Env } from '~/server/env'
import { MemoryQueue, drain, type Deliver } from '~/server/jobs/local'
import worker from './worker'

/** Delivery through worker.queue() (createMessageBatch / getQueueResult of the workers pool). */
export const deliverThroughWorker =
  (e: Env): Deliver =>
  async (queue, msgs) => {
    const batch = createMessageBatch(
      queue,
      msgs.map((m) => ({ id: m.id, timestamp: new Date(), attempts: m.attempts, body: m.body })),
    )
    const ctx = createExecutionContext()
    await worker.queue(batch, e)
    const r = await getQueueResult(batch, ctx)
    return { acked: r.explicitAcks, retried: r.retryMessages.map((x) => x.msgId) }
  }

/** Fires the Cron Trigger at `at` and delivers the queue to the end; returns the number of deliveries. */
export async function runNight(at: Date, opts: { twice?: boolean } = {}) {
  const q = new MemoryQueue()
  const e = { ...(env as unknown as Env), JOBS: q }
  const ctrl = createScheduledController({ scheduledTime: at, cron: '0 18 * * *' })
  const ctx = createExecutionContext()
  worker.scheduled(ctrl, e, ctx)
  await waitOnExecutionContext(ctx)
  return drain(q, deliverThroughWorker(e), { twice: opts.twice ?? true })
}
