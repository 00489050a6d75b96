import type { D1Database } from '@cloudflare/workers-types'
import type { BrandRankingAnswer, RankingAnswer } from '../../shared/api/goods-types'
import { goodsCardsByQuery } from './goods'

// Rankings computed from dated signals (goods_daily: units sold net of take-backs, product views; goods_sales for
// the buyers' age groups), written in one batch so a reader never sees a half-written ranking. Migration 0170.

/** One unit sold weighs as much as this many product views. */
export const SALE_WEIGHT = 10
/** Goods kept per period and goods type; brands per goods type; goods per age group and goods type. */
export const RANKING_SIZE = 50
export const BRAND_RANKING_SIZE = 10
export const AGE_RANKING_KEPT = 20

export type RankingPeriod = RankingAnswer['period']
/** Seoul days each period covers, today included. "popular" (catalogue sort) uses the week's score. */
export const PERIOD_DAYS: Record<RankingPeriod, number> = { day: 1, week: 7, month: 30 }

const score = (sq: string, vc: string) => `(COALESCE(${sq}, 0) * ${SALE_WEIGHT} + COALESCE(${vc}, 0))`

/** Rewrites every ranking from the signals since each period's first day (YYYYMMDD, Seoul) in one batch. */
export async function recomputeRankings(db: D1Database, from: Record<RankingPeriod, string>, nowIso: string): Promise<void> {
  const periodStmt = (period: RankingPeriod) =>
    db
      .prepare(
        `INSERT INTO goods_rankings (period, goods_type_cd, rank, goods_no, score, sale_qty, view_cnt)
         SELECT ?1, goods_type_cd, rn, goods_no, sc, sq, vc FROM (
           SELECT g.goods_type_cd, g.goods_no, COALESCE(d.sq, 0) AS sq, COALESCE(d.vc, 0) AS vc, ${score('d.sq', 'd.vc')} AS sc,
                  ROW_NUMBER() OVER (PARTITION BY g.goods_type_cd ORDER BY ${score('d.sq', 'd.vc')} DESC, g.sale_count DESC, g.goods_no) AS rn
             FROM goods g
             LEFT JOIN (SELECT goods_no, SUM(sale_qty) AS sq, SUM(view_cnt) AS vc FROM goods_daily WHERE ymd >= ?2 GROUP BY goods_no) d
               ON d.goods_no = g.goods_no
            WHERE g.display_yn = 'Y')
          WHERE rn <= ?3`,
      )
      .bind(period, from[period], RANKING_SIZE)
  await db.batch([
    db.prepare('DELETE FROM goods_rankings'),
    periodStmt('day'),
    periodStmt('week'),
    periodStmt('month'),
    // Brands: the month's units and views of their goods.
    db.prepare('DELETE FROM brand_rankings'),
    db
      .prepare(
        `INSERT INTO brand_rankings (goods_type_cd, rank, brand_no, score, sale_qty)
         SELECT goods_type_cd, rn, brand_no, sc, sq FROM (
           SELECT g.goods_type_cd, g.brand_no, SUM(${score('d.sq', 'd.vc')}) AS sc, SUM(COALESCE(d.sq, 0)) AS sq,
                  ROW_NUMBER() OVER (PARTITION BY g.goods_type_cd ORDER BY SUM(${score('d.sq', 'd.vc')}) DESC, SUM(g.sale_count) DESC, g.brand_no) AS rn
             FROM goods g
             LEFT JOIN (SELECT goods_no, SUM(sale_qty) AS sq, SUM(view_cnt) AS vc FROM goods_daily WHERE ymd >= ?1 GROUP BY goods_no) d
               ON d.goods_no = g.goods_no
            WHERE g.display_yn = 'Y'
            GROUP BY g.goods_type_cd, g.brand_no)
          WHERE rn <= ?2`,
      )
      .bind(from.month, BRAND_RANKING_SIZE),
    // Age groups: units the group's buyers bought in the month (spec §5 age group, 50 = 50 and above), then the
    // month's ranking so a group with few orders still shows a full row.
    db.prepare('DELETE FROM age_rankings'),
    db
      .prepare(
        `INSERT INTO age_rankings (age_group, goods_type_cd, rank, goods_no)
         SELECT ag, goods_type_cd, rn, goods_no FROM (
           SELECT a.ag, g.goods_type_cd, g.goods_no,
                  ROW_NUMBER() OVER (PARTITION BY a.ag, g.goods_type_cd ORDER BY COALESCE(s.q, 0) DESC, COALESCE(m.score, -1) DESC, g.goods_no) AS rn
             FROM (SELECT 10 AS ag UNION ALL SELECT 20 UNION ALL SELECT 30 UNION ALL SELECT 40 UNION ALL SELECT 50) a
             JOIN goods g ON g.display_yn = 'Y'
             LEFT JOIN (SELECT CASE WHEN age_group < 20 THEN 10 WHEN age_group >= 50 THEN 50 ELSE age_group END AS ag, goods_no, SUM(qty) AS q
                          FROM goods_sales WHERE ymd >= ?1 AND age_group IS NOT NULL GROUP BY 1, 2 HAVING SUM(qty) > 0) s
               ON s.ag = a.ag AND s.goods_no = g.goods_no
             LEFT JOIN goods_rankings m ON m.period = 'month' AND m.goods_no = g.goods_no AND m.goods_type_cd = g.goods_type_cd
            WHERE s.q IS NOT NULL OR m.goods_no IS NOT NULL)
          WHERE rn <= ?2`,
      )
      .bind(from.month, AGE_RANKING_KEPT),
    // The catalogue's "popular" sort: the week's score, kept on the goods row (indexed with the type).
    db
      .prepare(
        `UPDATE goods SET popular_score = COALESCE((SELECT ${score('SUM(d.sale_qty)', 'SUM(d.view_cnt)')} FROM goods_daily d
                                                     WHERE d.goods_no = goods.goods_no AND d.ymd >= ?1), 0)
          WHERE popular_score <> COALESCE((SELECT ${score('SUM(d.sale_qty)', 'SUM(d.view_cnt)')} FROM goods_daily d
                                            WHERE d.goods_no = goods.goods_no AND d.ymd >= ?1), 0)`,
      )
      .bind(from.week),
    db.prepare(`UPDATE signal_runs SET computed_at = ?1, claimed_at = NULL WHERE name = 'rankings'`).bind(nowIso),
  ])
}

/** When the rankings were last computed and whether someone is computing them now. */
export const rankingRun = (db: D1Database) =>
  db
    .prepare(`SELECT computed_at, claimed_at FROM signal_runs WHERE name = 'rankings'`)
    .first<{ computed_at: string | null; claimed_at: string | null }>()

/** Takes the recomputation for this caller (false when another took it after `staleBefore`). */
export async function claimRankingRun(db: D1Database, nowIso: string, staleClaimBefore: string): Promise<boolean> {
  const r = await db
    .prepare(`UPDATE signal_runs SET claimed_at = ?1 WHERE name = 'rankings' AND (claimed_at IS NULL OR claimed_at < ?2)`)
    .bind(nowIso, staleClaimBefore)
    .run()
  return r.meta.changes > 0
}

export async function rankingOf(
  db: D1Database,
  category: string,
  period: RankingPeriod,
  computedAt: string | null,
  now: Date,
): Promise<RankingAnswer> {
  const goods = await goodsCardsByQuery(
    db,
    `JOIN goods_rankings r ON r.goods_no = g.goods_no AND r.period = ?2 AND r.goods_type_cd = ?3 ORDER BY r.rank`,
    [period, category],
    now,
  )
  return { category, period, computedAt, goods: goods.map((g, i) => ({ ...g, rank: i + 1 })) }
}

export async function brandRankingOf(db: D1Database, category: string, computedAt: string | null, now: Date): Promise<BrandRankingAnswer> {
  const { results } = await db
    .prepare(
      `SELECT r.rank, r.sale_qty, b.brand_no, b.brand_nm, b.brand_en_nm, b.logo_src,
              (SELECT COUNT(*) FROM goods g WHERE g.brand_no = b.brand_no AND g.goods_type_cd = r.goods_type_cd AND g.display_yn = 'Y') AS goods_count,
              (SELECT json_group_array(goods_no) FROM (SELECT g.goods_no FROM goods g
                  WHERE g.brand_no = b.brand_no AND g.goods_type_cd = r.goods_type_cd AND g.display_yn = 'Y'
                  ORDER BY g.popular_score DESC, g.sale_count DESC, g.goods_no LIMIT 3)) AS top_json
         FROM brand_rankings r JOIN brands b ON b.brand_no = r.brand_no
        WHERE r.goods_type_cd = ?1 AND b.display_yn = 'Y' ORDER BY r.rank`,
    )
    .bind(category)
    .all<{
      rank: number
      sale_qty: number
      brand_no: number
      brand_nm: string
      brand_en_nm: string
      logo_src: string | null
      goods_count: number
      top_json: string
    }>()
  const tops = results.map((r) => JSON.parse(r.top_json) as string[])
  const cards = tops.flat().length
    ? await goodsCardsByQuery(db, `WHERE g.goods_no IN (SELECT value FROM json_each(?2))`, [JSON.stringify(tops.flat())], now)
    : []
  const byNo = new Map(cards.map((c) => [c.id, c]))
  return {
    category,
    computedAt,
    brands: results.map((b, i) => ({
      rank: b.rank,
      brandNo: b.brand_no,
      brandNm: b.brand_nm,
      brandEnNm: b.brand_en_nm,
      logoSrc: b.logo_src || '',
      goodsCount: b.goods_count,
      saleCount: b.sale_qty,
      goods: tops[i]!.map((n) => byNo.get(n)).filter((g) => !!g),
    })),
  }
}
