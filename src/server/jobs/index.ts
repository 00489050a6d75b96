import type { Env } from '../env'
import { jobRuns } from '../db/job-queue'
import { MemoryQueue, deliverTo, drain, type Deliver, type DrainOptions } from './local'
import { jobMessagesPruneJob, nightSummaryJob } from './night-summary'
import { planNight, type JobRegistry, type QueueJob } from './queue'
import { couponExpiryJob } from './coupon-expiry'
import { gradeRecomputeJob } from './grade-recompute'
import { orderDeliveredJob } from './order-delivered'
import { pointExpiryJob } from './point-expiry'
import { purchaseConfirmJob } from './purchase-confirm'
import { reservationReminderJob } from './reservation-reminder'
import { cashReceiptRetryJob } from './cash-receipt-retry'
import { vbankExpireJob } from './vbank-expire'
import { withdrawnEraseJob } from './withdrawn-erase'
import { rateLimitPruneJob } from './rate-limit-prune'
import { claimLateSummaryJob } from './claim-late-summary'
import { rankingsJob } from './rankings'
import { booksCheckJob } from './books-check'
import { segmentCouponIssueJob } from './segment-coupon-issue'
import { contactReorderJob } from './contact-reorder'

/**
 * Nightly jobs, run on Cloudflare Queues (src/server/jobs/queue.ts): the Worker's `scheduled()` (Cron Trigger in
 * wrangler.toml, 03:00 Asia/Seoul) only enqueues each job's messages for the night; the Worker's `queue()` runs
 * them in bounded batches. Every job is idempotent (a batch only picks rows still due, so running it again
 * changes nothing) and returns how many rows a batch changed: the consumer calls it again while a batch came
 * back full, and hands what is left to the next message. A job's failure retries that job's message alone.
 */
export type NightlyJob = QueueJob

/** The jobs in the order they are enqueued. Each domain adds its job here (one line), kept in its own module. */
export const NIGHTLY_JOBS: NightlyJob[] = [
  orderDeliveredJob, // benefits (issue 13): 40 → 50 four days after dispatch
  purchaseConfirmJob, // benefits: 50 → 90 three days after delivery, points
  pointExpiryJob, // benefits: 36-month point expiry
  gradeRecomputeJob, // benefits: grades
  reservationReminderJob, // benefits: the day before a visit
  couponExpiryJob, // benefits: coupons ending within 7 days
  vbankExpireJob, // cash payments (issue 17): unpaid virtual accounts void after their deadline
  cashReceiptRetryJob, // cash payments: cash receipts in 오류 sent again
  withdrawnEraseJob, // eyes/face/family (issue 14): finishes erasing withdrawn members' sensitive data
  rateLimitPruneJob, // platform (issue 19): rate-limit windows older than a day
  claimLateSummaryJob, // claims desk (issue 26): names every refund past the law's deadline
  booksCheckJob, // money (issue 24): the books' invariants checked, breaks logged and kept for the head office
  jobMessagesPruneJob, // queues (issue 31): finished message keys older than 30 days
  rankingsJob, // shop signals (issue 29): the new day's rankings
  contactReorderJob, // fitting from home (issue 33): contact lenses running out within a week, one reminder
  nightSummaryJob, // queues (issue 31): the night's summary (log line + job_night_summaries), 3 h after the rest
]

/** The Cron Trigger of FREQUENT_JOBS (wrangler.toml): every 5 minutes. The other cron plans the night. */
export const FREQUENT_CRON = '*/5 * * * *'
/**
 * Jobs that keep shop data live, enqueued by the 5-minute cron (one message each, consumed like the night's;
 * registered in NIGHTLY_JOBS too, so the consumer finds them by name). runFrequentJobs runs them in-process.
 */
export const FREQUENT_JOBS: NightlyJob[] = [
  rankingsJob, // shop signals (issue 29): rankings and the "popular" score from today's sales and views
]

/** Runs the frequent jobs once at `now`, in-process (tests); a job's failure is logged and does not stop the others. */
export async function runFrequentJobs(env: Env, now: Date, jobs: NightlyJob[] = FREQUENT_JOBS): Promise<JobReport[]> {
  const reports: JobReport[] = []
  for (const job of jobs) {
    try {
      reports.push({ name: job.name, changed: await job.run(env, now, { run: `frequent-${now.toISOString()}` }) })
    } catch (e) {
      console.error(JSON.stringify({ level: 'error', where: 'frequent-job', job: job.name, message: (e as Error).message }))
      reports.push({ name: job.name, changed: 0, error: (e as Error).message })
    }
  }
  return reports
}

/**
 * Background jobs started by a request, not by the night (segment coupon issue, bulk imports, notice fan-out):
 * register here, start with enqueueJob(env, job, { data }) — see docs in queue.ts.
 */
export const ON_DEMAND_JOBS: QueueJob[] = [segmentCouponIssueJob]

/** Finds a registered job by name (the consumer's registry). */
export const findJob: JobRegistry = (name) => NIGHTLY_JOBS.find((j) => j.name === name) ?? ON_DEMAND_JOBS.find((j) => j.name === name)

export interface JobReport {
  name: string
  changed: number
  error?: string
}

/**
 * Runs jobs now, through the queue consumer, to the end (the sandbox clock and tests): their messages go to an
 * in-memory queue and are delivered to `deliver` (default: the consumer in-process) until none is left, with the
 * consumer's retries and dead-letter handling. Reports what each job changed; `error` when a message of it
 * failed (its last error) or ended in the dead-letter queue.
 */
export async function runNightlyJobs(
  env: Env,
  now: Date,
  jobs: NightlyJob[] = NIGHTLY_JOBS,
  opts: DrainOptions & { deliver?: (env: Env) => Deliver } = {},
): Promise<JobReport[]> {
  const q = new MemoryQueue()
  const local = { ...env, JOBS: q }
  const run = `${now.toISOString()}#local-${crypto.randomUUID().slice(0, 8)}`
  const registry: JobRegistry = (name) => jobs.find((j) => j.name === name) ?? findJob(name)
  await planNight(local, now, jobs, run)
  await drain(q, opts.deliver ? opts.deliver(local) : deliverTo(local, registry, jobs), opts)
  const rows = await jobRuns(env.DB, run)
  return jobs.map((j) => {
    const r = rows.find((x) => x.job === j.name)
    const report: JobReport = { name: j.name, changed: r?.changed ?? 0 }
    if (r && (r.dead > 0 || r.finished < r.enqueued)) report.error = r.last_error ?? 'not finished'
    return report
  })
}
