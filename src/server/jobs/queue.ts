/**
 * Nightly and background work on Cloudflare Queues (wrangler.toml: producer JOBS → queue davich-jobs, consumed by
 * this Worker's queue(); after its retries a message lands in davich-jobs-dlq, also consumed here).
 *
 *  - `scheduled()` only enqueues (planNight): one message per job and night — the night's date window, `at` —
 *    or, for a job with `ranges()`, one per id range. Nothing runs inside the Cron invocation.
 *  - The consumer (handleJobBatch) runs one message at a time: the job's bounded batches within the message's
 *    window/range, at most BATCHES_PER_MESSAGE of them; when the last batch came back full it enqueues the
 *    next part of the same window before acknowledging. There is no cap that drops work: what is not done is
 *    still queued, and counted as pending by the nightly summary.
 *  - Each message is acknowledged on its own; a failure retries that message alone with exponential backoff, and
 *    after max_retries it goes to the dead-letter queue, whose consumer records it (job_dead_letters) for the
 *    nightly summary (a log line + job_night_summaries, shown by the console).
 *  - Idempotent under redelivery: every message has a key (job | run | range | part) recorded in job_messages;
 *    a message whose key is done is acknowledged without running, and every job's batch is itself idempotent
 *    (it only picks rows still due), so a message delivered twice changes nothing the second time.
 *
 * The same primitive serves on-demand background work (segment coupon issue, bulk imports, notice fan-out):
 * register a job in ON_DEMAND_JOBS and call enqueueJob(env, name, { data, ranges }) from the request that
 * starts it; the request returns at once and the consumer does the work in bounded batches.
 */
import type { Message, MessageBatch, Queue } from '@cloudflare/workers-types'
import type { Env } from '../env'
import { countingDb, messageState, recordDead, recordDone, recordQueued, recordRetry, type QueuedKey } from '../db/job-queue'

export const JOBS_QUEUE = 'davich-jobs'
export const JOBS_DLQ = 'davich-jobs-dlq'
/** Kept equal to wrangler.toml's max_retries (tests and the local drain use it). */
export const MAX_RETRIES = 5
/** Bounded work per message: at most this many of the job's batches, then the rest goes on as the next part. */
export const BATCHES_PER_MESSAGE = 20

/** Part of a run: an id range (inclusive) and/or the on-demand job's data. */
export interface JobSlice {
  /** The run this message belongs to (the night's `at`, or a local run's id). */
  run: string
  range?: [number, number]
  data?: unknown
  /**
   * Keyset cursor: a job that walks rows in an order (rather than picking rows whose state it changes) sets it
   * after each batch to the last key it handled and reads it at the next — it travels with the next part's
   * message, so no batch re-reads what an earlier one passed (no growing OFFSET).
   */
  cursor?: string
}

export interface QueueJob {
  name: string
  /** One bounded batch of what is due at `now` (within the slice, if any); the number of rows changed. */
  run(env: Env, now: Date, slice: JobSlice): Promise<number>
  /** Rows per batch; a batch changing fewer means the slice is done. Absent: one batch per message. */
  batchSize?: number
  /** Optional fan-out: the night's work split into id ranges, one message each. */
  ranges?(env: Env, now: Date): Promise<[number, number][]>
  /** Enqueued this many seconds after the others (e.g. the nightly summary). */
  delaySeconds?: number
  /**
   * Enqueued when this job's run has finished rather than with the night: the name of a job without ranges
   * whose last message (the one that found nothing more due) enqueues this one — e.g. grades after the night's
   * purchase confirmations. Planned with the night as usual when that job is not part of the run.
   */
  after?: string
}

export interface JobMessage {
  job: string
  /** The run's time: the night's scheduled time, or when an on-demand run was started (ISO). */
  at: string
  /** A run other than the night at `at` (a local sandbox run); absent for the night's messages. */
  run?: string
  part: number
  range?: [number, number]
  data?: unknown
  cursor?: string
}

export type JobRegistry = (name: string) => QueueJob | undefined

const runOf = (m: JobMessage) => m.run ?? m.at
const msgKey = (m: JobMessage) => `${m.job}|${runOf(m)}|${m.range ? m.range.join('-') : '*'}|${m.part}`
const keyOf = (m: JobMessage): QueuedKey => ({ key: msgKey(m), runAt: runOf(m), job: m.job })

export function isJobMessage(b: unknown): b is JobMessage {
  const m = b as JobMessage
  return (
    !!m &&
    typeof m === 'object' &&
    typeof m.job === 'string' &&
    typeof m.at === 'string' &&
    !Number.isNaN(Date.parse(m.at)) &&
    Number.isInteger(m.part) &&
    m.part >= 0 &&
    (m.run === undefined || typeof m.run === 'string') &&
    (m.cursor === undefined || typeof m.cursor === 'string') &&
    (m.range === undefined || (Array.isArray(m.range) && m.range.length === 2 && m.range.every(Number.isInteger)))
  )
}

/** Records the messages as queued (once per key) and sends the new ones, 100 per sendBatch (the Queues limit). */
export async function enqueue(env: Env, msgs: JobMessage[], delaySeconds = 0, now = new Date()) {
  const fresh = new Set(
    await recordQueued(
      env.DB,
      msgs.map((m) => keyOf(m)),
      now.toISOString(),
    ),
  )
  const send = msgs.filter((m) => fresh.has(msgKey(m)))
  const q = env.JOBS as Queue<JobMessage>
  for (let i = 0; i < send.length; i += 100)
    await q.sendBatch(
      send.slice(i, i + 100).map((body) => ({ body, contentType: 'json' as const })),
      delaySeconds ? { delaySeconds } : undefined,
    )
  return send.length
}

/** The messages of one job's run: one per range, or one for the whole window. */
export async function jobMessages(env: Env, job: QueueJob, at: Date, opts: { data?: unknown; run?: string } = {}): Promise<JobMessage[]> {
  const base: JobMessage = { job: job.name, at: at.toISOString(), part: 0 }
  if (opts.run) base.run = opts.run
  if (opts.data !== undefined) base.data = opts.data
  if (!job.ranges) return [base]
  return (await job.ranges(env, at)).map((range) => ({ ...base, range }))
}

/** What scheduled() does: enqueue every nightly job's messages for the night at `at`. Nothing else. */
export async function planNight(env: Env, at: Date, jobs: QueueJob[], run?: string) {
  let sent = 0
  for (const job of jobs) {
    if (job.after && jobs.some((j) => j.name === job.after)) continue // enqueued when that job's run ends
    sent += await enqueue(env, await jobMessages(env, job, at, { run }), job.delaySeconds ?? 0)
  }
  return sent
}

/** Starts an on-demand run of a registered job (segment coupon issue, bulk import, notice fan-out). */
export async function enqueueJob(env: Env, job: QueueJob, opts: { data?: unknown; at?: Date } = {}) {
  const at = opts.at ?? new Date()
  await enqueue(env, await jobMessages(env, job, at, { data: opts.data }))
  return at.toISOString()
}

/**
 * Runs `fn` over `items`, at most `limit` at a time, and returns the results in order — a job's batch of
 * independent rows (one order each): D1 still writes one statement at a time, but the round trips overlap.
 * The first failure is thrown once the rest have settled (the message is retried; each row is idempotent).
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  let failure: unknown = null
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      try {
        out[i] = await fn(items[i])
      } catch (e) {
        failure ??= e
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  if (failure) throw failure
  return out
}

/** Backoff of a failed message: 30 s, 60 s, 120 s … at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1))

/**
 * Runs one message: the job's batches within its slice, at most BATCHES_PER_MESSAGE; enqueues the next part
 * when the last batch was full. Returns the rows changed, or null when the message had been done already.
 */
export async function runMessage(
  env: Env,
  m: JobMessage,
  job: QueueJob,
  registry?: JobRegistry,
  all: QueueJob[] = [],
): Promise<number | null> {
  const k = keyOf(m)
  if ((await messageState(env.DB, k.key)) === 'done') return null
  const now = new Date(m.at)
  const slice: JobSlice = { run: runOf(m), range: m.range, data: m.data, cursor: m.cursor }
  const counted = countingDb(env.DB)
  const jobEnv: Env = { ...env, DB: counted.db }
  let changed = 0
  let more = false
  for (let i = 0; i < BATCHES_PER_MESSAGE; i++) {
    const n = await job.run(jobEnv, now, slice)
    changed += n
    more = job.batchSize !== undefined && n >= job.batchSize
    if (!more) break
  }
  // The next part is queued before this one is marked done: a crash in between redelivers this message,
  // which runs again (finding less or nothing due) and queues the same next key, recorded once.
  if (more) await enqueue(env, [{ ...m, part: m.part + 1, ...(slice.cursor === undefined ? {} : { cursor: slice.cursor }) }])
  else if (!job.ranges)
    for (const next of all.filter((j) => j.after === job.name)) {
      const nextJob = registry?.(next.name) ?? next
      await enqueue(env, await jobMessages(env, nextJob, new Date(m.at), { run: m.run }), nextJob.delaySeconds ?? 0)
    }
  await recordDone(env.DB, k, changed, counted.written(), new Date().toISOString())
  return changed
}

/** The queue() handler: job messages, and the dead-letter queue's. Acknowledges or retries each message alone. */
export async function handleJobBatch(batch: MessageBatch<unknown>, env: Env, registry: JobRegistry, all: QueueJob[] = []) {
  const nowIso = () => new Date().toISOString()
  if (batch.queue === JOBS_DLQ) {
    for (const msg of batch.messages) {
      const b = msg.body
      const k = isJobMessage(b)
        ? keyOf(b)
        : { key: `dlq:${msg.id}`, runAt: '', job: typeof (b as JobMessage)?.job === 'string' ? (b as JobMessage).job : '?' }
      const body = typeof b === 'string' ? b : JSON.stringify(b ?? null)
      console.error(`job dead letter ${k.key} after ${msg.attempts} attempts`)
      await recordDead(env.DB, k, body ?? 'null', msg.attempts, nowIso())
      msg.ack()
    }
    return
  }
  // The batch's messages (different jobs, or disjoint ranges and parts of one) run side by side: the queue delivers
  // batches one after another locally, and D1's one writer still takes one statement at a time.
  await Promise.all(
    (batch.messages as readonly Message<unknown>[]).map(async (msg) => {
      const b = msg.body
      try {
        if (!isJobMessage(b)) throw new Error('not a job message')
        const job = registry(b.job)
        if (!job) throw new Error(`unknown job: ${b.job}`)
        await runMessage(env, b, job, registry, all)
        msg.ack()
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e)
        console.error(`job message failed (attempt ${msg.attempts})`, error)
        if (isJobMessage(b)) await recordRetry(env.DB, keyOf(b), error, nowIso()).catch(() => {})
        msg.retry({ delaySeconds: backoffSeconds(msg.attempts) })
      }
    }),
  )
}
