import type { D1Database } from '@cloudflare/workers-types'
import { claimRankingRun, PERIOD_DAYS, rankingRun, recomputeRankings, type RankingPeriod } from '../db/rankings'
import { seoulNow } from '../../shared/dates'

/**
 * Rankings (day, week, month, brands, age groups, the "popular" sort) are recomputed from dated sales and views
 * every few minutes by the scheduled job (jobs/rankings.ts) and, when a reader finds them older than this, by
 * that reader after its answer (one at a time: the run is claimed first). Readers always get the last complete
 * computation and the time it was made.
 */
export const RANKINGS_TTL_MS = 5 * 60_000
/** A claim older than this is considered abandoned (the isolate died mid-way). */
const CLAIM_TIMEOUT_MS = 2 * 60_000

/** The first Seoul day (YYYYMMDD) of each period at `now`. */
export function periodStarts(now: Date): Record<RankingPeriod, string> {
  const today = seoulNow(now).startOf('day')
  const start = (days: number) => today.subtract(days - 1, 'day').format('YYYYMMDD')
  return { day: start(PERIOD_DAYS.day), week: start(PERIOD_DAYS.week), month: start(PERIOD_DAYS.month) }
}

/** Recomputes every ranking now (the scheduled job; tests). */
export async function recomputeAllRankings(db: D1Database, now: Date): Promise<void> {
  await recomputeRankings(db, periodStarts(now), now.toISOString())
}

/**
 * The time the rankings a reader is about to read were computed. Never computed: computed now, in the request.
 * Older than RANKINGS_TTL_MS: answered as they are, and one reader recomputes them after its answer.
 */
export async function rankingsComputedAt(
  db: D1Database,
  ctx: { waitUntil(p: Promise<unknown>): void } | null,
  now: Date,
): Promise<string | null> {
  const run = await rankingRun(db)
  const computedAt = run?.computed_at ?? null
  if (computedAt && now.getTime() - Date.parse(computedAt) < RANKINGS_TTL_MS) return computedAt
  const claimed = await claimRankingRun(db, now.toISOString(), new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString())
  if (!claimed) return computedAt
  const work = recomputeAllRankings(db, now).catch((e: unknown) =>
    console.error(JSON.stringify({ level: 'error', where: 'rankings.refresh', message: (e as Error).message })),
  )
  if (!computedAt || !ctx) {
    await work
    return (await rankingRun(db))?.computed_at ?? null
  }
  ctx.waitUntil(work)
  return computedAt
}
