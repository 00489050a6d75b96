/**
 * Fixed-window rate limits in D1 (table rate_limits, migration 0120): `hit` counts one request of a subject (a
 * client IP, …) in the current window of a bucket with ONE atomic upsert … RETURNING and decides from the count it
 * returns — never read-then-write — so N parallel requests take N numbered slots and no more than `max` pass.
 */
export interface RateLimit {
  /** Names the limited thing ('og-render'). */
  bucket: string
  /** Requests allowed per window. */
  max: number
  /** Window length in seconds. */
  windowSeconds: number
}

export type RateHit = { ok: true; hits: number } | { ok: false; hits: number; retryAfter: number }

export async function hitRateLimit(db: D1Database, limit: RateLimit, subject: string, now = Date.now()): Promise<RateHit> {
  const nowS = Math.floor(now / 1000)
  const windowStart = nowS - (nowS % limit.windowSeconds)
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (bucket, subject, window_start, hits) VALUES (?1, ?2, ?3, 1)
       ON CONFLICT (bucket, subject, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
    )
    .bind(limit.bucket, subject.slice(0, 64), windowStart)
    .first<{ hits: number }>()
  const hits = row?.hits ?? Number.MAX_SAFE_INTEGER
  if (hits <= limit.max) return { ok: true, hits }
  return { ok: false, hits, retryAfter: Math.max(1, windowStart + limit.windowSeconds - nowS) }
}

/** Drops windows that ended before `beforeMs` (nightly), at most `limit` rows a call. */
export async function pruneRateLimits(db: D1Database, beforeMs: number, limit: number): Promise<number> {
  const r = await db
    .prepare(`DELETE FROM rate_limits WHERE rowid IN (SELECT rowid FROM rate_limits WHERE window_start < ?1 LIMIT ?2)`)
    .bind(Math.floor(beforeMs / 1000), limit)
    .run()
  return r.meta.changes ?? 0
}
