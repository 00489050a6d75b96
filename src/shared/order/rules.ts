/**
 * Pure order rules: prices, delivery fee, coupons, points, cancel/return windows, refund accounts.
 * The server recomputes every amount with these; the browser uses them only to preview.
 */
import { bankName, returnReason } from '../codes'
import { DELIVERY_METHOD, type OrderDeliveryMethod } from '../rules'

/* ---------------------------------------------------------------------------------------------- */
/* Delivery fee                                                                                    */
/* ---------------------------------------------------------------------------------------------- */

export const DELIVERY_FEE = 3000
export const FREE_DELIVERY_OVER = 50_000
export const JEJU_SURCHARGE = 3000

/** 제주 (우편번호 63000–63644): regional surcharge on top of the fee. */
export function isJejuZip(zip: string | null | undefined): boolean {
  if (!zip || !/^\d{5}$/.test(zip)) return false
  const n = Number(zip)
  return n >= 63000 && n <= 63644
}

/** Store pickup ('02') is free; delivery is free from 50,000원 of goods, else 3,000원; 제주 +3,000원. */
export function deliveryFee(goodsAmt: number, dlvrMethod: OrderDeliveryMethod, zip?: string | null): number {
  if (dlvrMethod === DELIVERY_METHOD.DIRECT || goodsAmt <= 0) return 0
  const base = goodsAmt >= FREE_DELIVERY_OVER ? 0 : DELIVERY_FEE
  return base + (isJejuZip(zip) ? JEJU_SURCHARGE : 0)
}

/* ---------------------------------------------------------------------------------------------- */
/* Coupons                                                                                         */
/* ---------------------------------------------------------------------------------------------- */

export interface CouponBenefit {
  /** 'RATE' percent (with an optional maximum) or 'AMOUNT' fixed won. */
  dcType: 'RATE' | 'AMOUNT'
  dcValue: number
  maxDcAmt?: number | null
  minPayAmt?: number | null
}

/** Discount of a coupon on an amount: 0 below the minimum payment; never above the amount. */
export function couponDiscount(c: CouponBenefit, amount: number): number {
  if (amount <= 0 || (c.minPayAmt ?? 0) > amount) return 0
  let dc = c.dcType === 'RATE' ? Math.floor((amount * c.dcValue) / 100 / 10) * 10 : c.dcValue
  if (c.dcType === 'RATE' && c.maxDcAmt && c.maxDcAmt > 0) dc = Math.min(dc, c.maxDcAmt)
  return Math.max(0, Math.min(dc, amount))
}

/* ---------------------------------------------------------------------------------------------- */
/* Points                                                                                          */
/* ---------------------------------------------------------------------------------------------- */

export interface PointPolicy {
  /** Balance needed before points can be used at all. */
  minBalance: number
  /** Goods amount (after coupons) needed before points can be used. */
  minOrderAmt: number
  /** Points are used in multiples of this (10, 100 or 1,000원). */
  useUnit: number
  /** Up to this percent of the goods amount after coupons … */
  maxUseRate: number
  /** … and never above this many won. */
  maxUseAmt: number
  /** Percent of the paid goods amount earned on purchase confirmation. */
  earnRate: number
  couponCombineYn: 'Y' | 'N'
}

/** The most points this order can take (already rounded down to the unit); 0 when not allowed. */
export function maxPointUse(policy: PointPolicy, balance: number, base: number): number {
  if (balance < policy.minBalance || base < policy.minOrderAmt) return 0
  const cap = Math.min(balance, Math.floor((base * policy.maxUseRate) / 100), policy.maxUseAmt)
  return Math.max(0, Math.floor(cap / policy.useUnit) * policy.useUnit)
}

/** Why a point use is refused (Korean), or null when it is fine. */
export function pointUseError(policy: PointPolicy, balance: number, base: number, use: number): string | null {
  if (use === 0) return null
  if (!Number.isInteger(use) || use < 0) return '사용할 포인트를 올바르게 입력해 주세요.'
  if (balance < policy.minBalance) return `포인트는 ${policy.minBalance.toLocaleString('ko-KR')}P 이상 보유 시 사용할 수 있어요.`
  if (base < policy.minOrderAmt) return `상품 금액이 ${policy.minOrderAmt.toLocaleString('ko-KR')}원 이상일 때 포인트를 사용할 수 있어요.`
  if (use % policy.useUnit !== 0) return `포인트는 ${policy.useUnit.toLocaleString('ko-KR')}P 단위로 사용할 수 있어요.`
  if (use > balance) return '보유 포인트보다 많이 사용할 수 없어요.'
  const max = maxPointUse(policy, balance, base)
  if (use > max) return `이 주문에는 최대 ${max.toLocaleString('ko-KR')}P까지 사용할 수 있어요.`
  return null
}

/** Points earned: earnRate % of the discounted goods amount, rounded down to 10원. */
export function earnPoints(policy: Pick<PointPolicy, 'earnRate'>, paidGoodsAmt: number): number {
  if (paidGoodsAmt <= 0) return 0
  return Math.floor((paidGoodsAmt * policy.earnRate) / 100 / 10) * 10
}

/* ---------------------------------------------------------------------------------------------- */
/* Order amounts                                                                                   */
/* ---------------------------------------------------------------------------------------------- */

export interface PricedLine {
  salePrice: number
  buyQtt: number
  /** Product coupon discount on this line. */
  couponDcAmt?: number
}

export interface OrderAmounts {
  goodsAmt: number
  goodsCouponDcAmt: number
  orderCouponDcAmt: number
  couponDcAmt: number
  dlvrAmt: number
  pointUseAmt: number
  /** Paid from a registered gift card (상품권), like money: after points, delivery fee included. */
  giftCardUseAmt: number
  payAmt: number
  earnPoint: number
}

/**
 * Goods − product coupons − order coupon + delivery − points − gift card. The fee is decided on the goods
 * amount after coupons; points never pay the delivery fee; a gift card pays like money (fee included) and
 * leaves at least MIN_PG_AMOUNT to the card or account payment (see giftCardUseError).
 */
export function orderAmounts(
  lines: readonly PricedLine[],
  opts: {
    dlvrMethod: OrderDeliveryMethod
    zipCode?: string | null
    orderCouponDcAmt?: number
    pointUseAmt?: number
    giftCardUseAmt?: number
    earnRate?: number
  },
): OrderAmounts {
  const goodsAmt = lines.reduce((s, l) => s + l.salePrice * l.buyQtt, 0)
  const goodsCouponDcAmt = lines.reduce((s, l) => s + (l.couponDcAmt ?? 0), 0)
  const orderCouponDcAmt = Math.min(opts.orderCouponDcAmt ?? 0, goodsAmt - goodsCouponDcAmt)
  const couponDcAmt = goodsCouponDcAmt + orderCouponDcAmt
  const afterCoupon = goodsAmt - couponDcAmt
  const dlvrAmt = deliveryFee(afterCoupon, opts.dlvrMethod, opts.zipCode)
  const pointUseAmt = Math.min(opts.pointUseAmt ?? 0, afterCoupon)
  const giftCardUseAmt = Math.max(0, Math.min(opts.giftCardUseAmt ?? 0, afterCoupon - pointUseAmt + dlvrAmt))
  const payAmt = afterCoupon - pointUseAmt + dlvrAmt - giftCardUseAmt
  // Earned on the discounted sale price (domain notes: points used and the fee do not lower it) — the same base as
  // purchase confirmation's SQL (src/server/db/confirm.ts), so the estimate is what the member will be paid.
  const earnPoint = earnPoints({ earnRate: opts.earnRate ?? 0 }, afterCoupon)
  return { goodsAmt, goodsCouponDcAmt, orderCouponDcAmt, couponDcAmt, dlvrAmt, pointUseAmt, giftCardUseAmt, payAmt, earnPoint }
}

/** The PG takes at least 100원. */
export const MIN_PG_AMOUNT = 100

/** The most a gift card may pay of an order that would otherwise cost `due`: its balance, leaving MIN_PG_AMOUNT to pay. */
export function maxGiftCardUse(balance: number, due: number): number {
  return Math.max(0, Math.min(balance, due - MIN_PG_AMOUNT))
}

/** Why a gift card amount is refused (Korean), or null. `balance` is the card's balance as last read (the write re-checks it). */
export function giftCardUseError(balance: number, due: number, use: number): string | null {
  if (use === 0) return null
  if (!Number.isInteger(use) || use < 0) return '사용할 상품권 금액을 올바르게 입력해 주세요.'
  if (use > balance) return `상품권 잔액(${balance.toLocaleString('ko-KR')}원)보다 많이 사용할 수 없어요.`
  const max = maxGiftCardUse(balance, due)
  if (use > max)
    return max > 0
      ? `이 주문에는 상품권을 최대 ${max.toLocaleString('ko-KR')}원까지 사용할 수 있어요. (카드·계좌 결제 ${MIN_PG_AMOUNT}원 이상 필요)`
      : `결제할 금액이 ${MIN_PG_AMOUNT}원 이하라 상품권을 사용할 수 없어요.`
  return null
}

/* ---------------------------------------------------------------------------------------------- */
/* Claims                                                                                          */
/* ---------------------------------------------------------------------------------------------- */

/** Cancel is possible before shipment: 10 주문완료(입금확인중), 20 결제완료. */
export function canCancel(status: string): boolean {
  return status === '10' || status === '20'
}

/** Return may be requested while in delivery or delivered (40, 50, or after a partial claim). */
export function canReturnStatus(status: string): boolean {
  return ['40', '49', '50', '62', '63', '67', '72', '73', '75'].includes(status)
}

/**
 * An exchange (the same goods, same option, sent again after the returned ones pass inspection) is for the seller's
 * reasons only — a defect (20) or goods that differ from their description (60) — so its shipping is the seller's. A
 * change of mind is a return and a new order.
 */
export const EXCHANGE_REASON_IDS: readonly string[] = ['20', '60']
export const canExchangeFor = (reasonCd: string) => EXCHANGE_REASON_IDS.includes(reasonCd)

export const RETURN_DAYS = 7
export const RETURN_DAYS_DIFFERS = 30

/**
 * Return window: 7 days from receipt (delivery completion); 30 days when the goods differ from the
 * description (reason 60). Without a receipt date yet (still in delivery) a return can be asked.
 * Returns the deadline (ISO) and whether `now` is within it.
 */
export function returnWindow(deliveredIso: string | null | undefined, reasonCd: string, now: Date = new Date()) {
  if (!deliveredIso) return { ok: true, deadline: null as string | null }
  const days = reasonCd === '60' ? RETURN_DAYS_DIFFERS : RETURN_DAYS
  const deadline = new Date(Date.parse(deliveredIso) + days * 86_400_000)
  return { ok: now.getTime() <= deadline.getTime(), deadline: deadline.toISOString() }
}

/**
 * Return shipping paid by the buyer for 50 (change of mind) and 70 (other): the way back, plus the
 * way out when the order was shipped free. 20/60 (defective, differs): the seller pays → 0.
 */
export function returnShippingFee(reasonCd: string, originalDlvrAmt: number): number {
  const r = returnReason(reasonCd)
  if (!r || r.shippingPaidBy === 'seller') return 0
  return originalDlvrAmt > 0 ? DELIVERY_FEE : DELIVERY_FEE * 2
}

/* ---------------------------------------------------------------------------------------------- */
/* Refund account                                                                                  */
/* ---------------------------------------------------------------------------------------------- */

/** Korean reasons for a bad refund account, keyed by field; empty when fine. */
export function refundAccountErrors(a: { bankCd: string; accountNo: string; holderName: string }) {
  const errors: { field: string; reason: string }[] = []
  if (!bankName(a.bankCd)) errors.push({ field: 'bankCd', reason: '은행을 선택해 주세요.' })
  const digits = a.accountNo.replace(/-/g, '')
  if (!/^\d{10,16}$/.test(digits)) errors.push({ field: 'accountNo', reason: '계좌번호는 숫자 10~16자리로 입력해 주세요.' })
  if (!/^[가-힣A-Za-z ]{2,20}$/.test(a.holderName.trim()))
    errors.push({ field: 'holderName', reason: '예금주는 한글 또는 영문 2~20자로 입력해 주세요.' })
  return errors
}

/** 110-123-456789 → 110-***-**6789 style: only the last four digits shown. */
export function maskAccountNo(no: string): string {
  const d = no.replace(/-/g, '')
  if (d.length <= 4) return d
  return '*'.repeat(d.length - 4) + d.slice(-4)
}
