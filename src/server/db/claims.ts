import type { D1Database } from '@cloudflare/workers-types'

/** A cancel or return request (migration 0030/0061): one row per claim, its lines as JSON. */
export interface ClaimRow {
  claim_no: number
  ord_no: string
  claim_type: 'CANCEL' | 'RETURN'
  reason_cd: string
  reason_text: string
  status: string
  refund_amt: number
  return_fee: number
  reg_dttm: string
  cmpl_dttm: string | null
  first_goods_nm?: string
  // the claims desk (migration 0150)
  desk_stage?: string
  exchange_yn?: number
  reject_reason?: string | null
  pickup_invoice_no?: string | null
  pickup_courier_nm?: string | null
}

export const claimByNo = (db: D1Database, claimNo: number) =>
  db.prepare('SELECT * FROM claims WHERE claim_no = ?1').bind(claimNo).first<ClaimRow>()

export async function claimsOfOrder(db: D1Database, ordNo: string) {
  const { results } = await db.prepare('SELECT * FROM claims WHERE ord_no = ?1 ORDER BY claim_no').bind(ordNo).all<ClaimRow>()
  return results
}

/** The member's claims registered between two instants, newest first, with the first goods name. */
export async function memberClaimPage(db: D1Database, memberNo: number, fromIso: string, toIso: string, rows: number, offset: number) {
  const where = 'c.member_no = ?1 AND c.reg_dttm >= ?2 AND c.reg_dttm <= ?3'
  const total =
    (await db.prepare(`SELECT COUNT(*) AS n FROM claims c WHERE ${where}`).bind(memberNo, fromIso, toIso).first<{ n: number }>())?.n ?? 0
  const { results } = await db
    .prepare(
      `SELECT c.*, (SELECT goods_nm FROM order_lines l WHERE l.ord_no = c.ord_no ORDER BY line_no LIMIT 1) AS first_goods_nm FROM claims c WHERE ${where} ORDER BY c.reg_dttm DESC LIMIT ?4 OFFSET ?5`,
    )
    .bind(memberNo, fromIso, toIso, rows, offset)
    .all<ClaimRow>()
  return { total, rows: results }
}

/** The claim a repeated request (same requestKey) made already; cancels that failed do not count. */
export const claimByRequestKey = (db: D1Database, memberNo: number, requestKey: string, type: 'CANCEL' | 'RETURN') =>
  db
    .prepare(
      `SELECT * FROM claims WHERE member_no = ?1 AND request_key = ?2 AND claim_type = ?3 AND (claim_type = 'RETURN' OR status <> 'FAIL')`,
    )
    .bind(memberNo, requestKey, type)
    .first<ClaimRow>()

/**
 * Takes the cancel claim of a paid order (one per order, UNIQUE) — or, when an earlier cancel's refund
 * failed, takes that one back for a retry. Null when a cancel is already in progress or done.
 */
export async function takeCancelClaim(
  db: D1Database,
  c: {
    ordNo: string
    memberNo: number
    reasonCd: string
    reasonText: string
    refundAmt: number
    nowIso: string
    requestKey: string | null
  },
) {
  return (
    (await db
      .prepare(
        `INSERT INTO claims (ord_no, member_no, claim_type, reason_cd, reason_text, status, refund_amt, refund_way, lines_json, reg_dttm, request_key)
         SELECT ?1, ?2, 'CANCEL', ?3, ?4, '23', ?5, 'PG', '[]', ?6, ?7
          WHERE EXISTS (SELECT 1 FROM orders WHERE ord_no = ?1 AND member_no = ?2 AND status IN ('10','20'))
         ON CONFLICT DO NOTHING RETURNING claim_no`,
      )
      .bind(c.ordNo, c.memberNo, c.reasonCd, c.reasonText, c.refundAmt, c.nowIso, c.requestKey)
      .first<{ claim_no: number }>()) ??
    (await db
      .prepare(
        `UPDATE claims SET status = '23', attempts = attempts + 1, reason_cd = ?3, reason_text = ?4 WHERE ord_no = ?1 AND member_no = ?2 AND claim_type = 'CANCEL' AND status = 'FAIL' RETURNING claim_no`,
      )
      .bind(c.ordNo, c.memberNo, c.reasonCd, c.reasonText)
      .first<{ claim_no: number }>())
  )
}

/** A cancel whose refund failed is kept as FAIL (never deleted), so a retry is again one caller. */
export const failCancelClaim = (db: D1Database, claimNo: number) =>
  db.prepare(`UPDATE claims SET status = 'FAIL' WHERE claim_no = ?1 AND status = '23'`).bind(claimNo).run()

/** Statement: the taken cancel claim is complete (guard it with changed()); the claims desk has nothing left to do. */
export const completeCancelClaimStmt = (db: D1Database, claimNo: number, status: string, nowIso: string) =>
  db
    .prepare(`UPDATE claims SET status = ?2, cmpl_dttm = ?3, desk_stage = 'DONE' WHERE claim_no = ?1 AND status = '23'`)
    .bind(claimNo, status, nowIso)

/** Statement: the order moves to `status` only if it is still in `seenStatus` (guard it with changed()). */
export const moveOrderStmt = (db: D1Database, ordNo: string, memberNo: number, seenStatus: string, status: string, nowIso: string) =>
  db
    .prepare(`UPDATE orders SET status = ?2, upd_dttm = ?3 WHERE ord_no = ?1 AND member_no = ?4 AND status = ?5`)
    .bind(ordNo, status, nowIso, memberNo, seenStatus)

/** Statement: takes `qtt` of a line for a return, only while that many are left (guard it with changed()). */
export const takeReturnQttStmt = (db: D1Database, ordNo: string, lineNo: number, qtt: number, lineStatus: string) =>
  db
    .prepare(
      `UPDATE order_lines SET claim_qtt = claim_qtt + ?3, status = ?4 WHERE ord_no = ?1 AND line_no = ?2 AND buy_qtt - claim_qtt >= ?3`,
    )
    .bind(ordNo, lineNo, qtt, lineStatus)

/** Statement: the return claim row (RETURNING *). */
export const insertReturnClaimStmt = (
  db: D1Database,
  c: {
    ordNo: string
    memberNo: number
    reasonCd: string
    reasonText: string
    status: string
    refundAmt: number
    fee: number
    shippingPaidBy: string
    linesJson: string
    nowIso: string
    requestKey: string | null
    /** An exchange (the same goods sent again) instead of a refund. */
    exchange?: boolean
  },
) =>
  db
    .prepare(
      `INSERT INTO claims (ord_no, member_no, claim_type, reason_cd, reason_text, status, refund_amt, return_fee, shipping_paid_by, refund_way, lines_json, reg_dttm, request_key, exchange_yn)
       VALUES (?1, ?2, 'RETURN', ?3, ?4, ?5, ?6, ?7, ?8, 'PG', ?9, ?10, ?11, ?12) RETURNING *`,
    )
    .bind(
      c.ordNo,
      c.memberNo,
      c.reasonCd,
      c.reasonText,
      c.status,
      c.refundAmt,
      c.fee,
      c.shippingPaidBy,
      c.linesJson,
      c.nowIso,
      c.requestKey,
      c.exchange ? 1 : 0,
    )
