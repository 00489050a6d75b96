import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { gradePointRateSql } from '../../shared/benefits/grades'
import { POINT_EXPIRY_MONTHS, purchasePointsSql } from '../../shared/benefits/points'
import { changed } from './guard'

/**
 * PURCHASE CONFIRMATION — the one definition (status 50 배송완료 → 90 구매확정, points at the member's grade
 * rate, exactly once). The nightly job, the member's "구매확정" button and the store-owner's "수령완료" all
 * use these statements. Put them in YOUR guarded batch (guardedBatch) after whatever brings the order to
 * one of `from`: the last statement is a guard named 'confirm.order' that aborts the whole batch unless
 * this call moved the order, so a second confirmation (a retry, a race, the job and the button at once)
 * writes nothing and surfaces as GuardError('confirm.order').
 *
 * Points: the discounted amount (order lines after product coupons, less what was claimed back, less the
 * order coupon) × the grade's point rate (src/shared/benefits/grades.ts), rounded down to 10원, a '구매적립'
 * ledger line that expires in 36 months; (ord_no, reason) is UNIQUE in point_ledger. Guest orders get none.
 */
export interface ConfirmOptions {
  /** Statuses the order may be in (default ['50']). */
  from?: string[]
  /** Only this member's order (the member's own button). */
  memberNo?: number | null
  /** History memo (default '구매확정'). */
  memo?: string
}

export const CONFIRM_GUARD = 'confirm.order'

/** The discounted amount points are earned on, as SQL over the order `o`. */
const EARN_BASE_SQL = `MAX(0,
  COALESCE((SELECT SUM(l.line_amt * (l.buy_qtt - l.claim_qtt) / l.buy_qtt) FROM order_lines l WHERE l.ord_no = o.ord_no AND l.buy_qtt > 0), 0)
  - COALESCE((SELECT SUM(u.dc_amt) FROM order_coupon_uses u WHERE u.ord_no = o.ord_no AND u.line_no IS NULL), 0))`

export function purchaseConfirmStmts(db: D1Database, ordNo: string, nowIso: string, opts: ConfirmOptions = {}): D1PreparedStatement[] {
  const from = JSON.stringify(opts.from ?? ['50'])
  const memberNo = opts.memberNo ?? null
  const points = purchasePointsSql(EARN_BASE_SQL, gradePointRateSql('m.grade_cd'))
  const where = `o.ord_no = ?1 AND o.status IN (SELECT value FROM json_each(?2)) AND (?3 IS NULL OR o.member_no = ?3)`
  return [
    db
      .prepare(
        `INSERT INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm, expire_dttm)
         SELECT o.member_no, ${points}, '구매적립', o.ord_no, ?4, strftime('%Y-%m-%dT%H:%M:%fZ', ?4, '+${POINT_EXPIRY_MONTHS} months')
           FROM orders o JOIN members m ON m.member_no = o.member_no
          WHERE ${where} AND ${points} > 0`,
      )
      .bind(ordNo, from, memberNo, nowIso),
    db
      .prepare(
        `UPDATE order_lines SET status = '90' WHERE ord_no = ?1 AND status IN (SELECT value FROM json_each(?2))
                 AND EXISTS (SELECT 1 FROM orders o WHERE ${where})`,
      )
      .bind(ordNo, from, memberNo),
    db
      .prepare(
        `INSERT INTO order_status_history (ord_no, line_no, status, memo, reg_dttm) SELECT o.ord_no, NULL, '90', ?5, ?4 FROM orders o WHERE ${where}`,
      )
      .bind(ordNo, from, memberNo, nowIso, opts.memo ?? '구매확정'),
    db
      .prepare(
        `UPDATE orders AS o SET status = '90', upd_dttm = ?4,
                earn_point = COALESCE((SELECT p.amount FROM point_ledger p WHERE p.ord_no = ?1 AND p.reason = '구매적립'), 0)
          WHERE ${where}`,
      )
      .bind(ordNo, from, memberNo, nowIso),
    changed(db, CONFIRM_GUARD),
  ]
}

/** Orders delivered before `cutoffIso` and not yet confirmed (oldest first). */
export async function confirmableOrders(db: D1Database, cutoffIso: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT ord_no, member_no FROM orders WHERE status = '50' AND delivered_dttm IS NOT NULL AND delivered_dttm <= ?1 ORDER BY delivered_dttm LIMIT ?2`,
    )
    .bind(cutoffIso, limit)
    .all<{ ord_no: string; member_no: number | null }>()
  return results
}

export const confirmedOrder = (db: D1Database, ordNo: string) =>
  db
    .prepare(`SELECT ord_no, member_no, earn_point, status FROM orders WHERE ord_no = ?1`)
    .bind(ordNo)
    .first<{ ord_no: string; member_no: number | null; earn_point: number; status: string }>()
