/**
 * The books, checked every night (issue 24): every money invariant of src/server/db/books.ts — per order refunds ≤
 * payments and the line allocation sums exactly, paid orders have their approval; per member the point balance (the
 * ledger's sum) never below zero and no order points without their order; per gift card balance = face − uses +
 * cancels; per coupon issued ≤ limit; claimed ≤ bought; vote counts = ballots. Breaks are reported as one log line
 * and one books_checks row (+ a books_breaks row each) the head office reads. Kept apart from the job runner
 * (src/server/jobs/books-check.ts) so any scheduler can call it as it is.
 */
import { formatYmd, seoulYmd } from '../../shared/calendar'
import { BOOKS_CHECKS, findBreaks, saveBooksCheck } from '../db/books'
import type { Env } from '../env'

export async function checkBooks(env: Env, now: Date) {
  const ymd = formatYmd(seoulYmd(now))
  const breaks = await findBreaks(env.DB)
  const byCheck = BOOKS_CHECKS.map((c) => ({ ...c, n: breaks.filter((b) => b.check === c.name).length })).filter((c) => c.n > 0)
  const summary = breaks.length
    ? `장부 점검 ${BOOKS_CHECKS.length}개 중 ${byCheck.length}개 불일치 (${breaks.length}건): ${byCheck.map((c) => `${c.label} ${c.n}건`).join(', ')}`
    : `장부 점검 ${BOOKS_CHECKS.length}개 모두 일치`
  await saveBooksCheck(env.DB, ymd, breaks, summary, new Date().toISOString())
  const line = {
    level: breaks.length ? 'error' : 'info',
    where: 'books.check',
    ymd,
    checks: BOOKS_CHECKS.length,
    breaks: breaks.length,
    summary,
  }
  if (breaks.length) console.error(JSON.stringify({ ...line, first: breaks.slice(0, 20) }))
  else console.log(JSON.stringify(line))
  return { ymd, breaks, summary }
}
