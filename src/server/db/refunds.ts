/**
 * Refunds of claims from the stored allocation (migration 0130). The statements services/refund.ts puts in its
 * two guarded batches: TAKE (fix the plan, units refunded, benefits taken back — one refund per order in flight)
 * and GIVE (points and gift card back, coupons back when the whole order is refunded, DONE). Both batches end with
 * the cap guards: the sums of an order's refunds never exceed what it was paid, tender by tender.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { LineAllocation, RefundPlan } from '../../shared/order/allocation'
import { changed, holds } from './guard'

export interface AllocLineRow {
  line_no: number
  buy_qtt: number
  line_amt: number
  refund_qtt: number
  alloc_yn: 'Y' | 'N'
  alloc_coupon_amt: number
  alloc_dlvr_amt: number
  alloc_point_amt: number
  alloc_gc_amt: number
  alloc_pay_amt: number
  goods_nm: string
}

export async function allocLines(db: D1Database, ordNo: string) {
  const { results } = await db
    .prepare(
      `SELECT line_no, buy_qtt, line_amt, refund_qtt, alloc_yn, alloc_coupon_amt, alloc_dlvr_amt, alloc_point_amt, alloc_gc_amt, alloc_pay_amt, goods_nm
         FROM order_lines WHERE ord_no = ?1 ORDER BY line_no`,
    )
    .bind(ordNo)
    .all<AllocLineRow>()
  return results
}

export const toAllocation = (r: AllocLineRow): LineAllocation => ({
  lineNo: r.line_no,
  lineAmt: r.line_amt,
  buyQtt: r.buy_qtt,
  coupon: r.alloc_coupon_amt,
  dlvr: r.alloc_dlvr_amt,
  point: r.alloc_point_amt,
  giftCard: r.alloc_gc_amt,
  pay: r.alloc_pay_amt,
})

/** Statement: a line's allocation (with the order's batch, or on an old order's first refund: only while unset). */
export const allocStmt = (db: D1Database, ordNo: string, a: LineAllocation, onlyUnset = false) =>
  db
    .prepare(
      `UPDATE order_lines SET alloc_yn = 'Y', alloc_coupon_amt = ?3, alloc_dlvr_amt = ?4, alloc_point_amt = ?5, alloc_gc_amt = ?6, alloc_pay_amt = ?7
        WHERE ord_no = ?1 AND line_no = ?2 ${onlyUnset ? `AND alloc_yn = 'N'` : ''}`,
    )
    .bind(ordNo, a.lineNo, a.coupon, a.dlvr, a.point, a.giftCard, a.pay)

export interface ClaimRefundRow {
  claim_no: number
  ord_no: string
  state: 'TAKEN' | 'FAIL' | 'DONE'
  token: string
  pay_amt: number
  gc_amt: number
  point_amt: number
  take_back_amt: number
  shortfall_amt: number
  fee_amt: number
  dlvr_kept_amt: number
  whole_yn: 'Y' | 'N'
  attempts: number
  msg: string | null
  taken_dttm: string
  done_dttm: string | null
}

export const claimRefund = (db: D1Database, claimNo: number) =>
  db.prepare('SELECT * FROM claim_refunds WHERE claim_no = ?1').bind(claimNo).first<ClaimRefundRow>()

/** What the order was paid, tender by tender: the gateway (only when the money arrived), points, gift card. */
export async function orderPaid(db: D1Database, ordNo: string) {
  return db
    .prepare(
      `SELECT o.ord_no, o.member_no, o.pay_amt, o.point_use_amt, o.coupon_dc_amt, o.dlvr_amt, o.earn_point, o.pay_method, o.pg_tid,
              CASE WHEN o.pg_tid IS NOT NULL AND o.paid_dttm IS NOT NULL AND (o.pay_method <> '2' OR o.deposit_dttm IS NOT NULL)
                   THEN COALESCE((SELECT p.amount FROM payments p WHERE p.ord_no = o.ord_no AND p.kind = 'APPROVE'), 0) ELSE 0 END AS pg_paid,
              COALESCE((SELECT u.amount FROM order_gift_card_uses u WHERE u.ord_no = o.ord_no), 0) AS gc_paid,
              (SELECT u.card_no FROM order_gift_card_uses u WHERE u.ord_no = o.ord_no) AS gc_card_no,
              COALESCE((SELECT SUM(u.dc_amt) FROM order_coupon_uses u WHERE u.ord_no = o.ord_no AND u.line_no IS NULL), 0) AS order_coupon_amt,
              COALESCE((SELECT amount FROM point_ledger p WHERE p.ord_no = o.ord_no AND p.reason = '구매적립' AND p.ref_key IS NULL), 0) AS earned
         FROM orders o WHERE o.ord_no = ?1`,
    )
    .bind(ordNo)
    .first<{
      ord_no: string
      member_no: number | null
      pay_amt: number
      point_use_amt: number
      coupon_dc_amt: number
      dlvr_amt: number
      earn_point: number
      pay_method: string
      pg_tid: string | null
      pg_paid: number
      gc_paid: number
      gc_card_no: string | null
      order_coupon_amt: number
      earned: number
    }>()
}

/** Reviews of refunded lines whose points have not been taken back yet (the review's own withdrawal key). */
export async function reviewPointsOf(db: D1Database, ordNo: string, lineNos: number[]) {
  const { results } = await db
    .prepare(
      `SELECT r.line_no, r.point_amt FROM goods_reviews r
        WHERE r.ord_no = ?1 AND r.line_no IN (SELECT value FROM json_each(?2))
          AND NOT EXISTS (SELECT 1 FROM point_ledger p WHERE p.ref_key = 'review-withdraw:' || r.ord_no || ':' || r.line_no)`,
    )
    .bind(ordNo, JSON.stringify(lineNos))
    .all<{ line_no: number; point_amt: number }>()
  return results
}

/** The three cap guards: DONE + in-flight refunds of the order never exceed what it was paid, tender by tender. */
export function capGuards(db: D1Database, ordNo: string): D1PreparedStatement[] {
  const sum = (col: string) => `(SELECT COALESCE(SUM(${col}), 0) FROM claim_refunds WHERE ord_no = ?1)`
  const paid = `(SELECT CASE WHEN o.pg_tid IS NOT NULL AND o.paid_dttm IS NOT NULL AND (o.pay_method <> '2' OR o.deposit_dttm IS NOT NULL)
                   THEN COALESCE((SELECT p.amount FROM payments p WHERE p.ord_no = o.ord_no AND p.kind = 'APPROVE'), 0) ELSE 0 END FROM orders o WHERE o.ord_no = ?1)`
  return [
    holds(db, 'refund.cap.pay', `${sum('pay_amt')} <= ${paid}`, ordNo),
    holds(db, 'refund.cap.points', `${sum('point_amt')} <= (SELECT point_use_amt FROM orders WHERE ord_no = ?1)`, ordNo),
    holds(db, 'refund.cap.giftcard', `${sum('gc_amt')} <= COALESCE((SELECT amount FROM order_gift_card_uses WHERE ord_no = ?1), 0)`, ordNo),
  ]
}

export interface TakePlan {
  claimNo: number
  ordNo: string
  token: string
  plan: RefundPlan
  whole: boolean
  /** Each refunded line's quantity refunded before this claim (compare-and-set). */
  before: Map<number, number>
  nowIso: string
}

/** Statements: the refund is taken (one per claim; one per order in flight), its lines and the units refunded. */
export function takeStmts(db: D1Database, p: TakePlan): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO claim_refunds (claim_no, ord_no, state, token, pay_amt, gc_amt, point_amt, take_back_amt, shortfall_amt, fee_amt, dlvr_kept_amt, whole_yn, taken_dttm, reg_dttm)
         VALUES (?1, ?2, 'TAKEN', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12)`,
      )
      .bind(
        p.claimNo,
        p.ordNo,
        p.token,
        p.plan.pay,
        p.plan.giftCard,
        p.plan.point,
        p.plan.takeBack,
        p.plan.shortfall,
        p.plan.fee,
        p.plan.dlvrKept,
        p.whole ? 'Y' : 'N',
        p.nowIso,
      ),
    ...p.plan.lines.flatMap((l) => [
      db
        .prepare(
          `INSERT INTO claim_refund_lines (claim_no, ord_no, line_no, qtt, coupon_amt, dlvr_amt, point_amt, gc_amt, pay_amt) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
        )
        .bind(p.claimNo, p.ordNo, l.lineNo, l.qtt, l.coupon, l.dlvr, l.point, l.giftCard, l.pay),
      db
        .prepare(
          `UPDATE order_lines SET refund_qtt = refund_qtt + ?4 WHERE ord_no = ?1 AND line_no = ?2 AND refund_qtt = ?3 AND refund_qtt + ?4 <= buy_qtt AND alloc_yn = 'Y'`,
        )
        .bind(p.ordNo, l.lineNo, p.before.get(l.lineNo) ?? 0, l.qtt),
      changed(db, 'refund.line'),
    ]),
    ...capGuards(db, p.ordNo),
  ]
}

/** Statements: benefit points taken back (a ledger line per claim; the balance trigger refuses going below zero). */
export function takeBackStmts(
  db: D1Database,
  o: { memberNo: number; ordNo: string; claimNo: number; earnBack: number; reviews: { lineNo: number; points: number }[]; nowIso: string },
): D1PreparedStatement[] {
  const stmts: D1PreparedStatement[] = []
  if (o.earnBack > 0)
    stmts.push(
      db
        .prepare(
          `INSERT INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm, ref_key) VALUES (?1, ?2, '구매적립 회수', ?3, ?4, ?5)`,
        )
        .bind(o.memberNo, -o.earnBack, o.ordNo, o.nowIso, `refund:${o.claimNo}:earn`),
    )
  for (const r of o.reviews) {
    if (r.points > 0)
      stmts.push(
        db
          .prepare(
            `INSERT INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm, ref_key) VALUES (?1, ?2, '후기적립 회수', ?3, ?4, ?5)`,
          )
          .bind(o.memberNo, -r.points, o.ordNo, o.nowIso, `review-withdraw:${o.ordNo}:${r.lineNo}`),
      )
    // The review stays, without its 구매 인증 badge, and with nothing left to withdraw if it is deleted later.
    stmts.push(
      db
        .prepare(
          `UPDATE goods_reviews SET purchase_revoked_dttm = ?3, point_amt = 0 WHERE ord_no = ?1 AND line_no = ?2 AND purchase_revoked_dttm IS NULL`,
        )
        .bind(o.ordNo, r.lineNo, o.nowIso),
    )
  }
  return stmts
}

/** Statements: stamps earned on refunded units go, and rewards of cards no longer full whose coupon is unused. */
export function stampBackStmts(db: D1Database, ordNo: string, lines: { lineNo: number; qtt: number }[]): D1PreparedStatement[] {
  const stmts: D1PreparedStatement[] = []
  for (const l of lines) {
    stmts.push(
      db.prepare('DELETE FROM member_stamps WHERE ord_no = ?1 AND line_no = ?2 AND qtt <= ?3').bind(ordNo, l.lineNo, l.qtt),
      db.prepare('UPDATE member_stamps SET qtt = qtt - ?3 WHERE ord_no = ?1 AND line_no = ?2 AND qtt > ?3').bind(ordNo, l.lineNo, l.qtt),
    )
  }
  const member = '(SELECT member_no FROM orders WHERE ord_no = ?1)'
  const beyond = `r.member_no = ${member} AND r.card_seq > COALESCE((SELECT SUM(s.qtt) FROM member_stamps s WHERE s.member_no = r.member_no AND s.card_size = r.card_size), 0) / r.card_size`
  stmts.push(
    db
      .prepare(
        `DELETE FROM member_coupons WHERE use_yn = 'N' AND EXISTS (SELECT 1 FROM stamp_rewards r JOIN stamp_programs p ON p.card_size = r.card_size
           WHERE ${beyond} AND member_coupons.member_no = r.member_no AND member_coupons.coupon_no = p.reward_coupon_no
             AND member_coupons.issue_seq = r.card_size * 1000 + r.card_seq)`,
      )
      .bind(ordNo),
    db
      .prepare(
        `DELETE FROM stamp_rewards AS r WHERE ${beyond} AND NOT EXISTS (SELECT 1 FROM member_coupons mc JOIN stamp_programs p ON p.card_size = r.card_size
           WHERE mc.member_no = r.member_no AND mc.coupon_no = p.reward_coupon_no AND mc.issue_seq = r.card_size * 1000 + r.card_seq)`,
      )
      .bind(ordNo),
  )
  return stmts
}

/** A refund whose gateway call failed: FAIL (kept, retried by one caller). */
export const failRefund = (db: D1Database, claimNo: number, token: string, msg: string) =>
  db
    .prepare(`UPDATE claim_refunds SET state = 'FAIL', msg = ?3 WHERE claim_no = ?1 AND token = ?2 AND state = 'TAKEN'`)
    .bind(claimNo, token, msg.slice(0, 200))
    .run()

/** Takes a FAIL refund (or a TAKEN one older than `staleIso`, its caller gone) back for one retry; null when not ours. */
export const retakeRefund = (db: D1Database, claimNo: number, token: string, staleIso: string, nowIso: string) =>
  db
    .prepare(
      `UPDATE claim_refunds SET state = 'TAKEN', token = ?2, attempts = attempts + 1, taken_dttm = ?4
        WHERE claim_no = ?1 AND (state = 'FAIL' OR (state = 'TAKEN' AND taken_dttm < ?3)) RETURNING *`,
    )
    .bind(claimNo, token, staleIso, nowIso)
    .first<ClaimRefundRow>()

/** The gateway's successful refund for this claim, if one was made (a retry must not call it twice). */
export const gatewayRefundOf = (db: D1Database, claimNo: number) =>
  db
    .prepare(`SELECT pay_no FROM payments WHERE claim_no = ?1 AND kind = 'CANCEL' AND result_code IN ('00','0000')`)
    .bind(claimNo)
    .first<{ pay_no: number }>()

/** Statements: points and gift card back, coupons back when nothing of the order is left, the claim DONE. */
export function giveStmts(
  db: D1Database,
  g: {
    claimNo: number
    ordNo: string
    token: string
    memberNo: number | null
    point: number
    giftCard: number
    gcCardNo: string | null
    refundAmt: number
    whole: boolean
    nowIso: string
  },
): D1PreparedStatement[] {
  const stmts: D1PreparedStatement[] = [
    db
      .prepare(`UPDATE claim_refunds SET state = 'DONE', done_dttm = ?3, msg = NULL WHERE claim_no = ?1 AND token = ?2 AND state = 'TAKEN'`)
      .bind(g.claimNo, g.token, g.nowIso),
    changed(db, 'refund.done'),
    db.prepare('UPDATE claims SET refund_amt = ?2 WHERE claim_no = ?1').bind(g.claimNo, g.refundAmt),
  ]
  if (g.point > 0 && g.memberNo)
    stmts.push(
      db
        .prepare(`INSERT INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm, ref_key) VALUES (?1, ?2, '환불 반환', ?3, ?4, ?5)`)
        .bind(g.memberNo, g.point, g.ordNo, g.nowIso, `refund:${g.claimNo}:point`),
    )
  if (g.giftCard > 0 && g.gcCardNo)
    stmts.push(
      db
        .prepare(`UPDATE gift_cards SET amount = amount + ?2, status = '사용가능', used_ymd = NULL WHERE card_no = ?1`)
        .bind(g.gcCardNo, g.giftCard),
      changed(db, 'refund.giftcard'),
      db
        .prepare(
          `INSERT INTO gift_card_history (card_no, member_no, kind, amount, ord_no, reg_dttm, claim_no)
           SELECT card_no, member_no, 'CANCEL', ?3, ord_no, ?4, ?2 FROM order_gift_card_uses WHERE ord_no = ?1`,
        )
        .bind(g.ordNo, g.claimNo, g.giftCard, g.nowIso),
    )
  if (g.whole)
    stmts.push(
      db
        .prepare(
          `UPDATE member_coupons SET use_yn = 'N', use_dttm = NULL, ord_no = NULL
            WHERE CAST(issue_no AS TEXT) IN (SELECT coupon_key FROM order_coupon_uses WHERE ord_no = ?1)`,
        )
        .bind(g.ordNo),
      db.prepare('DELETE FROM order_coupon_uses WHERE ord_no = ?1').bind(g.ordNo),
    )
  stmts.push(...capGuards(db, g.ordNo))
  return stmts
}

/** The claim as its refund reads it. */
export const claimForRefund = (db: D1Database, claimNo: number) =>
  db
    .prepare(
      'SELECT claim_no, ord_no, member_no, claim_type, reason_cd, status, return_fee, shipping_paid_by, lines_json FROM claims WHERE claim_no = ?1',
    )
    .bind(claimNo)
    .first<{
      claim_no: number
      ord_no: string
      member_no: number | null
      claim_type: string
      reason_cd: string
      status: string
      return_fee: number
      shipping_paid_by: string | null
      lines_json: string
      exchange_yn: number
    }>()
