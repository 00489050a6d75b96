import { formatYmd, seoulYmd } from '../../shared/calendar'
import { lateClaims, saveLateSummary } from '../db/claim-desk'
import type { Env } from '../env'
import type { NightlyJob } from './index'

/**
 * The claims desk's nightly summary (issue 26): every open claim whose refund is past the law's deadline (3 business
 * days after the goods' receipt, src/shared/holidays.ts) is named in one row per night (claim_late_summaries), which
 * the console's claims queue shows, and in one log line. A second run the same night writes nothing (its key is
 * the night's date). The logic is here, apart from the runner, so another scheduler can call it as it is.
 */
export async function summarizeLateRefunds(env: Env, now: Date) {
  const today = formatYmd(seoulYmd(now))
  const late = await lateClaims(env.DB, today)
  const claims = late.map((c) => ({ claimNo: c.claim_no, ordNo: c.ord_no, dueYmd: c.refund_due_ymd, stage: c.desk_stage }))
  const written = await saveLateSummary(env.DB, today, claims, now.toISOString())
  if (written) console.log(JSON.stringify({ level: late.length ? 'warn' : 'info', where: 'claims.late-summary', ymd: today, late: claims }))
  return { ymd: today, written, claims }
}

export const claimLateSummaryJob: NightlyJob = {
  name: 'claim-late-summary',
  run: async (env, now) => ((await summarizeLateRefunds(env, now)).written ? 1 : 0),
}
