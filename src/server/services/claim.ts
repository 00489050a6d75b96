/** Cancel (before shipment, refunded through the gateway) and return requests, with status history. */
import type { CancelAnswer, ClaimView } from '../../shared/api/commerce-types'
import { cancelReasonName, orderStatusName, returnReason, returnReasonName } from '../../shared/codes'
import { canCancel, canReturnStatus, returnShippingFee, returnWindow } from '../../shared/order/rules'
import { ApiError } from '../api/errors'
import type { Env } from '../env'
import { historyStmt, orderByNo, orderLines, type OrderRow } from '../db/orders'
import { refundPayment } from './payment'
import { releaseOrder } from './order'

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
  const order = await orderByNo(env.DB, ordNo)
  if (!order || order.member_no !== memberNo || ['00', '01', '22'].includes(order.status)) throw ApiError.notFound('주문 정보를 찾을 수 없어요.', 'ordNo')
  return order
}

export async function cancelOrder(env: Env, origin: string, memberNo: number, body: { ordNo: string; reasonCd: string; reasonText: string }): Promise<CancelAnswer> {
  const db = env.DB
  const order = await ownedOrder(env, memberNo, body.ordNo)
  if (!canCancel(order.status)) {
    throw new ApiError(409, [{ field: 'ordNo', reason: order.status === '21' || order.status === '11' ? '이미 취소된 주문이에요.' : '배송이 시작되어 취소할 수 없어요. 상품을 받으신 뒤 반품을 신청해 주세요.' }])
  }
  const now = new Date().toISOString()
  // One cancel per order (unique index): a double click cannot refund twice.
  const ins = await db
    .prepare(
      `INSERT INTO claims (ord_no, member_no, claim_type, reason_cd, reason_text, status, refund_amt, refund_way, lines_json, reg_dttm)
       VALUES (?1, ?2, 'CANCEL', ?3, ?4, '23', ?5, 'PG', '[]', ?6) ON CONFLICT DO NOTHING RETURNING claim_no`,
    )
    .bind(order.ord_no, memberNo, body.reasonCd, body.reasonText, order.pay_amt, now)
    .first<{ claim_no: number }>()
  if (!ins) throw new ApiError(409, [{ field: 'ordNo', reason: '이미 취소를 신청한 주문이에요.' }])

  const paidByPg = order.status === '20' || (order.status === '10' && !!order.pg_tid)
  if (paidByPg) {
    const r = await refundPayment(env, origin, order, `고객 취소: ${cancelReasonName(body.reasonCd)}`)
    if (!r.ok) {
      await db.prepare('DELETE FROM claims WHERE claim_no = ?1').bind(ins.claim_no).run()
      throw new ApiError(502, [{ field: 'ordNo', reason: `결제 취소 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요. (${r.message})` }])
    }
  }
  const to = order.status === '10' ? '11' : '21'
  await releaseOrder(db, order.ord_no, ['10', '20'], to, `고객 취소 (${cancelReasonName(body.reasonCd)})`)
  await db.prepare(`UPDATE claims SET status = ?2, cmpl_dttm = ?3 WHERE claim_no = ?1`).bind(ins.claim_no, to, new Date().toISOString()).run()
  const claim = (await db.prepare('SELECT * FROM claims WHERE claim_no = ?1').bind(ins.claim_no).first<ClaimRow>())!
  return { claim: toClaimView(claim), order: { ordNo: order.ord_no, status: to, statusNm: orderStatusName(to) } }
}

export async function requestReturn(
  env: Env,
  memberNo: number,
  body: { ordNo: string; lines: { lineNo: number; qtt: number }[]; reasonCd: string; reasonText: string },
  now = new Date(),
) {
  const db = env.DB
  const order = await ownedOrder(env, memberNo, body.ordNo)
  if (!canReturnStatus(order.status)) throw new ApiError(409, [{ field: 'ordNo', reason: '배송 중이거나 배송 완료된 주문만 반품을 신청할 수 있어요.' }])
  const win = returnWindow(order.delivered_dttm, body.reasonCd, now)
  if (!win.ok) {
    throw new ApiError(409, [{ field: 'reasonCd', reason: body.reasonCd === '60' ? '상품 수령 후 30일이 지나 반품을 신청할 수 없어요.' : '상품 수령 후 7일이 지나 반품을 신청할 수 없어요. (상품 정보와 다른 경우 30일)' }])
  }
  const lines = await orderLines(db, order.ord_no)
  let goodsRefund = 0
  for (const [i, r] of body.lines.entries()) {
    const l = lines.find((x) => x.line_no === r.lineNo)
    if (!l) throw new ApiError(400, [{ field: `lines.${i}.lineNo`, reason: '주문에 없는 상품이에요.' }])
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
    db
      .prepare(
        `INSERT INTO claims (ord_no, member_no, claim_type, reason_cd, reason_text, status, refund_amt, return_fee, shipping_paid_by, refund_way, lines_json, reg_dttm)
         VALUES (?1, ?2, 'RETURN', ?3, ?4, ?5, ?6, ?7, ?8, 'PG', ?9, ?10)`,
      )
      .bind(order.ord_no, memberNo, body.reasonCd, body.reasonText, status, refundAmt, fee, reason.shippingPaidBy, JSON.stringify(body.lines), nowIso),
    ...body.lines.map((r) =>
      db.prepare(`UPDATE order_lines SET claim_qtt = claim_qtt + ?3, status = ?4 WHERE ord_no = ?1 AND line_no = ?2 AND buy_qtt - claim_qtt >= ?3`).bind(order.ord_no, r.lineNo, r.qtt, r.qtt === lines.find((l) => l.line_no === r.lineNo)!.buy_qtt ? '70' : '72'),
    ),
    db.prepare('UPDATE orders SET status = ?2, upd_dttm = ?3 WHERE ord_no = ?1').bind(order.ord_no, status, nowIso),
    historyStmt(db, order.ord_no, status, `반품 신청 (${reason.name}${body.reasonText ? `: ${body.reasonText.slice(0, 50)}` : ''}) · 반품 배송비 ${fee ? `${fee.toLocaleString('ko-KR')}원 고객 부담` : '판매자 부담'}`, nowIso),
  ]
  const rs = await db.batch(stmts)
  if (body.lines.some((_, i) => !rs[1 + i].meta.changes)) throw new ApiError(409, [{ field: 'lines', reason: '반품 수량이 변경되었어요. 다시 확인해 주세요.' }])
  const claim = (await db.prepare('SELECT * FROM claims WHERE ord_no = ?1 AND claim_type = ?2 ORDER BY claim_no DESC LIMIT 1').bind(order.ord_no, 'RETURN').first<ClaimRow>())!
  return { claim: toClaimView(claim), order: { ordNo: order.ord_no, status, statusNm: orderStatusName(status) } }
}
