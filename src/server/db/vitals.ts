import type { D1Database } from '@cloudflare/workers-types'
import type { VitalMetric } from '../../shared/vitals'

/** Adds one page view's metrics to the day's histogram: one upsert per metric, in one batch. */
export async function addVitals(db: D1Database, day: string, template: string, buckets: Array<{ metric: VitalMetric; bucket: number }>) {
  await db.batch(
    buckets.map((b) =>
      db
        .prepare(
          `INSERT INTO web_vitals_daily (day, template, metric, bucket, n) VALUES (?1, ?2, ?3, ?4, 1)
           ON CONFLICT (day, template, metric, bucket) DO UPDATE SET n = n + 1`,
        )
        .bind(day, template, b.metric, b.bucket),
    ),
  )
}

/** The histograms of a day range (inclusive), summed over the days. */
export async function vitalsHistograms(
  db: D1Database,
  fromDay: string,
  toDay: string,
): Promise<Array<{ template: string; metric: VitalMetric; bucket: number; n: number }>> {
  const { results } = await db
    .prepare(
      `SELECT template, metric, bucket, SUM(n) AS n FROM web_vitals_daily WHERE day BETWEEN ?1 AND ?2
       GROUP BY template, metric, bucket ORDER BY template, metric, bucket`,
    )
    .bind(fromDay, toDay)
    .all<{ template: string; metric: VitalMetric; bucket: number; n: number }>()
  return results
}

/** Drops days before `beforeDay` (nightly), at most `limit` rows a call. */
export async function pruneVitals(db: D1Database, beforeDay: string, limit: number): Promise<number> {
  const r = await db
    .prepare(
      `DELETE FROM web_vitals_daily WHERE (day, template, metric, bucket) IN
         (SELECT day, template, metric, bucket FROM web_vitals_daily WHERE day < ?1 LIMIT ?2)`,
    )
    .bind(beforeDay, limit)
    .run()
  return r.meta.changes ?? 0
}
