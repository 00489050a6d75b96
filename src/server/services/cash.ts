/**
 * Cash payments: the gateway's deposit notice for virtual accounts (exactly once, whatever it repeats),
 * cash receipts through the gateway (issue, cancel, reduce; errors kept for the nightly retry) and the
 * virtual accounts voided after their deadline.
 */
import { cashReceiptStatusName, maskReceiptNumber, receiptPlan } from '../../shared/order/cash-receipt'
import type { CashReceiptView } from '../../shared/api/commerce-types'
import {
  cancelUnissuedReceipt,
  depositStmts,
  finishCancel,
  finishEscrowConfirm,
  finishReceipt,
  insertReceiptStmt,
  liveReceipt,
  recordNotice,
  takeIssuedForCancel,
  takeEscrowConfirm,
  takeReceipt,
  type CashReceiptRow,
  type NoticeRecord,
  type NoticeResult,
} from '../db/cash'
import { guardedBatch, GuardError } from '../db/guard'
import { orderByNo, orderLines, releaseOrder, type OrderRow } from '../db/orders'
import type { Env } from '../env'
import { logPayment } from '../db/payments'
import { inicisConfig } from '../providers/inicis/adapter'
import { confirmEscrow } from '../providers/inicis/escrow'
import { fromGateway, NOTICE_OK, NOTICE_REFUSED, parseDepositNotice } from '../providers/inicis/notice'
import { cancelReceipt, issueReceipt } from '../providers/inicis/receipt'
import { providerFetch } from '../providers/transport'

export interface NoticeAnswer {
  status: 200 | 400 | 403 | 503
  body: string
  result: NoticeResult | 'INVALID'
}

const log = (event: Record<string, unknown>) => console.warn(JSON.stringify({ level: 'warn', where: 'vbank.notice', ...event }))

/**
 * A deposit notice. Only the gateway's notice servers are heard (source check); a notice is believed only
 * when it names the transaction, account and merchant the gateway issued for this order, and pays only an
 * order still waiting (10) for exactly its amount. Every notice heard is recorded and answered "OK" (the
 * gateway stops repeating); a forged source gets "FAIL" and changes nothing.
 */
export async function handleDepositNotice(
  env: Env,
  fields: Record<string, string>,
  ctx: { origin: string; sourceIp: string | null },
): Promise<NoticeAnswer> {
  const cfg = inicisConfig(env, ctx.origin)
  if (!cfg) return { status: 503, body: NOTICE_REFUSED, result: 'INVALID' }
  const sourceIp = ctx.sourceIp ?? ''
  if (!fromGateway(cfg, sourceIp)) {
    log({ result: 'FORGED', sourceIp, oid: (fields.no_oid ?? fields.P_OID ?? '').slice(0, 30) })
    return { status: 403, body: NOTICE_REFUSED, result: 'FORGED' }
  }
  const n = parseDepositNotice(fields)
  if (!n) return { status: 400, body: NOTICE_REFUSED, result: 'INVALID' }
  const db = env.DB
  const nowIso = new Date().toISOString()
  const order = /^\d{14,20}$/.test(n.oid) ? await orderByNo(db, n.oid) : null
  const genuine =
    !!order &&
    n.mid === cfg.mid &&
    order.pay_method === '2' &&
    !!order.pg_tid &&
    order.pg_tid === n.tid &&
    !!order.vacct_no &&
    order.vacct_no === n.vacctNo
  const record = (result: NoticeResult) =>
    ({
      ordNo: genuine ? order.ord_no : null,
      tid: n.tid,
      typeMsg: fields.type_msg ?? fields.P_STATUS ?? '',
      vacctNo: n.vacctNo,
      amount: n.amount,
      depositor: n.depositor,
      result,
      sourceIp,
      nowIso,
    }) satisfies NoticeRecord
  const answer = async (result: NoticeResult): Promise<NoticeAnswer> => {
    await recordNotice(db, record(result))
    if (result !== 'PAID' && result !== 'REPLAY') log({ result, oid: n.oid, amount: n.amount })
    return { status: 200, body: NOTICE_OK, result }
  }
  if (!genuine) return answer('UNKNOWN')
  if (n.kind === 'DEPOSIT_CANCEL') return answer('DEPOSIT_CANCEL')
  if (n.kind !== 'DEPOSIT') return answer('UNKNOWN')
  if (order.deposit_dttm) return answer('REPLAY')
  if (order.status !== '10') return answer('CANCELLED')
  if (n.amount !== order.pay_amt) return answer('AMOUNT')

  const plan = receiptPlan({
    payMethod: '2',
    amount: order.pay_amt,
    type: order.cash_receipt_type,
    idType: order.cash_receipt_id_type,
    number: order.cash_receipt_no,
  })
  try {
    await guardedBatch(db, depositStmts(db, order, n, record('PAID'), plan, nowIso))
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    // Another notice paid it first, or the order left 10 (cancelled, voided) meanwhile.
    const now = await orderByNo(db, order.ord_no)
    return answer(now?.deposit_dttm ? 'REPLAY' : 'CANCELLED')
  }
  if (plan)
    await issueReceiptOf(env, order.ord_no, ctx.origin).catch((e: unknown) =>
      log({ result: 'RECEIPT_ERROR', oid: n.oid, message: (e as Error).message }),
    )
  return { status: 200, body: NOTICE_OK, result: 'PAID' }
}

async function goodsName(env: Env, ordNo: string) {
  const lines = await orderLines(env.DB, ordNo)
  return lines.length > 1 ? `${lines[0].goods_nm} 외 ${lines.length - 1}건` : (lines[0]?.goods_nm ?? '다비치마켓 주문')
}

/**
 * Sends the order's live receipt (접수 or 오류) to the gateway — one caller at a time takes it — and keeps
 * the answer: 승인 with the approval number, or 오류 with the gateway's message for the nightly retry.
 */
export async function issueReceiptOf(env: Env, ordNo: string, origin: string, now = new Date()): Promise<CashReceiptRow | null> {
  const r = await liveReceipt(env.DB, ordNo)
  if (!r || r.status === 'OK') return r
  return issueReceiptNo(env, r.receipt_no, origin, now)
}

export async function issueReceiptNo(env: Env, receiptNo: number, origin: string, now = new Date()): Promise<CashReceiptRow | null> {
  const db = env.DB
  const token = crypto.randomUUID()
  const taken = await takeReceipt(db, receiptNo, token, now)
  if (!taken) return null
  const order = await orderByNo(db, taken.ord_no)
  const cfg = inicisConfig(env, origin)
  const nowIso = now.toISOString()
  if (!order || !cfg) {
    await finishReceipt(db, receiptNo, token, { ok: false, message: '결제 서비스 설정을 확인할 수 없어요.' }, nowIso)
    return null
  }
  const ans = await issueReceipt(
    cfg,
    {
      goodName: await goodsName(env, order.ord_no),
      price: taken.amount,
      buyerName: order.orderer_nm,
      buyerEmail: order.orderer_email,
      buyerTel: order.orderer_mobile,
      useOpt: taken.use_opt,
      regNum: taken.reg_num,
    },
    providerFetch(env),
  )
  const authDttm = ans.ok ? seoulStamp(ans.authDate, ans.authTime) : ''
  await finishReceipt(
    db,
    receiptNo,
    token,
    ans.ok ? { ok: true, tid: ans.tid, authNo: ans.authNo, authDttm } : { ok: false, message: `[${ans.code}] ${ans.message}` },
    nowIso,
  )
  return { ...taken, status: ans.ok ? 'OK' : 'ERR' }
}

function seoulStamp(ymd: string, hms: string) {
  if (!/^\d{8}$/.test(ymd)) return new Date().toISOString()
  const t = /^\d{6}$/.test(hms) ? hms : '000000'
  return new Date(
    `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}T${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4)}+09:00`,
  ).toISOString()
}

/** Cancels the order's live receipt: a never-issued one here, an issued one at the gateway. True when none is left. */
export async function cancelCashReceipt(env: Env, ordNo: string, reason: string, origin: string): Promise<boolean> {
  const db = env.DB
  const r = await liveReceipt(db, ordNo)
  if (!r) return true
  const nowIso = new Date().toISOString()
  if (r.status !== 'OK') return cancelUnissuedReceipt(db, r.receipt_no, nowIso)
  const cfg = inicisConfig(env, origin)
  const token = crypto.randomUUID()
  const taken = cfg ? await takeIssuedForCancel(db, r.receipt_no, token, nowIso) : null
  if (!cfg || !taken?.tid) return false
  const ans = await cancelReceipt(cfg, { tid: taken.tid, msg: reason }, providerFetch(env))
  await finishCancel(db, r.receipt_no, token, ans.ok, ans.message, new Date().toISOString())
  return ans.ok
}

/**
 * A cash payment reduced by a partial refund: the receipt is cancelled and issued anew for what remains
 * (the tax office takes no partial cancel of a receipt); nothing remains → cancelled only.
 */
export async function reduceCashReceipt(env: Env, order: OrderRow, remaining: number, origin: string) {
  const before = await liveReceipt(env.DB, order.ord_no)
  if (!before) return null
  if (!(await cancelCashReceipt(env, order.ord_no, '부분 환불', origin))) return null
  if (remaining <= 0) return null
  const plan = { useOpt: before.use_opt, idType: before.id_type as 'SELF', regNum: before.reg_num, auto: before.auto_yn === 'Y' }
  await guardedBatch(env.DB, [insertReceiptStmt(env.DB, order.ord_no, plan, remaining, new Date().toISOString())])
  return issueReceiptOf(env, order.ord_no, origin)
}

/** What the order detail shows of a receipt. */
export function toReceiptView(r: CashReceiptRow): CashReceiptView {
  return {
    receiptNo: r.receipt_no,
    useOpt: r.use_opt,
    useOptNm: r.use_opt === '2' ? '지출증빙용' : '소득공제용',
    idNoMasked: maskReceiptNumber(r.reg_num),
    amount: r.amount,
    autoYn: r.auto_yn,
    status: r.status,
    statusNm: cashReceiptStatusName(r.status),
    authNo: r.auth_no,
    authDttm: r.auth_dttm,
    regDttm: r.reg_dttm,
    cancelDttm: r.cancel_dttm,
  }
}

/**
 * Escrow: once the member (or the nightly job) confirms the purchase, the confirmation goes to the gateway,
 * once (one caller takes the order; a failure leaves it unsent for the next confirmation call).
 */
export async function confirmEscrowOf(env: Env, ordNo: string, origin: string, now = new Date()) {
  const token = crypto.randomUUID()
  const order = await takeEscrowConfirm(env.DB, ordNo, token)
  if (!order?.pg_tid) return false
  const cfg = inicisConfig(env, origin)
  const r = cfg
    ? await confirmEscrow(cfg, { tid: order.pg_tid }, providerFetch(env))
    : { ok: false, code: 'CFG', message: '결제 서비스 설정을 확인할 수 없어요.' }
  await finishEscrowConfirm(env.DB, ordNo, token, r.ok, now.toISOString())
  await logPayment(env.DB, {
    ordNo,
    kind: 'ESCROW_CONFIRM',
    payMethod: order.pay_method,
    amount: order.pay_amt,
    tid: order.pg_tid,
    code: r.code,
    msg: r.ok ? '구매확인 전송 완료' : `구매확인 전송 실패: ${r.message}`,
    nowIso: now.toISOString(),
  })
  return r.ok
}

/** Nightly: a virtual account not paid by its deadline is voided (11) and gives back what the order took. */
export async function voidExpiredAccount(env: Env, ordNo: string, now: Date) {
  return releaseOrder(env.DB, ordNo, ['10'], '11', '입금 기한이 지나 주문이 자동 취소되었어요.', now, {
    failMsg: '입금 기한이 지나 주문이 자동 취소되었어요.',
  })
}
