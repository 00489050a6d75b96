/**
 * Cash payments in D1: the virtual-account deposit (one guarded batch), every deposit notice kept, cash
 * receipts (one live per order; a single caller takes one for the gateway call), the accounts past their
 * deadline.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { saleStmt } from './signals'
import type { ReceiptPlan } from '../../shared/order/cash-receipt'
import { changed } from './guard'
import { historyStmt, type OrderRow } from './orders'

export interface CashReceiptRow {
  receipt_no: number
  ord_no: string
  use_opt: '1' | '2'
  id_type: string
  reg_num: string
  amount: number
  auto_yn: 'Y' | 'N'
  status: 'REQ' | 'OK' | 'ERR' | 'CANCEL'
  tid: string | null
  auth_no: string | null
  auth_dttm: string | null
  err_msg: string | null
  tries: number
  lock_token: string | null
  lock_dttm: string | null
  cancel_dttm: string | null
  reg_dttm: string
  upd_dttm: string
}

export type NoticeResult = 'PAID' | 'REPLAY' | 'AMOUNT' | 'UNKNOWN' | 'CANCELLED' | 'DEPOSIT_CANCEL' | 'FORGED'

export interface NoticeRecord {
  ordNo: string | null
  tid: string
  typeMsg: string
  vacctNo: string
  amount: number
  depositor: string
  result: NoticeResult
  sourceIp: string
  nowIso: string
}

export function noticeStmt(db: D1Database, n: NoticeRecord) {
  return db
    .prepare(
      'INSERT INTO vbank_notices (ord_no, tid, type_msg, vacct_no, amount, depositor_nm, result, source_ip, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)',
    )
    .bind(
      n.ordNo,
      n.tid.slice(0, 60),
      n.typeMsg.slice(0, 10),
      n.vacctNo.slice(0, 30),
      n.amount,
      n.depositor.slice(0, 30),
      n.result,
      n.sourceIp.slice(0, 45),
      n.nowIso,
    )
}
export const recordNotice = (db: D1Database, n: NoticeRecord) => noticeStmt(db, n).run()

/** Statement: a receipt to be issued (접수) for an order; the live-receipt index makes a second one abort its batch. */
export function insertReceiptStmt(db: D1Database, ordNo: string, plan: ReceiptPlan, amount: number, nowIso: string) {
  return db
    .prepare(
      `INSERT INTO cash_receipts (ord_no, use_opt, id_type, reg_num, amount, auto_yn, status, reg_dttm, upd_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'REQ', ?7, ?7)`,
    )
    .bind(ordNo, plan.useOpt, plan.idType, plan.regNum, amount, plan.auto ? 'Y' : 'N', nowIso)
}

/**
 * The deposit, exactly once: the order moves 10 → 20 only while it still waits for exactly this
 * transaction, account and amount; with it the payment record, the history, the notice marked PAID (unique
 * per order) and the cash receipt to issue. A second notice finds the guard false and writes nothing.
 */
export function depositStmts(
  db: D1Database,
  order: OrderRow,
  n: { tid: string; vacctNo: string; amount: number },
  notice: NoticeRecord,
  plan: ReceiptPlan | null,
  nowIso: string,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE orders SET status = '20', deposit_dttm = ?5, paid_dttm = ?5, upd_dttm = ?5
          WHERE ord_no = ?1 AND status = '10' AND pay_method = '2' AND pg_tid = ?2 AND vacct_no = ?3 AND pay_amt = ?4`,
      )
      .bind(order.ord_no, n.tid, n.vacctNo, n.amount, nowIso),
    changed(db, 'deposit.order'),
    db.prepare(`UPDATE order_lines SET status = '20' WHERE ord_no = ?1 AND status = '10'`).bind(order.ord_no),
    db
      .prepare(
        `INSERT INTO payments (ord_no, kind, pay_method, amount, tid, result_code, result_msg, bank_cd, reg_dttm) VALUES (?1, 'DEPOSIT', '2', ?2, ?3, '0000', ?4, ?5, ?6)`,
      )
      .bind(order.ord_no, n.amount, n.tid, `입금 확인 (${notice.depositor || '입금자 미상'})`.slice(0, 200), order.bank_cd, nowIso),
    historyStmt(db, order.ord_no, '20', '입금 확인, 결제 완료', nowIso),
    saleStmt(db, order.ord_no, nowIso),
    noticeStmt(db, notice),
    ...(plan ? [insertReceiptStmt(db, order.ord_no, plan, order.pay_amt, nowIso)] : []),
  ]
}

export const receiptsOfOrder = async (db: D1Database, ordNo: string) =>
  (await db.prepare('SELECT * FROM cash_receipts WHERE ord_no = ?1 ORDER BY receipt_no').bind(ordNo).all<CashReceiptRow>()).results

export const liveReceipt = (db: D1Database, ordNo: string) =>
  db.prepare(`SELECT * FROM cash_receipts WHERE ord_no = ?1 AND status IN ('REQ','OK','ERR')`).bind(ordNo).first<CashReceiptRow>()

/** A receipt still to be sent is taken by one caller (a lock older than 10 minutes is a crashed one). */
export async function takeReceipt(db: D1Database, receiptNo: number, token: string, now: Date) {
  return db
    .prepare(
      `UPDATE cash_receipts SET lock_token = ?2, lock_dttm = ?3, tries = tries + 1, upd_dttm = ?3
        WHERE receipt_no = ?1 AND status IN ('REQ','ERR') AND (lock_token IS NULL OR lock_dttm < ?4) RETURNING *`,
    )
    .bind(receiptNo, token, now.toISOString(), new Date(now.getTime() - 10 * 60_000).toISOString())
    .first<CashReceiptRow>()
}

export async function finishReceipt(
  db: D1Database,
  receiptNo: number,
  token: string,
  r: { ok: true; tid: string; authNo: string; authDttm: string } | { ok: false; message: string },
  nowIso: string,
) {
  const res = r.ok
    ? await db
        .prepare(
          `UPDATE cash_receipts SET status = 'OK', tid = ?3, auth_no = ?4, auth_dttm = ?5, err_msg = NULL, lock_token = NULL, upd_dttm = ?6 WHERE receipt_no = ?1 AND lock_token = ?2`,
        )
        .bind(receiptNo, token, r.tid, r.authNo, r.authDttm, nowIso)
        .run()
    : await db
        .prepare(
          `UPDATE cash_receipts SET status = 'ERR', err_msg = ?3, lock_token = NULL, upd_dttm = ?4 WHERE receipt_no = ?1 AND lock_token = ?2`,
        )
        .bind(receiptNo, token, r.message.slice(0, 200), nowIso)
        .run()
  return res.meta.changes > 0
}

/** A receipt that was never issued (REQ/ERR, not being sent) is cancelled without a gateway call. */
export async function cancelUnissuedReceipt(db: D1Database, receiptNo: number, nowIso: string) {
  const r = await db
    .prepare(
      `UPDATE cash_receipts SET status = 'CANCEL', cancel_dttm = ?2, upd_dttm = ?2 WHERE receipt_no = ?1 AND status IN ('REQ','ERR') AND lock_token IS NULL`,
    )
    .bind(receiptNo, nowIso)
    .run()
  return r.meta.changes > 0
}

/** An issued receipt cancelled at the gateway (only the caller that holds it — OK, taken by lock — writes). */
export async function takeIssuedForCancel(db: D1Database, receiptNo: number, token: string, nowIso: string) {
  return db
    .prepare(
      `UPDATE cash_receipts SET lock_token = ?2, lock_dttm = ?3 WHERE receipt_no = ?1 AND status = 'OK' AND lock_token IS NULL RETURNING *`,
    )
    .bind(receiptNo, token, nowIso)
    .first<CashReceiptRow>()
}
export async function finishCancel(db: D1Database, receiptNo: number, token: string, ok: boolean, msg: string, nowIso: string) {
  await db
    .prepare(
      `UPDATE cash_receipts SET status = CASE WHEN ?3 THEN 'CANCEL' ELSE status END, cancel_dttm = CASE WHEN ?3 THEN ?5 ELSE cancel_dttm END,
              err_msg = CASE WHEN ?3 THEN err_msg ELSE ?4 END, lock_token = NULL, upd_dttm = ?5 WHERE receipt_no = ?1 AND lock_token = ?2`,
    )
    .bind(receiptNo, token, ok ? 1 : 0, msg.slice(0, 200), nowIso)
    .run()
}

/** Receipts the nightly retry sends again: errors (and sends that never finished), oldest first, at most 5 tries. */
export async function retryableReceipts(db: D1Database, now: Date, limit: number) {
  const stale = new Date(now.getTime() - 10 * 60_000).toISOString()
  const { results } = await db
    .prepare(
      `SELECT receipt_no FROM cash_receipts
        WHERE status IN ('ERR','REQ') AND tries < 5 AND upd_dttm < ?2 AND (lock_token IS NULL OR lock_dttm < ?2)
        ORDER BY upd_dttm LIMIT ?1`,
    )
    .bind(limit, stale)
    .all<{ receipt_no: number }>()
  return results.map((r) => r.receipt_no)
}

/** Virtual accounts still unpaid after their deadline (oldest deadline first). */
export async function expiredVirtualAccounts(db: D1Database, nowIso: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT ord_no FROM orders WHERE status = '10' AND pay_method = '2' AND vacct_due_dttm IS NOT NULL AND vacct_due_dttm < ?1 ORDER BY vacct_due_dttm LIMIT ?2`,
    )
    .bind(nowIso, limit)
    .all<{ ord_no: string }>()
  return results.map((r) => r.ord_no)
}

/** The cash details of an order a payment writes after approval (deadline, holder) — the paid batch's companion. */
export function vacctDetailsStmt(db: D1Database, ordNo: string, dueIso: string | null, holder: string | null) {
  return db.prepare(`UPDATE orders SET vacct_due_dttm = ?2, vacct_holder_nm = ?3 WHERE ord_no = ?1`).bind(ordNo, dueIso, holder)
}

/** Checkout's choices that only cash payments have. */
export function cashChoicesStmt(
  db: D1Database,
  ordNo: string,
  c: { receiptType: string | null; idType: string | null; number: string | null; escrow: boolean },
) {
  return db
    .prepare(`UPDATE orders SET cash_receipt_type = ?2, cash_receipt_id_type = ?3, cash_receipt_no = ?4, escrow_yn = ?5 WHERE ord_no = ?1`)
    .bind(ordNo, c.receiptType, c.idType, c.number, c.escrow ? 'Y' : 'N')
}

/** An escrow order just confirmed (90) whose confirmation has not gone to the gateway: taken by one caller. */
export async function takeEscrowConfirm(db: D1Database, ordNo: string, token: string) {
  return db
    .prepare(
      `UPDATE orders SET escrow_confirm_dttm = ?2 WHERE ord_no = ?1 AND escrow_yn = 'Y' AND status = '90' AND pg_tid IS NOT NULL AND escrow_confirm_dttm IS NULL RETURNING *`,
    )
    .bind(ordNo, `SENDING:${token}`)
    .first<OrderRow>()
}
export async function finishEscrowConfirm(db: D1Database, ordNo: string, token: string, ok: boolean, nowIso: string) {
  await db
    .prepare(`UPDATE orders SET escrow_confirm_dttm = CASE WHEN ?3 THEN ?4 ELSE NULL END WHERE ord_no = ?1 AND escrow_confirm_dttm = ?2`)
    .bind(ordNo, `SENDING:${token}`, ok ? 1 : 0, nowIso)
    .run()
}
