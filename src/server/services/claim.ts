/** Cancel (before shipment, refunded through the gateway) and return requests, with status history. */
import type { CancelAnswer, ClaimView, ReturnPreview } from '../../shared/api/commerce-types'
import { cancelReasonName, orderStatusName, returnReason, returnReasonName } from '../../shared/codes'
import { claimKind, memberStageText, type DeskStage } from '../../shared/order/claim-flow'
import type { ClaimEventRow } from '../db/claim-desk'
import { canCancel, canReturnStatus, returnShippingFee, returnWindow } from '../../shared/order/rules'
import {
  claimByNo,
  claimByRequestKey,
  completeCancelClaimStmt,
  failCancelClaim,
  insertReturnClaimStmt,
  moveOrderStmt,
  takeCancelClaim,
  takeReturnQttStmt,
  type ClaimRow,
} from '../db/claims'
import { changed, guardedBatch, GuardError } from '../db/guard'
import { insertCancelRequestStmt, linesMoveStmt, requestEventStmt } from '../db/claim-desk'
import { historyStmt, orderLines, orderOfMember, releaseStmts, type OrderRow } from '../db/orders'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { isCashPayMethod } from '../../shared/order/cash-receipt'
import { refundAccountOf } from '../db/payments'
import { cancelCashReceipt } from './cash'
import { planRefund, previewRefund, refundClaim } from './refund'

export type { ClaimRow }

export function toClaimView(c: ClaimRow, events: ClaimEventRow[] = []): ClaimView {
  const kind = claimKind(c)
  const stage = (c.desk_stage ?? 'DONE') as DeskStage
  return {
    claimNo: c.claim_no,
    ordNo: c.ord_no,
    claimType: c.claim_type,
    kind,
    reasonCd: c.reason_cd,
    reasonNm: c.claim_type === 'CANCEL' ? cancelReasonName(c.reason_cd) : returnReasonName(c.reason_cd),
    reasonText: c.reason_text,
    status: c.status,
    statusNm: c.status === 'FAIL' ? '처리 실패' : orderStatusName(c.status),
    stage,
    stageText: c.status === 'FAIL' ? '처리 실패' : memberStageText(kind, stage),
    rejectReason: c.reject_reason ?? null,
    pickupInvoiceNo: c.pickup_invoice_no ?? null,
    pickupCourierNm: c.pickup_courier_nm ?? null,
    refundAmt: c.refund_amt,
    returnFee: c.return_fee,
    regDttm: c.reg_dttm,
    cmplDttm: c.cmpl_dttm,
    firstGoodsNm: c.first_goods_nm,
    history: events.filter((e) => e.claim_no === c.claim_no).map((e) => ({ at: e.reg_dttm, text: memberEventText(e) })),
  }
}

/** An event as the member reads it: the stage reached and, where it tells the member something, its note. */
function memberEventText(e: ClaimEventRow): string {
  if (e.step === 'request') return e.memo
  const kind = e.status === '23' || e.status === '21' || e.status === '30' ? 'CANCEL' : /^6/.test(e.status) ? 'EXCHANGE' : 'RETURN'
  const text = memberStageText(kind, e.to_stage as DeskStage)
  return ['REJECTED', 'PICKUP_BOOKED', 'DONE'].includes(e.to_stage) ? `${text} · ${e.memo}` : text
}

async function ownedOrder(env: Env, memberNo: number, ordNo: string): Promise<OrderRow> {
  const order = await orderOfMember(env.DB, ordNo, memberNo)
  if (!order) throw DomainError.notFound('주문 정보를 찾을 수 없어요.', 'ordNo')
  return order
}

const ALREADY_CANCELLING = () => DomainError.conflict('이미 취소를 신청한 주문이에요.', 'ordNo')

/**
 * Cancel before shipment, exactly once: the cancel claim is taken first (one per order, UNIQUE; a cancel
 * whose refund failed is taken back atomically for a retry), so of N concurrent clicks one calls the
 * gateway. After the refund, the give-backs, the order status and the claim's completion are one batch.
 * A failed refund keeps the claim as FAIL (never deleted) so a retry is again one caller.
 */
export async function cancelOrder(
  env: Env,
  member: { memberNo: number },
  body: { ordNo: string; reasonCd: string; reasonText: string; requestKey?: string },
  ctx: { origin: string },
): Promise<CancelAnswer> {
  const db = env.DB
  const { memberNo } = member
  const order = await ownedOrder(env, memberNo, body.ordNo)
  if (body.requestKey) {
    const same = await claimByRequestKey(db, memberNo, body.requestKey, 'CANCEL')
    if (same?.cmpl_dttm || (same && order.status === '23'))
      return { claim: toClaimView(same), order: { ordNo: order.ord_no, status: order.status, statusNm: orderStatusName(order.status) } }
  }
  if (order.order_classification === 'voucher')
    throw DomainError.conflict('모바일 상품권 구매는 마이페이지 › 디지털 쿠폰에서 취소해 주세요.', 'ordNo')
  if (order.status === '30') return requestCancel(env, order, memberNo, body)
  if (!canCancel(order.status)) {
    throw DomainError.conflict(
      order.status === '21' || order.status === '11'
        ? '이미 취소된 주문이에요.'
        : '배송이 시작되어 취소할 수 없어요. 상품을 받으신 뒤 반품을 신청해 주세요.',
      'ordNo',
    )
  }
  // A cash payment's money goes back to the member's saved refund account: it must exist before anything is
  // taken. An unpaid virtual account (10) has nothing to refund: it is simply voided.
  const paidByPg = order.status === '20' || (order.status === '10' && !!order.pg_tid && order.pay_method !== '2')
  if (paidByPg && isCashPayMethod(order.pay_method) && !(await refundAccountOf(db, memberNo))) {
    throw DomainError.conflict('현금으로 결제한 주문은 환불받을 계좌가 필요해요. 환불 계좌를 먼저 등록해 주세요.', 'refundAccount')
  }
  const now = new Date().toISOString()
  // A cancel whose refund failed earlier: one retry at a time takes it back.
  const taken = await takeCancelClaim(db, {
    ordNo: order.ord_no,
    memberNo,
    reasonCd: body.reasonCd,
    reasonText: body.reasonText,
    refundAmt: order.pay_amt,
    nowIso: now,
    requestKey: body.requestKey ?? null,
  })
  if (!taken) throw ALREADY_CANCELLING()

  // Everything not yet refunded goes back from the order's allocation, tender by tender (services/refund.ts).
  try {
    await refundClaim(env, taken.claim_no, { origin: ctx.origin })
  } catch (e) {
    await failCancelClaim(db, taken.claim_no)
    if (e instanceof DomainError && e.kind === 'upstream')
      throw DomainError.of('upstream', 'ordNo', `결제 취소 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요. (${e.errors[0].reason})`)
    throw e
  }
  const to = order.status === '10' ? '11' : '21'
  const done = new Date()
  await guardedBatch(db, [
    // Stock and status; points, gift card and coupons came back with the refund.
    ...releaseStmts(db, order.ord_no, ['10', '20'], to, `고객 취소 (${cancelReasonName(body.reasonCd)})`, done, { tenders: false }),
    changed(db, 'cancel.order'),
    completeCancelClaimStmt(db, taken.claim_no, to, done.toISOString()),
    changed(db, 'cancel.claim'),
  ]).catch((e) => {
    if (e instanceof GuardError) throw ALREADY_CANCELLING()
    throw e
  })
  // An unpaid receipt request goes with it (an issued one was cancelled with the refund; errors stay on the receipt).
  await cancelCashReceipt(env, order.ord_no, '주문 취소', ctx.origin).catch((e: unknown) =>
    console.error(JSON.stringify({ level: 'error', where: 'cancel.receipt', ordNo: order.ord_no, message: (e as Error).message })),
  )
  const claim = (await claimByNo(db, taken.claim_no))!
  return { claim: toClaimView(claim), order: { ordNo: order.ord_no, status: to, statusNm: orderStatusName(to) } }
}

/** The order's lines, after checking that the asked quantities are still there to return. */
async function returnableLines(db: D1Database, ordNo: string, asked: readonly { lineNo: number; qtt: number }[]) {
  const lines = await orderLines(db, ordNo)
  const seen = new Set<number>()
  for (const [i, r] of asked.entries()) {
    const l = lines.find((x) => x.line_no === r.lineNo)
    if (!l) throw DomainError.invalid('주문에 없는 상품이에요.', `lines.${i}.lineNo`)
    if (seen.has(r.lineNo)) throw DomainError.invalid('같은 상품이 두 번 선택되었어요.', `lines.${i}.lineNo`)
    seen.add(r.lineNo)
    if (r.qtt > l.buy_qtt - l.claim_qtt)
      throw DomainError.invalid(`반품할 수 있는 수량은 ${l.buy_qtt - l.claim_qtt}개예요.`, `lines.${i}.qtt`)
  }
  return lines
}

/**
 * What a return of these lines would refund, read-only, by the same plan the refund runs (the order's allocation, the
 * return shipping of the reason, the benefit points taken back and any shortfall): the return form shows it before
 * the member confirms. The refund itself recomputes it when the goods come back.
 */
export async function previewReturn(
  env: Env,
  member: { memberNo: number },
  body: { ordNo: string; lines: { lineNo: number; qtt: number }[]; reasonCd: string },
): Promise<ReturnPreview> {
  const order = await ownedOrder(env, member.memberNo, body.ordNo)
  if (!canReturnStatus(order.status)) throw DomainError.conflict('배송 중이거나 배송 완료된 주문만 반품을 신청할 수 있어요.', 'ordNo')
  await returnableLines(env.DB, order.ord_no, body.lines)
  const fee = returnShippingFee(body.reasonCd, order.dlvr_amt)
  return previewRefund(env.DB, order.ord_no, { lines: body.lines, kind: 'RETURN', reasonCd: body.reasonCd, fee, memberNo: member.memberNo })
}

/**
 * A return request, exactly once: every line's quantity is taken by a guarded UPDATE inside the batch
 * that also writes the claim, the order status and the history, so a request whose quantities are no
 * longer there changes nothing. The same request (same requestKey) twice is one claim.
 */
export async function requestReturn(
  env: Env,
  member: { memberNo: number },
  body: {
    ordNo: string
    lines: { lineNo: number; qtt: number }[]
    reasonCd: string
    reasonText: string
    requestKey?: string
    exchange?: boolean
  },
  now = new Date(),
) {
  const db = env.DB
  const { memberNo } = member
  const order = await ownedOrder(env, memberNo, body.ordNo)
  const repeated = async () => {
    if (!body.requestKey) return null
    const same = await claimByRequestKey(db, memberNo, body.requestKey, 'RETURN')
    if (!same) return null
    const o = (await orderOfMember(db, order.ord_no, memberNo))!
    return { claim: toClaimView(same), order: { ordNo: o.ord_no, status: o.status, statusNm: orderStatusName(o.status) } }
  }
  const again = await repeated()
  if (again) return again
  if (!canReturnStatus(order.status)) throw DomainError.conflict('배송 중이거나 배송 완료된 주문만 반품을 신청할 수 있어요.', 'ordNo')
  const win = returnWindow(order.delivered_dttm, body.reasonCd, now)
  if (!win.ok) {
    throw DomainError.conflict(
      body.reasonCd === '60'
        ? '상품 수령 후 30일이 지나 반품을 신청할 수 없어요.'
        : '상품 수령 후 7일이 지나 반품을 신청할 수 없어요. (상품 정보와 다른 경우 30일)',
      'reasonCd',
    )
  }
  const lines = await returnableLines(db, order.ord_no, body.lines)
  const reason = returnReason(body.reasonCd)!
  // An exchange is for the seller's reasons (the schema refuses the others): no shipping charged, nothing refunded.
  const exchange = !!body.exchange
  const fee = exchange ? 0 : returnShippingFee(body.reasonCd, order.dlvr_amt)
  const whole = body.lines.reduce((s, r) => s + r.qtt, 0) === lines.reduce((s, l) => s + l.buy_qtt - l.claim_qtt, 0)
  const status = exchange ? (whole ? '60' : '62') : whole ? '70' : '72'
  const noun = exchange ? '교환' : '반품'
  // What the refund will be, from the order's allocation (the refund itself recomputes it when it runs).
  const refundAmt = exchange
    ? 0
    : (await planRefund(db, order.ord_no, { lines: body.lines, kind: 'RETURN', reasonCd: body.reasonCd, fee, memberNo })).plan.refundAmt
  const nowIso = now.toISOString()
  const stmts = [
    // The order is still where this request saw it (a concurrent claim moves it, or its lines).
    moveOrderStmt(db, order.ord_no, memberNo, order.status, status, nowIso),
    changed(db, 'return.order'),
    ...body.lines.flatMap((r) => [
      takeReturnQttStmt(
        db,
        order.ord_no,
        r.lineNo,
        r.qtt,
        r.qtt === lines.find((l) => l.line_no === r.lineNo)!.buy_qtt ? (exchange ? '60' : '70') : exchange ? '62' : '72',
      ),
      changed(db, 'return.line'),
    ]),
    insertReturnClaimStmt(db, {
      ordNo: order.ord_no,
      memberNo,
      reasonCd: body.reasonCd,
      reasonText: body.reasonText,
      status,
      refundAmt,
      fee,
      shippingPaidBy: reason.shippingPaidBy,
      linesJson: JSON.stringify(body.lines),
      nowIso,
      requestKey: body.requestKey ?? null,
      exchange,
    }),
    historyStmt(
      db,
      order.ord_no,
      status,
      `${noun} 신청 (${reason.name}${body.reasonText ? `: ${body.reasonText.slice(0, 50)}` : ''}) · ${noun} 배송비 ${fee ? `${fee.toLocaleString('ko-KR')}원 고객 부담` : '판매자 부담'}`,
      nowIso,
    ),
  ]
  const insertAt = stmts.length - 2
  let claim: ClaimRow
  try {
    claim = (await guardedBatch(db, stmts))[insertAt].results[0] as ClaimRow
  } catch (e) {
    if (!(e instanceof GuardError)) throw e
    // The same request sent again at once: whichever guard stopped it, the claim of this request key is the answer.
    const same = await repeated()
    if (same) return same
    throw DomainError.conflict(
      `${noun} 신청이 이미 처리되었거나 ${noun}할 수 있는 수량이 바뀌었어요. 주문 내역을 다시 확인해 주세요.`,
      'lines',
    )
  }
  return { claim: toClaimView(claim), order: { ordNo: order.ord_no, status, statusNm: orderStatusName(status) } }
}

/**
 * A cancel of an order already at 30 (배송준비중): the warehouse may be packing it, so the member's request waits for
 * the claims desk (23 결제취소신청; approved → refunded and 21, refused → back to 30). One batch: the order moves
 * from 30 only (a concurrent dispatch or a second request changes nothing), the claim (one per order), its first event.
 */
async function requestCancel(
  env: Env,
  order: OrderRow,
  memberNo: number,
  body: { ordNo: string; reasonCd: string; reasonText: string; requestKey?: string },
): Promise<CancelAnswer> {
  const db = env.DB
  if (isCashPayMethod(order.pay_method) && !(await refundAccountOf(db, memberNo)))
    throw DomainError.conflict('현금으로 결제한 주문은 환불받을 계좌가 필요해요. 환불 계좌를 먼저 등록해 주세요.', 'refundAccount')
  const nowIso = new Date().toISOString()
  const stmts = [
    moveOrderStmt(db, order.ord_no, memberNo, '30', '23', nowIso),
    changed(db, 'cancel.request.order'),
    linesMoveStmt(db, order.ord_no, ['30'], '23'),
    insertCancelRequestStmt(db, {
      ordNo: order.ord_no,
      memberNo,
      reasonCd: body.reasonCd,
      reasonText: body.reasonText,
      refundAmt: order.pay_amt,
      nowIso,
      requestKey: body.requestKey ?? null,
    }),
    requestEventStmt(db, order.ord_no, `취소 요청 (${cancelReasonName(body.reasonCd)})`, nowIso),
    historyStmt(db, order.ord_no, '23', `취소 요청 (${cancelReasonName(body.reasonCd)}) · 상품 준비 중이라 확인 후 처리`, nowIso),
  ]
  try {
    const claim = (await guardedBatch(db, stmts))[3].results[0] as ClaimRow
    return { claim: toClaimView(claim), order: { ordNo: order.ord_no, status: '23', statusNm: orderStatusName('23') } }
  } catch (e) {
    if (e instanceof GuardError) throw ALREADY_CANCELLING()
    throw e
  }
}
