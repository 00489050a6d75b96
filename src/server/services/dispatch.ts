/**
 * Dispatch of delivery orders: the logistics centre's notice (src/server/providers/wms) moves a paid delivery
 * order to 40 배송중 with its courier and invoice number, and tells the member once ("상품이 출발했어요").
 * The nightly job then moves 40 → 50 four days after dispatch (src/server/jobs).
 */
import { orderStatusName } from '../../shared/codes'
import { withJosa } from '../../shared/korean'
import { courierName } from '../../shared/order/couriers'
import type { DispatchNotice } from '../../shared/schemas/dispatch'
import { DELIVERY_METHOD } from '../../shared/rules'
import { dispatchOrder } from '../db/dispatch'
import { orderByNo } from '../db/orders'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { notifyMember } from './notify'

export interface DispatchAnswer {
  ordNo: string
  /** DISPATCHED: this notice moved the order; ALREADY: a repeat of the notice that did. */
  result: 'DISPATCHED' | 'ALREADY'
  status: string
}

export async function applyDispatchNotice(env: Env, n: DispatchNotice, now = new Date()): Promise<DispatchAnswer> {
  const order = await orderByNo(env.DB, n.ordNo)
  if (!order) throw DomainError.notFound('주문 정보를 찾을 수 없어요.', 'ordNo')
  if (order.dlvr_method !== DELIVERY_METHOD.DELIVERY) throw DomainError.conflict('매장 픽업 주문은 택배로 출고할 수 없어요.', 'ordNo')
  const courierNm = courierName(n.courierCd)!
  const moved = await dispatchOrder(env.DB, { ordNo: n.ordNo, courierNm, invoiceNo: n.invoiceNo, nowIso: now.toISOString() })
  let result: DispatchAnswer['result'] = 'DISPATCHED'
  let status = '40'
  if (moved === 'not_waiting') {
    const o = (await orderByNo(env.DB, n.ordNo))!
    // The same parcel again (a retried notice, or N at once): the order already carries it.
    if (!(['40', '50', '90'].includes(o.status) && o.invoice_no === n.invoiceNo && o.courier_nm === courierNm)) {
      throw DomainError.conflict(
        `출고할 수 없는 주문이에요. (현재 상태: ${orderStatusName(o.status)}${o.invoice_no ? `, 송장 ${o.invoice_no}` : ''})`,
        'ordNo',
      )
    }
    result = 'ALREADY'
    status = o.status
  }
  // Every caller that sees the parcel on its way asks for the notice; its dedup key makes it one.
  if (order.member_no) {
    await notifyMember(
      env,
      {
        memNo: order.member_no,
        kind: 'SHIPPED',
        title: '상품이 출발했어요',
        body: `주문하신 상품이 ${withJosa(courierNm, '으로/로')} 출발했어요. 송장번호 ${n.invoiceNo}`,
        link: `/mypage/manageorder/orderdetail/${n.ordNo}`,
        dedupKey: `SHIPPED:${n.ordNo}`,
      },
      now,
    )
  }
  return { ordNo: n.ordNo, result, status }
}
