import type { D1Database } from '@cloudflare/workers-types'
import { changed, guardedBatch, holds } from './guard'
import { registerGiftCardStmts } from './giftcards'

/**
 * 모바일 상품권 bought online (migration 0162): the purchase row beside its order, the code issued once by the order's
 * paid batch, kept by the buyer or sent to a mobile number, and held by whoever registers it (a gift card from then on).
 */

export type VoucherState = 'PENDING' | 'KEPT' | 'SENT' | 'REGISTERED' | 'CANCELLED'

export interface VoucherRow {
  ord_no: string
  buyer_member_no: number
  card_no: string
  card_nm: string
  face_amt: number
  state: VoucherState
  expire_ymd: string | null
  paid_dttm: string | null
  recipient_nm: string | null
  recipient_mobile: string | null
  gift_msg: string | null
  sent_dttm: string | null
  send_count: number
  holder_member_no: number | null
  registered_dttm: string | null
  cancel_dttm: string | null
  reg_dttm: string
}

/** Statements for the voucher order's own batch: its purchase row, with a code no printed card carries. */
export function voucherOrderStmts(
  db: D1Database,
  v: { ordNo: string; memberNo: number; cardNo: string; cardNm: string; faceAmt: number; nowIso: string },
) {
  return [
    holds(db, 'voucher.code', 'NOT EXISTS (SELECT 1 FROM gift_card_issues WHERE card_no = ?1)', v.cardNo),
    db
      .prepare(
        `INSERT INTO voucher_purchases (ord_no, buyer_member_no, card_no, card_nm, face_amt, state, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5, 'PENDING', ?6)`,
      )
      .bind(v.ordNo, v.memberNo, v.cardNo, v.cardNm, v.faceAmt, v.nowIso),
  ]
}

/**
 * Statements for EVERY order's paid batch (services/payment.ts writeApproved): a voucher order's code is issued
 * (unregistered, valid until `expireYmd`) and its purchase moves to KEPT; for any other order both match nothing.
 * Exactly once: the paid batch itself runs once per order (its status guard), and gift_card_issues' key is the code.
 */
export function voucherPaidStmts(db: D1Database, ordNo: string, todayYmd: string, expireYmd: string, nowIso: string) {
  return [
    db
      .prepare(
        `INSERT INTO gift_card_issues (card_no, card_nm, amount, issue_ymd, expire_ymd)
         SELECT card_no, card_nm, face_amt, ?2, ?3 FROM voucher_purchases WHERE ord_no = ?1 AND state = 'PENDING'`,
      )
      .bind(ordNo, todayYmd, expireYmd),
    db
      .prepare(`UPDATE voucher_purchases SET state = 'KEPT', expire_ymd = ?2, paid_dttm = ?3 WHERE ord_no = ?1 AND state = 'PENDING'`)
      .bind(ordNo, expireYmd, nowIso),
  ]
}

export const voucherOf = (db: D1Database, ordNo: string) =>
  db.prepare('SELECT * FROM voucher_purchases WHERE ord_no = ?1').bind(ordNo).first<VoucherRow>()

export const isVoucherOrder = async (db: D1Database, ordNo: string) =>
  !!(await db.prepare('SELECT 1 AS x FROM voucher_purchases WHERE ord_no = ?1').bind(ordNo).first())

/** A voucher with what its holder has left (the gift card's balance and status) and the order's payment. */
export interface VoucherListRow extends VoucherRow {
  balance: number | null
  card_status: string | null
  card_id: number | null
  pay_method: string
  card_cd: string | null
  ord_status: string
  buyer_nm: string
  holder_nm: string | null
}

const LIST_SQL = `SELECT v.*, g.amount AS balance, g.status AS card_status, g.rowid AS card_id, o.pay_method, o.card_cd, o.status AS ord_status,
        b.member_nm AS buyer_nm, h.member_nm AS holder_nm
   FROM voucher_purchases v JOIN orders o ON o.ord_no = v.ord_no JOIN members b ON b.member_no = v.buyer_member_no
   LEFT JOIN gift_cards g ON g.card_no = v.card_no AND g.member_no = v.holder_member_no
   LEFT JOIN members h ON h.member_no = v.holder_member_no`

/** What the member bought (paid ones: kept, sent, registered or cancelled), newest first. */
export async function boughtVouchers(db: D1Database, memberNo: number) {
  const { results } = await db
    .prepare(`${LIST_SQL} WHERE v.buyer_member_no = ?1 AND v.state <> 'PENDING' ORDER BY v.reg_dttm DESC LIMIT 100`)
    .bind(memberNo)
    .all<VoucherListRow>()
  return results
}

/** What others gave the member and the member registered, newest first. */
export async function receivedVouchers(db: D1Database, memberNo: number) {
  const { results } = await db
    .prepare(
      `${LIST_SQL} WHERE v.holder_member_no = ?1 AND v.buyer_member_no <> ?1 AND v.state = 'REGISTERED' ORDER BY v.registered_dttm DESC LIMIT 100`,
    )
    .bind(memberNo)
    .all<VoucherListRow>()
  return results
}

/**
 * The buyer sends a kept voucher to a mobile number: ONE guarded UPDATE (only the buyer's KEPT, unexpired voucher
 * moves; 'voucher.send' aborts otherwise), so N identical requests send it once.
 */
export async function sendVoucher(
  db: D1Database,
  s: { ordNo: string; memberNo: number; recipientNm: string; mobile: string; message: string; todayYmd: string; nowIso: string },
) {
  await guardedBatch(db, [
    db
      .prepare(
        `UPDATE voucher_purchases SET state = 'SENT', recipient_nm = ?3, recipient_mobile = ?4, gift_msg = ?5, sent_dttm = ?7, send_count = 1
          WHERE ord_no = ?1 AND buyer_member_no = ?2 AND state = 'KEPT' AND expire_ymd >= ?6`,
      )
      .bind(s.ordNo, s.memberNo, s.recipientNm, s.mobile, s.message, s.todayYmd, s.nowIso),
    changed(db, 'voucher.send'),
  ])
}

/** Counts one more message to the receiver of a sent, unregistered voucher (at most `max` in all); the count or null. */
export async function countVoucherResend(db: D1Database, ordNo: string, memberNo: number, max: number) {
  const r = await db
    .prepare(
      `UPDATE voucher_purchases SET send_count = send_count + 1 WHERE ord_no = ?1 AND buyer_member_no = ?2 AND state = 'SENT' AND send_count < ?3 RETURNING send_count`,
    )
    .bind(ordNo, memberNo, max)
    .first<{ send_count: number }>()
  return r?.send_count ?? null
}

/** The buyer keeps the voucher: registered to their own account in ONE guarded batch (only while KEPT). */
export async function keepVoucher(
  db: D1Database,
  v: { ordNo: string; memberNo: number; cardNo: string; todayYmd: string; nowIso: string },
) {
  await guardedBatch(db, [
    holds(
      db,
      'voucher.keep',
      `EXISTS (SELECT 1 FROM voucher_purchases WHERE ord_no = ?1 AND buyer_member_no = ?2 AND state = 'KEPT')`,
      v.ordNo,
      v.memberNo,
    ),
    ...registerGiftCardStmts(db, v.memberNo, v.cardNo, v.todayYmd, v.nowIso),
  ])
}
