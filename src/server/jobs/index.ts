import type { Env } from '../env'
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

/**
 * Nightly jobs, run by the Worker's `scheduled()` (Cron Trigger in wrangler.toml, 03:00 Asia/Seoul).
 * Every job is idempotent (a second run in the same night changes nothing) and works in bounded batches:
 * it returns how many rows it changed, and the runner calls it again while a batch came back full.
 * A job's failure is logged and does not stop the others.
 */
export interface NightlyJob {
  name: string
  /** One bounded batch at `now`; returns the number of rows changed (0 = nothing left to do). */
  run(env: Env, now: Date): Promise<number>
  /** Rows per batch; the runner stops calling once a batch changes fewer rows. */
  batchSize?: number
}

/** The jobs in the order they run. Each domain adds its job here (one line), kept in its own module. */
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
]

export interface JobReport {
  name: string
  changed: number
  error?: string
}

/** Upper bound of batches per job and night, so a runaway job cannot hold the invocation for ever. */
const MAX_BATCHES = 50

/** Runs every nightly job at `now` (the cron's scheduled time) and reports what each changed. */
export async function runNightlyJobs(env: Env, now: Date, jobs: NightlyJob[] = NIGHTLY_JOBS): Promise<JobReport[]> {
  const reports: JobReport[] = []
  for (const job of jobs) {
    let changed = 0
    try {
      for (let i = 0; i < MAX_BATCHES; i++) {
        const n = await job.run(env, now)
        changed += n
        if (n === 0 || n < (job.batchSize ?? Infinity)) break
      }
      reports.push({ name: job.name, changed })
    } catch (e) {
      console.error(`nightly job ${job.name} failed`, e)
      reports.push({ name: job.name, changed, error: e instanceof Error ? e.message : String(e) })
    }
  }
  return reports
}
