import type { D1Database } from '@cloudflare/workers-types'
import { gradeCaseSql } from '../../shared/benefits/grades'
import { guardedBatch } from './guard'

/** Queries of the nightly benefit jobs (src/server/jobs/*): each bounded by `limit`, each idempotent. */

/** Orders dispatched (40 배송중) before `cutoffIso`, oldest first. */
export async function dispatchedBefore(db: D1Database, cutoffIso: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT ord_no, member_no FROM orders WHERE status = '40' AND dispatch_dttm IS NOT NULL AND dispatch_dttm <= ?1 ORDER BY dispatch_dttm LIMIT ?2`,
    )
    .bind(cutoffIso, limit)
    .all<{ ord_no: string; member_no: number | null }>()
  return results
}

/** 40 배송중 → 50 배송완료 (delivered_dttm = now), once: false when the order had moved on already. */
export async function markDelivered(db: D1Database, ordNo: string, nowIso: string) {
  const rs = await guardedBatch(db, [
    db
      .prepare(
        `UPDATE order_lines SET status = '50' WHERE ord_no = ?1 AND status = '40' AND EXISTS (SELECT 1 FROM orders WHERE ord_no = ?1 AND status = '40')`,
      )
      .bind(ordNo),
    db
      .prepare(
        `INSERT INTO order_status_history (ord_no, line_no, status, memo, reg_dttm) SELECT ?1, NULL, '50', '배송완료(자동)', ?2 WHERE EXISTS (SELECT 1 FROM orders WHERE ord_no = ?1 AND status = '40')`,
      )
      .bind(ordNo, nowIso),
    db
      .prepare(`UPDATE orders SET status = '50', delivered_dttm = ?2, upd_dttm = ?2 WHERE ord_no = ?1 AND status = '40'`)
      .bind(ordNo, nowIso),
  ])
  return rs[2].meta.changes > 0
}

/**
 * Point expiry (first in, first out): for each member whose earned points reached expire_dttm, the part of
 * them not yet consumed by debits (uses, earlier expiries) leaves as one '유효기간소멸' line keyed by the day.
 * A second run finds nothing left (the new debit consumed it). Returns the members changed.
 */
export async function expirePoints(db: D1Database, nowIso: string, dayKey: string, limit: number) {
  const r = await db
    .prepare(
      `INSERT OR IGNORE INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm)
       SELECT member_no, -expiring, '유효기간소멸', 'EXP:' || member_no || ':' || ?2, ?1
         FROM (SELECT p.member_no,
                      COALESCE(SUM(CASE WHEN p.amount > 0 AND p.expire_dttm IS NOT NULL AND p.expire_dttm <= ?1 THEN p.amount END), 0)
                      + COALESCE(SUM(CASE WHEN p.amount < 0 THEN p.amount END), 0) AS expiring
                 FROM point_ledger p
                WHERE p.member_no IN (SELECT DISTINCT member_no FROM point_ledger WHERE amount > 0 AND expire_dttm IS NOT NULL AND expire_dttm <= ?1)
                GROUP BY p.member_no)
        WHERE expiring > 0
        LIMIT ?3`,
    )
    .bind(nowIso, dayKey, limit)
    .run()
  return r.meta.changes
}

/** Balance and the part expiring by `soonIso` (same FIFO rule as expirePoints). */
export async function pointSummary(db: D1Database, memberNo: number, soonIso: string) {
  const r = await db
    .prepare(
      `SELECT COALESCE(SUM(amount), 0) AS balance,
              MAX(0, COALESCE(SUM(CASE WHEN amount > 0 AND expire_dttm IS NOT NULL AND expire_dttm <= ?2 THEN amount END), 0)
                   + COALESCE(SUM(CASE WHEN amount < 0 THEN amount END), 0)) AS soon
         FROM point_ledger WHERE member_no = ?1`,
    )
    .bind(memberNo, soonIso)
    .first<{ balance: number; soon: number }>()
  return { balance: r?.balance ?? 0, soon: r?.soon ?? 0 }
}

/** The purchase amount and count a grade is computed on, as SQL over a members alias. */
function gradeStatsSql(alias: string) {
  const amt = `(COALESCE((SELECT SUM(o.goods_amt - o.coupon_dc_amt) FROM orders o WHERE o.member_no = ${alias}.member_no AND o.status = '90' AND o.reg_dttm >= ?2), 0)
              + COALESCE((SELECT SUM(f.amount) FROM offline_orders f WHERE f.member_no = ${alias}.member_no AND f.purchase_ymd >= ?3 AND f.refund_dttm IS NULL), 0))`
  const cnt = `(COALESCE((SELECT COUNT(*) FROM orders o WHERE o.member_no = ${alias}.member_no AND o.status = '90' AND o.reg_dttm >= ?2), 0)
              + COALESCE((SELECT COUNT(*) FROM offline_orders f WHERE f.member_no = ${alias}.member_no AND f.purchase_ymd >= ?3 AND f.refund_dttm IS NULL), 0))`
  return { amt, cnt }
}

/**
 * Members whose purchases left the grade window between two nights (a confirmed order registered, or a store
 * purchase made, in [prevFrom, from)) are marked for recomputation. Reads the partial indexes of migration 0181.
 */
export async function markAgedOutOfWindow(db: D1Database, prevFromIso: string, fromIso: string, prevFromYmd: string, fromYmd: string) {
  const r = await db
    .prepare(
      `INSERT OR IGNORE INTO grade_dirty (member_no)
       SELECT member_no FROM orders WHERE status = '90' AND member_no IS NOT NULL AND reg_dttm >= ?1 AND reg_dttm < ?2
       UNION SELECT member_no FROM offline_orders WHERE purchase_ymd >= ?3 AND purchase_ymd < ?4`,
    )
    .bind(prevFromIso, fromIso, prevFromYmd, fromYmd)
    .run()
  return r.meta.changes
}

/**
 * The marked members split into member_no ranges of about `size` marks each (one queue message per range). The
 * ranges cover every member_no (the first from 0, the last to the largest safe integer), so a member marked after
 * planning — an order confirmed earlier the same night — is handled by its range's message if that runs later.
 */
export async function gradeDirtyRanges(db: D1Database, size: number): Promise<[number, number][]> {
  const { results } = await db
    .prepare(
      `SELECT member_no FROM (SELECT member_no, ROW_NUMBER() OVER (ORDER BY member_no) AS rn FROM grade_dirty) WHERE (rn - 1) % ?1 = 0`,
    )
    .bind(size)
    .all<{ member_no: number }>()
  const starts = results.map((r, i) => (i === 0 ? 0 : r.member_no))
  if (!starts.length) return [[0, Number.MAX_SAFE_INTEGER]]
  return starts.map((lo, i) => [lo, i + 1 < starts.length ? starts[i + 1] - 1 : Number.MAX_SAFE_INTEGER])
}

/**
 * Recomputes the grade of up to `limit` marked members in [lo, hi] (written only where it changed) and clears
 * their marks, in one batch. Returns the members handled; 0 when the range is done. Idempotent: a grade is a
 * function of the purchases, and a cleared mark is not handled again.
 */
export async function recomputeMarkedGrades(
  db: D1Database,
  nowIso: string,
  fromIso: string,
  fromYmd: string,
  lo: number,
  hi: number,
  limit: number,
) {
  const m = gradeStatsSql('members')
  const pick = `SELECT member_no FROM grade_dirty WHERE member_no BETWEEN ?4 AND ?5 ORDER BY member_no LIMIT ?6`
  const rs = await db.batch([
    db
      .prepare(
        `UPDATE members SET grade_cd = ${gradeCaseSql(m.amt, m.cnt)}, grade_dttm = ?1
          WHERE member_no IN (${pick}) AND status = 'ACTIVE' AND auth_role = 'ROLE_USER' AND grade_cd <> ${gradeCaseSql(m.amt, m.cnt)}`,
      )
      .bind(nowIso, fromIso, fromYmd, lo, hi, limit),
    db
      .prepare(
        `DELETE FROM grade_dirty WHERE member_no IN (SELECT member_no FROM grade_dirty WHERE member_no BETWEEN ?1 AND ?2 ORDER BY member_no LIMIT ?3)`,
      )
      .bind(lo, hi, limit),
  ])
  return rs[1].meta.changes
}

/** When the grade job last ran before `beforeIso` (the night's time; local runs keep theirs before '#'). */
export async function lastGradeRun(db: D1Database, beforeIso: string) {
  const r = await db
    .prepare(
      `SELECT MAX(substr(run_at, 1, 24)) AS at FROM job_runs WHERE job = 'grade-recompute' AND finished > 0 AND substr(run_at, 1, 24) < ?1`,
    )
    .bind(beforeIso)
    .first<{ at: string | null }>()
  return r?.at ?? null
}

/** A member's grade and the purchases it is computed on. */
export async function gradeStats(db: D1Database, memberNo: number, fromIso: string, fromYmd: string) {
  const s = gradeStatsSql('members')
  return db
    .prepare(`SELECT grade_cd, grade_dttm, ${s.amt} AS amount, ${s.cnt} AS count FROM members WHERE member_no = ?1`)
    .bind(memberNo, fromIso, fromYmd)
    .first<{ grade_cd: string; grade_dttm: string | null; amount: number; count: number }>()
}

/** Members' reservations on `ymd` still to be reminded (no 'rsv:<no>' notice yet), after rsv_no `after` (keyset). */
export async function reservationsToRemind(db: D1Database, ymd: string, limit: number, after = 0) {
  const { results } = await db
    .prepare(
      `SELECT r.rsv_no, r.reservation_no, r.member_no, r.rsv_ymd, r.rsv_time, s.store_nm
         FROM reservations r JOIN stores s ON s.store_no = r.store_no
        WHERE r.rsv_ymd = ?1 AND r.status = 'RESERVED' AND r.member_no IS NOT NULL AND r.rsv_no > ?3
          AND NOT EXISTS (SELECT 1 FROM member_notifications n WHERE n.member_no = r.member_no AND n.dedup_key = 'rsv:' || r.rsv_no)
        ORDER BY r.rsv_no LIMIT ?2`,
    )
    .bind(ymd, limit, after)
    .all<{ rsv_no: number; reservation_no: string; member_no: number; rsv_ymd: string; rsv_time: string; store_nm: string }>()
  return results
}

/**
 * Unused coupons ending within (now, untilIso] not yet announced ('coupon-exp:<issue_no>'), in (valid_end_dttm,
 * issue_no) order after the keyset `after` ([end, issue_no]), so a night of 200,000 reads each coupon once.
 */
export async function couponsToAnnounce(
  db: D1Database,
  nowIso: string,
  untilIso: string,
  limit: number,
  after: [string, number] | null = null,
) {
  // The index range starts at the cursor (valid_end_dttm >= its end), so a batch reads from where the last stopped.
  const from = after ? `?1 <= ?4 AND mc.valid_end_dttm >= ?4 AND (mc.valid_end_dttm > ?4 OR mc.issue_no > ?5)` : `mc.valid_end_dttm > ?1`
  const { results } = await db
    .prepare(
      `SELECT mc.issue_no, mc.member_no, mc.valid_end_dttm, c.coupon_nm
         FROM member_coupons mc JOIN coupons c ON c.coupon_no = mc.coupon_no JOIN members m ON m.member_no = mc.member_no
        WHERE mc.use_yn = 'N' AND ${from} AND mc.valid_end_dttm <= ?2 AND m.status = 'ACTIVE'
          AND NOT EXISTS (SELECT 1 FROM member_notifications n WHERE n.member_no = mc.member_no AND n.dedup_key = 'coupon-exp:' || mc.issue_no)
        ORDER BY mc.valid_end_dttm, mc.issue_no LIMIT ?3`,
    )
    .bind(...(after ? [nowIso, untilIso, limit, after[0], after[1]] : [nowIso, untilIso, limit]))
    .all<{ issue_no: number; member_no: number; valid_end_dttm: string; coupon_nm: string }>()
  return results
}
