import { issueBatchStmts, issueRunStmt, type IssueRunRow } from '../db/coupon-issue'
import { GuardError, guardedBatch } from '../db/guard'
import type { Env } from '../env'
import type { QueueJob } from './queue'

/**
 * One batch of a segment coupon issue run (migration 0213): from the cursor in D1, so a run resumes where it stopped
 * after a restart, and a redelivered or concurrent batch of the same run is refused by its cursor guard (returns
 * the count of the batch that did commit, so the queue moves on). Returns the members considered (0 = done).
 */
export async function runIssueBatch(env: Env, runNo: number, now = new Date()): Promise<number> {
  const run = await issueRunStmt(env.DB, runNo).first<IssueRunRow>()
  if (!run || run.state !== 'RUNNING') return 0
  try {
    const results = await guardedBatch(env.DB, issueBatchStmts(env.DB, run, now.toISOString()))
    const last = results[results.length - 1]!.results?.[0] as { considered: number; state: string } | undefined
    return last && last.state === 'RUNNING' ? last.considered - run.considered : 0
  } catch (e) {
    // Another delivery moved the cursor first: this one changes nothing; go on from the new cursor.
    if (e instanceof GuardError && e.guard === 'issue.cursor') return runIssueBatch(env, runNo, now)
    throw e
  }
}

/** The on-demand job: `data.runNo`; a full batch (500 considered) means "call me again". */
export const segmentCouponIssueJob: QueueJob = {
  name: 'segment-coupon-issue',
  batchSize: 500,
  run: (env, now, slice) => runIssueBatch(env, (slice.data as { runNo: number }).runNo, now),
}
