/**
 * Which orders a shopper sees, and which can be followed on the delivery-tracking page — one rule for
 * the API's queries and the pages' buttons (codes in ../codes.ts ORDER_STATUSES).
 */
import { DELIVERY_METHOD } from '../rules'

/**
 * Not orders to a shopper: 00 주문무효 (void), 01 주문접수 (a checkout whose payment never came back)
 * and 22 결제실패. Every other status is listed, shown and reachable by its number.
 */
export const HIDDEN_ORDER_STATUSES: readonly string[] = ['00', '01', '22']

export function isVisibleOrder(status: string): boolean {
  return !HIDDEN_ORDER_STATUSES.includes(status)
}

/**
 * 배송 조회 (delivery tracking): courier deliveries (method 01) from 결제완료 through 구매확정 —
 * 20 결제완료, 30 배송준비중, 39 부분배송중, 40 배송중, 49 부분배송완료, 50 배송완료, 90 구매확정.
 * Decision: the tracking list and each order's "배송 조회" button use this one set (they disagreed:
 * the list took these seven, the button only 40/50/90); before dispatch the page shows the stages and
 * "발송 전", the courier and invoice number once the parcel is dispatched.
 */
export const DELIVERY_TRACKABLE_STATUSES: readonly string[] = ['20', '30', '39', '40', '49', '50', '90']

export function isDeliveryTrackable(order: { status: string; dlvrMethod: string }): boolean {
  return order.dlvrMethod === DELIVERY_METHOD.DELIVERY && DELIVERY_TRACKABLE_STATUSES.includes(order.status)
}
