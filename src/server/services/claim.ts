/** Cancel (before shipment, refunded through the gateway) and return requests, with status history. */
import type { CancelAnswer, ClaimView } from '../../shared/api/commerce-types'
import { cancelReasonName, orderStatusName, returnReason, returnReasonName } from '../../shared/codes'
import { canCancel, canReturnStatus, returnShippingFee, returnWindow } from '../../shared/order/rules'
import { ApiError } from '../api/errors'
import type { Env } from '../env'
import { changed, guardedBatch, GuardError } from '../db/guard'
import { historyStmt, orderLines, orderOfMember, type OrderRow } from '../db/orders'
import { refundPayment } from './payment'
import { releaseStmts } from './order'

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
}

export function toClaimView(c: ClaimRow): ClaimView {
  return {
    claimNo: c.claim_no,
    ordNo: c.ord_no,
    claimType: c.claim_type,
    reasonCd: c.reason_cd,
    reasonNm: c.claim_type === 'CANCEL' ? cancelReasonName(c.reason_cd) : returnReasonName(c.reason_cd),
    reasonText: c.reason_text,
    status: c.status,
    statusNm: c.status === 'FAIL' ? '처리 실패' : orderStatusName(c.status),
    refundAmt: c.refund_amt,
    returnFee: c.return_fee,
    regDttm: c.reg_dttm,
    cmplDttm: c.cmpl_dttm,
    firstGoodsNm: c.first_goods_nm,
  }
}

async function ownedOrder(env: Env, memberNo: number, ordNo: string): Promise<OrderRow> {
  const order = await orderOfMember(env.DB, ordNo, memberNo)
  if (!order) throw ApiError.notFound('주문 정보를 찾을 수 없어요.', 'ordNo')
  return order
}

const ALREADY_CANCELLING = () => new ApiError(409, [{ field: 'ordNo', reason: '이미 취소를 신청한 주문이에요.' }])
const claimById = (db: Env['DB'], claimNo: number) => db.prepare('SELECT * FROM claims WHERE claim_no = ?1').bind(claimNo).first<ClaimRow>()

/**
 * Cancel before shipment, exactly once: the cancel claim is taken first (one per order, UNIQUE; a cancel
 * whose refund failed is taken back atomically for a retry), so of N concurrent clicks one calls the
 * gateway. After the refund, the give-backs, the order status and the claim's completion are one batch.
 * A failed refund keeps the claim as FAIL (never deleted) so a retry is again one caller.
 */
export async function cancelOrder(env: Env, origin: string, memberNo: number, body: { ordNo: string; reasonCd: string; reasonText: string; requestKey?: string }): Promise<CancelAnswer> {
  const db = env.DB
  const order = await ownedOrder(env, memberNo, body.ordNo)
  if (body.requestKey) {
    const same = await db.prepare(`SELECT * FROM claims WHERE member_no = ?1 AND request_key = ?2 AND claim_type = 'CANCEL' AND status <> 'FAIL'`).bind(memberNo, body.requestKey).first<ClaimRow>()
    if (same?.cmpl_dttm) return { claim: toClaimView(same), order: { ordNo: order.ord_no, status: order.status, statusNm: orderStatusName(order.status) } }
  }
  if (!canCancel(order.status)) {
    throw new ApiError(409, [{ field: 'ordNo', reason: order.status === '21' || order.status === '11' ? '이미 취소된 주문이에요.' : '배송이 시작되어 취소할 수 없어요. 상품을 받으신 뒤 반품을 신청해 주세요.' }])
  }
  const now = new Date().toISOString()
  const taken =
    (await db
      .prepare(
        `INSERT INTO claims (ord_no, member_no, claim_type, reason_cd, reason_text, status, refund_amt, refund_way, lines_json, reg_dttm, request_key)
         SELECT ?1, ?2, 'CANCEL', ?3, ?4, '23', ?5, 'PG', '[]', ?6, ?7
          WHERE EXISTS (SELECT 1 FROM orders WHERE ord_no = ?1 AND member_no = ?2 AND status IN ('10','20'))
         ON CONFLICT DO NOTHING RETURNING claim_no`,
      )
      .bind(order.ord_no, memberNo, body.reasonCd, body.reasonText, order.pay_amt, now, body.requestKey ?? null)
      .first<{ claim_no: number }>()) ??
    // A cancel whose refund failed earlier: one retry at a time takes it back.
    (await db
      .prepare(`UPDATE claims SET status = '23', attempts = attempts + 1, reason_cd = ?3, reason_text = ?4 WHERE ord_no = ?1 AND member_no = ?2 AND claim_type = 'CANCEL' AND status = 'FAIL' RETURNING claim_no`)
      .bind(order.ord_no, memberNo, body.reasonCd, body.reasonText)
      .first<{ claim_no: number }>())
  if (!taken) throw ALREADY_CANCELLING()

  const paidByPg = order.status === '20' || (order.status === '10' && !!order.pg_tid)
  if (paidByPg) {
    const r = await refundPayment(env, origin, order, `고객 취소: ${cancelReasonName(body.reasonCd)}`)
    if (!r.ok) {
      await db.prepare(`UPDATE claims SET status = 'FAIL' WHERE claim_no = ?1 AND status = '23'`).bind(taken.claim_no).run()
      throw new ApiError(502, [{ field: 'ordNo', reason: `결제 취소 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요. (${r.message})` }])
    }
  }
  const to = order.status === '10' ? '11' : '21'
  const done = new Date()
  await guardedBatch(db, [
    ...releaseStmts(db, order.ord_no, ['10', '20'], to, `고객 취소 (${cancelReasonName(body.reasonCd)})`, done),
    changed(db, 'cancel.order'),
    db.prepare(`UPDATE claims SET status = ?2, cmpl_dttm = ?3 WHERE claim_no = ?1 AND status = '23'`).bind(taken.claim_no, to, done.toISOString()),
    changed(db, 'cancel.claim'),
  ]).catch((e) => {
    if (e instanceof GuardError) throw ALREADY_CANCELLING()
    throw e
  })
  const claim = (await claimById(db, taken.claim_no))!
  return { claim: toClaimView(claim), order: { ordNo: order.ord_no, status: to, statusNm: orderStatusName(to) } }
}

/**
 * A return request, exactly once: every line's quantity is taken by a guarded UPDATE inside the batch
 * that also writes the claim, the order status and the history, so a request whose quantities are no
 * longer there changes nothing. The same request (same requestKey) twice is one claim.
 */
export async function requestReturn(
  env: Env,
  memberNo: number,
  body: { ordNo: string; lines: { lineNo: number; qtt: number }[]; reasonCd: string; reasonText: string; requestKey?: string },
  now = new Date(),
) {
  const db = env.DB
  const order = await ownedOrder(env, memberNo, body.ordNo)
  const repeated = async () => {
    if (!body.requestKey) return null
    const same = await db.prepare(`SELECT * FROM claims WHERE member_no = ?1 AND request_key = ?2 AND claim_type = 'RETURN'`).bind(memberNo, body.requestKey).first<ClaimRow>()
    if (!same) return null
    const o = (await orderOfMember(db, order.ord_no, memberNo))!
    return { claim: toClaimView(same), order: { ordNo: o.ord_no, status: o.status, statusNm: orderStatusName(o.status) } }
  }
  const again = await repeated()
  if (again) return again
  if (!canReturnStatus(order.status)) throw new ApiError(409, [{ field: 'ordNo', reason: '배송 중이거나 배송 완료된 주문만 반품을 신청할 수 있어요.' }])
  const win = returnWindow(order.delivered_dttm, body.reasonCd, now)
  if (!win.ok) {
    throw new ApiError(409, [{ field: 'reasonCd', reason: body.reasonCd === '60' ? '상품 수령 후 30일이 지나 반품을 신청할 수 없어요.' : '상품 수령 후 7일이 지나 반품을 신청할 수 없어요. (상품 정보와 다른 경우 30일)' }])
  }
  const lines = await orderLines(db, order.ord_no)
  let goodsRefund = 0
  const seen = new Set<number>()
  for (const [i, r] of body.lines.entries()) {
    const l = lines.find((x) => x.line_no === r.lineNo)
    if (!l) throw new ApiError(400, [{ field: `lines.${i}.lineNo`, reason: '주문에 없는 상품이에요.' }])
    if (seen.has(r.lineNo)) throw new ApiError(400, [{ field: `lines.${i}.lineNo`, reason: '같은 상품이 두 번 선택되었어요.' }])
    seen.add(r.lineNo)
    if (r.qtt > l.buy_qtt - l.claim_qtt) throw new ApiError(400, [{ field: `lines.${i}.qtt`, reason: `반품할 수 있는 수량은 ${l.buy_qtt - l.claim_qtt}개예요.` }])
    goodsRefund += Math.floor((l.line_amt * r.qtt) / l.buy_qtt)
  }
  const reason = returnReason(body.reasonCd)!
  const fee = returnShippingFee(body.reasonCd, order.dlvr_amt)
  const whole = body.lines.reduce((s, r) => s + r.qtt, 0) === lines.reduce((s, l) => s + l.buy_qtt - l.claim_qtt, 0)
  const status = whole ? '70' : '72'
  const refundAmt = Math.max(0, Math.min(order.pay_amt, goodsRefund + (whole && reason.shippingPaidBy === 'seller' ? order.dlvr_amt : 0)) - fee)
  const nowIso = now.toISOString()
  const stmts = [
    // The order is still where this request saw it (a concurrent claim moves it, or its lines).
    db.prepare(`UPDATE orders SET status = ?2, upd_dttm = ?3 WHERE ord_no = ?1 AND member_no = ?4 AND status = ?5`).bind(order.ord_no, status, nowIso, memberNo, order.status),
    changed(db, 'return.order'),
    ...body.lines.flatMap((r) => [
      db
        .prepare(`UPDATE order_lines SET claim_qtt = claim_qtt + ?3, status = ?4 WHERE ord_no = ?1 AND line_no = ?2 AND buy_qtt - claim_qtt >= ?3`)
        .bind(order.ord_no, r.lineNo, r.qtt, r.qtt === lines.find((l) => l.line_no === r.lineNo)!.buy_qtt ? '70' : '72'),
      changed(db, 'return.line'),
    ]),
    db
      .prepare(
        `INSERT INTO claims (ord_no, member_no, claim_type, reason_cd, reason_text, status, refund_amt, return_fee, shipping_paid_by, refund_way, lines_json, reg_dttm, request_key)
         VALUES (?1, ?2, 'RETURN', ?3, ?4, ?5, ?6, ?7, ?8, 'PG', ?9, ?10, ?11) RETURNING *`,
      )
      .bind(order.ord_no, memberNo, body.reasonCd, body.reasonText, status, refundAmt, fee, reason.shippingPaidBy, JSON.stringify(body.lines), nowIso, body.requestKey ?? null),
    historyStmt(db, order.ord_no, status, `반품 신청 (${reason.name}${body.reasonText ? `: ${body.reasonText.slice(0, 50)}` : ''}) · 반품 배송비 ${fee ? `${fee.toLocaleString('ko-KR')}원 고객 부담` : '판매자 부담'}`, nowIso),
  ]
  const insertAt = stmts.length - 2
  let claim: ClaimRow
  try {
    claim = (await guardedBatch(db, stmts))[insertAt].results[0] as ClaimRow
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    const same = e.guard === 'unique:claims.member_no' || e.guard === 'unique:claims.request_key' ? await repeated() : null
    if (same) return same
    throw new ApiError(409, [{ field: 'lines', reason: '반품 신청이 이미 처리되었거나 반품할 수 있는 수량이 바뀌었어요. 주문 내역을 다시 확인해 주세요.' }])
  }
  return { claim: toClaimView(claim), order: { ordNo: order.ord_no, status, statusNm: orderStatusName(status) } }
}
