import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

// Shop signals: dated sales (written in the payment's own batch, taken back once on a cancel or a refund) and
// product views (collected per isolate and written in one batch, services/views.ts). Migration 0170.

/** Seoul date (YYYYMMDD) of an ISO instant, in SQL. */
const seoulYmd = (param: string) => `strftime('%Y%m%d', ${param}, '+9 hours')`

/**
 * The spec's age group, in SQL: (this year − birth year + 1) rounded down to tens; a missing birth is
 * '00000000'. Same rule as ageGroup() in src/shared/dates.ts.
 */
const ageGroupSql = (birth: string, nowParam: string) =>
  `((CAST(strftime('%Y', ${nowParam}, '+9 hours') AS INTEGER) - CAST(substr(COALESCE(NULLIF(${birth}, ''), '00000000'), 1, 4) AS INTEGER) + 1) / 10 * 10)`

/**
 * Statement: an order's lines are sold — for an order that is paid (20) when the batch reaches it. Place it after
 * the statement that makes the order paid, in the same batch: a batch that fails writes no sale, and the
 * primary key (ord_no, line_no, 'SALE') makes a second run a no-op. The insert's trigger moves goods.sale_count
 * and the day's goods_daily row (migration 0170).
 */
export function saleStmt(db: D1Database, ordNo: string, nowIso: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO goods_sales (ord_no, line_no, kind, ref, goods_no, goods_type_cd, member_no, age_group, qty, ymd, reg_dttm)
       SELECT l.ord_no, l.line_no, 'SALE', '', l.goods_no, l.goods_type_cd, o.member_no,
              CASE WHEN m.member_no IS NULL THEN NULL ELSE ${ageGroupSql('m.birth', '?2')} END,
              l.buy_qtt, ${seoulYmd('?2')}, ?2
         FROM order_lines l JOIN orders o ON o.ord_no = l.ord_no LEFT JOIN members m ON m.member_no = o.member_no
        WHERE l.ord_no = ?1 AND o.status = '20' AND l.buy_qtt > 0`,
    )
    .bind(ordNo, nowIso)
}

/**
 * Statement: take back what an order sold, once. `ref` names the event ('CANCEL' for a whole cancel, a claim
 * number for a refund) and is part of the key, so the same event twice takes back once. The quantity is the
 * line's remaining quantity (buy − claimed) for 'remaining', or the given lines' quantities for a refund; a line
 * never sold (an unpaid order) takes nothing back. The take-back is dated on the sale's day, so a period's
 * sales are net of what was given back. With `onlyIfStatusIn`, it happens only while the order is in one of
 * those statuses when the batch reaches it (put it before the statement that moves the order).
 *
 * The one way sales go back: the cancel (releaseStmts in db/orders.ts) and any refund path add this statement
 * to their own guarded batch.
 */
export function salesTakeBackStmt(
  db: D1Database,
  ordNo: string,
  ref: string,
  lines: { lineNo: number; qtt: number }[] | 'remaining',
  nowIso: string,
  onlyIfStatusIn: string[] | null = null,
): D1PreparedStatement {
  const qty =
    lines === 'remaining'
      ? '(l.buy_qtt - l.claim_qtt)'
      : `(SELECT SUM(j.value ->> '$.qtt') FROM json_each(?4) j WHERE j.value ->> '$.lineNo' = s.line_no)`
  return db
    .prepare(
      `INSERT OR IGNORE INTO goods_sales (ord_no, line_no, kind, ref, goods_no, goods_type_cd, member_no, age_group, qty, ymd, reg_dttm)
       SELECT s.ord_no, s.line_no, 'BACK', ?2, s.goods_no, s.goods_type_cd, s.member_no, s.age_group, -MIN(s.qty, ${qty}), s.ymd, ?3
         FROM goods_sales s JOIN order_lines l ON l.ord_no = s.ord_no AND l.line_no = s.line_no
        WHERE s.ord_no = ?1 AND s.kind = 'SALE' AND COALESCE(${qty}, 0) > 0
          AND (?5 IS NULL OR (SELECT status FROM orders WHERE ord_no = ?1) IN (SELECT value FROM json_each(?5)))`,
    )
    .bind(ordNo, ref, nowIso, lines === 'remaining' ? '[]' : JSON.stringify(lines), onlyIfStatusIn ? JSON.stringify(onlyIfStatusIn) : null)
}

/* ---- views ---- */

export interface ViewCount {
  goodsNo: string
  ymd: string
  count: number
}
export interface RecentView {
  memberNo: number
  goodsNo: string
  viewedAt: string
}

/** Rows [a, b, c] of the JSON array ?1 whose element `goodsAt` names an existing goods (an upsert from a SELECT needs its WHERE). */
const triples = (goodsAt: number) =>
  `SELECT j.value ->> '$[0]', j.value ->> '$[1]', j.value ->> '$[2]' FROM json_each(?1) j
    WHERE EXISTS (SELECT 1 FROM goods g WHERE g.goods_no = j.value ->> '$[${goodsAt}]')`

/**
 * Writes collected views in ONE batch: each goods-day's count added to goods_daily (and to goods.view_count),
 * each member's latest view of a goods kept in member_recent_views (their 'recently viewed', trimmed to 50).
 */
export async function flushViews(db: D1Database, counts: ViewCount[], recents: RecentView[]): Promise<void> {
  if (!counts.length && !recents.length) return
  const stmts: D1PreparedStatement[] = []
  if (counts.length) {
    const json = JSON.stringify(counts.map((c) => [c.goodsNo, c.ymd, c.count]))
    stmts.push(
      db
        .prepare(
          `INSERT INTO goods_daily (goods_no, ymd, view_cnt) ${triples(0)}
           ON CONFLICT (goods_no, ymd) DO UPDATE SET view_cnt = view_cnt + excluded.view_cnt`,
        )
        .bind(json),
      db
        .prepare(
          `UPDATE goods SET view_count = view_count + (SELECT SUM(j.value ->> '$[2]') FROM json_each(?1) j WHERE j.value ->> '$[0]' = goods.goods_no)
            WHERE goods_no IN (SELECT j.value ->> '$[0]' FROM json_each(?1) j)`,
        )
        .bind(json),
    )
  }
  if (recents.length) {
    const json = JSON.stringify(recents.map((r) => [r.memberNo, r.goodsNo, r.viewedAt]))
    stmts.push(
      db
        .prepare(
          `INSERT INTO member_recent_views (member_no, goods_no, viewed_at) ${triples(1)}
           ON CONFLICT (member_no, goods_no) DO UPDATE SET viewed_at = MAX(viewed_at, excluded.viewed_at)`,
        )
        .bind(json),
      db
        .prepare(
          `DELETE FROM member_recent_views WHERE member_no IN (SELECT DISTINCT j.value ->> '$[0]' FROM json_each(?1) j)
             AND (member_no, goods_no) NOT IN (
               SELECT member_no, goods_no FROM (
                 SELECT member_no, goods_no, ROW_NUMBER() OVER (PARTITION BY member_no ORDER BY viewed_at DESC) AS rn
                   FROM member_recent_views WHERE member_no IN (SELECT DISTINCT j.value ->> '$[0]' FROM json_each(?1) j))
                WHERE rn <= ?2)`,
        )
        .bind(json, RECENT_VIEWS_KEPT),
    )
  }
  await db.batch(stmts)
}

/** Recently viewed goods kept per member (and on a guest's device). */
export const RECENT_VIEWS_KEPT = 50

/** A member's recently viewed goods numbers, newest first. */
export async function memberRecentViews(db: D1Database, memberNo: number, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT goods_no FROM member_recent_views WHERE member_no = ?1 ORDER BY viewed_at DESC LIMIT ?2')
    .bind(memberNo, limit)
    .all<{ goods_no: string }>()
  return results.map((r) => r.goods_no)
}
