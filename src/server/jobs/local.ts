/**
 * The queue, run to the end inside one call: the sandbox clock (/__sandbox/jobs/run) and the tests use it to see
 * a night's work done now. Messages go to an in-memory stand-in for the JOBS producer and are delivered through
 * the same consumer (handleJobBatch) — or, in tests, through the Worker's own queue() — with the same rules:
 * per-message ack, retry up to MAX_RETRIES, then the dead-letter queue's consumer. Production never uses this;
 * there the Queues service delivers.
 */
import type { MessageBatch, MessageSendRequest, Queue, QueueSendOptions } from '@cloudflare/workers-types'
import type { Env } from '../env'
import { JOBS_DLQ, JOBS_QUEUE, MAX_RETRIES, handleJobBatch, type JobRegistry, type QueueJob } from './queue'

export interface LocalMessage {
  id: string
  body: unknown
  attempts: number
  delaySeconds: number
}

const metrics = { backlogCount: 0, backlogBytes: 0 }

/** In-memory stand-in for a Queue producer: what is sent waits in `waiting` until drained. */
export class MemoryQueue implements Queue<unknown> {
  private seq = 0
  readonly waiting: LocalMessage[] = []
  async metrics() {
    return { ...metrics, backlogCount: this.waiting.length }
  }
  async send(body: unknown, opts?: QueueSendOptions) {
    this.push(body, opts?.delaySeconds ?? 0)
    return { metadata: { metrics } }
  }
  async sendBatch(msgs: Iterable<MessageSendRequest<unknown>>, opts?: { delaySeconds?: number }) {
    for (const m of msgs) this.push(m.body, m.delaySeconds ?? opts?.delaySeconds ?? 0)
    return { metadata: { metrics } }
  }
  push(body: unknown, delaySeconds: number, attempts = 1, id = `local-${++this.seq}`) {
    this.waiting.push({ id, body: structuredClone(body), attempts, delaySeconds })
  }
  /** The next batch: messages without a delay first (in order), then the delayed ones. */
  take(n: number): LocalMessage[] {
    const ready = this.waiting.filter((m) => m.delaySeconds === 0)
    const pick = (ready.length ? ready : [...this.waiting].sort((a, b) => a.delaySeconds - b.delaySeconds)).slice(0, n)
    for (const m of pick) this.waiting.splice(this.waiting.indexOf(m), 1)
    return pick
  }
}

/** Delivers a batch to a consumer and says which messages it acknowledged and which it asked to retry. */
export type Deliver = (queue: string, msgs: LocalMessage[]) => Promise<{ acked: string[]; retried: string[] }>

/** Delivery straight to handleJobBatch (the sandbox clock). */
export const deliverTo =
  (env: Env, registry: JobRegistry, all: QueueJob[] = []): Deliver =>
  async (queue, msgs) => {
    const acked: string[] = []
    const retried: string[] = []
    const batch = {
      queue,
      metadata: { metrics },
      messages: msgs.map((m) => ({
        id: m.id,
        timestamp: new Date(),
        body: m.body,
        attempts: m.attempts,
        ack: () => acked.push(m.id),
        retry: () => retried.push(m.id),
      })),
      ackAll: () => msgs.forEach((m) => acked.push(m.id)),
      retryAll: () => msgs.forEach((m) => retried.push(m.id)),
    }
    await handleJobBatch(batch as unknown as MessageBatch<unknown>, env, registry, all)
    return { acked, retried }
  }

export interface DrainOptions {
  /** Messages per delivered batch (wrangler.toml's max_batch_size). */
  batchSize?: number
  /** Deliver every acknowledged batch a second time (as the Queues service may): tests of idempotency. */
  twice?: boolean
}

/** Delivers until nothing is left: retried messages come back (attempts + 1), exhausted ones go to the DLQ. */
export async function drain(q: MemoryQueue, deliver: Deliver, opts: DrainOptions = {}) {
  let deliveries = 0
  for (;;) {
    const msgs = q.take(opts.batchSize ?? 10)
    if (!msgs.length) return deliveries
    const r = await deliver(JOBS_QUEUE, msgs)
    deliveries++
    if (opts.twice) {
      const again = msgs.filter((m) => r.acked.includes(m.id))
      if (again.length) await deliver(JOBS_QUEUE, again)
    }
    for (const m of msgs) {
      if (r.acked.includes(m.id) && !r.retried.includes(m.id)) continue
      if (m.attempts > MAX_RETRIES) await deliver(JOBS_DLQ, [m])
      else q.push(m.body, 0, m.attempts + 1, m.id)
    }
  }
}
