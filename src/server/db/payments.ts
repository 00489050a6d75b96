import type { D1Database } from '@cloudflare/workers-types'

/** Every call to the payment gateway is kept: approvals, failures, net-cancels and refunds. */
export async function logPayment(
  db: D1Database,
  p: {
    ordNo: string
    kind: string
    payMethod: string
    amount: number
    tid: string | null
    code: string
    msg: string
    nowIso: string
    /** The claim a refund was made for (migration 0130). */
    claimNo?: number | null
  },
) {
  await db
    .prepare(
      'INSERT INTO payments (ord_no, kind, pay_method, amount, tid, result_code, result_msg, reg_dttm, claim_no) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)',
    )
    .bind(p.ordNo, p.kind, p.payMethod, p.amount, p.tid, p.code, p.msg.slice(0, 200), p.nowIso, p.claimNo ?? null)
    .run()
}

/** What the gateway has refunded of an order so far (its successful CANCEL calls). */
export async function gatewayRefundedSum(db: D1Database, ordNo: string) {
  const r = await db
    .prepare(`SELECT COALESCE(SUM(amount), 0) AS n FROM payments WHERE ord_no = ?1 AND kind = 'CANCEL' AND result_code IN ('00','0000')`)
    .bind(ordNo)
    .first<{ n: number }>()
  return r?.n ?? 0
}

export interface MemberPaymentRow {
  ord_no: string
  kind: string
  pay_method: string
  amount: number
  reg_dttm: string
  o_card_cd: string | null
  o_card_quota: string | null
  o_bank_cd: string | null
}

/** A page of the member's successful approvals and cancels between two instants, newest first. */
export async function memberPaymentPage(db: D1Database, memberNo: number, fromIso: string, toIso: string, rows: number, offset: number) {
  const where = `o.member_no = ?1 AND p.reg_dttm >= ?2 AND p.reg_dttm <= ?3 AND p.kind IN ('APPROVE','CANCEL') AND p.result_code IN ('0000','00')`
  const total =
    (
      await db
        .prepare(`SELECT COUNT(*) AS n FROM payments p JOIN orders o ON o.ord_no = p.ord_no WHERE ${where}`)
        .bind(memberNo, fromIso, toIso)
        .first<{ n: number }>()
    )?.n ?? 0
  const { results } = await db
    .prepare(
      `SELECT p.*, o.card_cd AS o_card_cd, o.card_quota AS o_card_quota, o.bank_cd AS o_bank_cd FROM payments p JOIN orders o ON o.ord_no = p.ord_no WHERE ${where} ORDER BY p.reg_dttm DESC LIMIT ?4 OFFSET ?5`,
    )
    .bind(memberNo, fromIso, toIso, rows, offset)
    .all<MemberPaymentRow>()
  return { total, rows: results }
}

/* ---- refund account of a member (one per member) ---- */

export interface RefundAccountRow {
  bank_cd: string
  account_no: string
  holder_nm: string
}

export const refundAccountOf = (db: D1Database, memberNo: number) =>
  db.prepare('SELECT * FROM refund_accounts WHERE member_no = ?1').bind(memberNo).first<RefundAccountRow>()

export async function saveRefundAccount(
  db: D1Database,
  memberNo: number,
  a: { bankCd: string; accountNo: string; holderName: string },
  nowIso: string,
) {
  await db
    .prepare(
      `INSERT INTO refund_accounts (member_no, bank_cd, account_no, holder_nm, upd_dttm) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (member_no) DO UPDATE SET bank_cd = excluded.bank_cd, account_no = excluded.account_no, holder_nm = excluded.holder_nm, upd_dttm = excluded.upd_dttm`,
    )
    .bind(memberNo, a.bankCd, a.accountNo, a.holderName, nowIso)
    .run()
}
