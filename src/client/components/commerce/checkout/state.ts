import * as v from 'valibot'
import type { OrderPageAnswer } from '~/shared/api/commerce-types'
import { idTypesFor, isCashPayMethod, type CashReceiptIdType, type CashReceiptType } from '~/shared/order/cash-receipt'
import { deliverySchema } from '~/shared/schemas/order'
import { bestCoupons, type BestCoupons } from '~/shared/benefits/best-coupons'
import { quotasFor, type CardQuota } from '~/shared/order/pay-methods'
import type { AddressValue } from '../AddressFields'
import type { PickedStore } from '../StorePicker'

/**
 * The checkout form's state and its one reducer. What it holds is what the shopper chose; the amounts come from
 * the server (order sheet, then /orddelifree). `paymentInput` turns it into the body POST /order/payment takes,
 * which the form validates with the API's own schema (orderPaymentBody) before sending.
 */
export interface CheckoutState {
  dlvrMethod: '01' | '02'
  orderer: { name: string; mobile: string; email: string }
  address: AddressValue
  store: PickedStore | null
  pickup: { date: string; time: string }
  /** itemNo → the member coupon chosen for that line ('' none). */
  lineCoupons: Record<string, string>
  orderCouponNo: string
  /** Points as typed (digits only). */
  pointText: string
  /** The registered gift card paying part of the order ('' none) and its amount as typed (digits only). */
  giftCardId: string
  giftCardText: string
  payMethod: string
  /** 신용카드: the card company ('' = chosen in the gateway's window) and the 할부 months ('00' 일시불). */
  card: { cardCd: string; quota: string }
  /** Cash methods (1, 2): the receipt asked for, and escrow. */
  cashReceipt: { type: CashReceiptType; idType: CashReceiptIdType; number: string }
  escrow: boolean
  agree: boolean
}

export type CheckoutAction =
  | { type: 'dlvrMethod'; value: '01' | '02' }
  | { type: 'orderer'; patch: Partial<CheckoutState['orderer']> }
  | { type: 'address'; patch: Partial<AddressValue> }
  | { type: 'store'; value: PickedStore | null }
  | { type: 'pickup'; patch: Partial<CheckoutState['pickup']> }
  | { type: 'lineCoupon'; itemNo: string; couponNo: string }
  | { type: 'orderCoupon'; couponNo: string }
  | { type: 'coupons'; lineCoupons: Record<string, string>; orderCouponNo: string }
  | { type: 'points'; text: string }
  | { type: 'giftCard'; cardId: string }
  | { type: 'giftCardAmt'; text: string }
  | { type: 'payMethod'; code: string }
  | { type: 'card'; patch: Partial<CheckoutState['card']> }
  | { type: 'cashReceipt'; patch: Partial<CheckoutState['cashReceipt']> }
  | { type: 'escrow'; value: boolean }
  | { type: 'agree'; value: boolean }
  | { type: 'typed'; fields: Record<string, string> }
  | { type: 'restore'; draft: CheckoutDraft }

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'dlvrMethod':
      return { ...state, dlvrMethod: action.value }
    case 'orderer':
      return { ...state, orderer: { ...state.orderer, ...action.patch } }
    case 'address':
      return { ...state, address: { ...state.address, ...action.patch } }
    case 'store':
      return { ...state, store: action.value }
    case 'pickup':
      return { ...state, pickup: { ...state.pickup, ...action.patch } }
    case 'lineCoupon':
      return { ...state, lineCoupons: { ...state.lineCoupons, [action.itemNo]: action.couponNo } }
    case 'orderCoupon':
      return { ...state, orderCouponNo: action.couponNo }
    case 'coupons':
      return { ...state, lineCoupons: action.lineCoupons, orderCouponNo: action.orderCouponNo }
    case 'points':
      return { ...state, pointText: digitsOf(action.text) }
    case 'giftCard':
      return { ...state, giftCardId: action.cardId, giftCardText: action.cardId ? state.giftCardText : '' }
    case 'giftCardAmt':
      return { ...state, giftCardText: digitsOf(action.text) }
    case 'payMethod':
      return { ...state, payMethod: action.code }
    case 'card':
      return { ...state, card: { ...state.card, ...action.patch } }
    case 'cashReceipt': {
      const next = { ...state.cashReceipt, ...action.patch }
      // The id type follows the use: 소득공제 by mobile or card number, 지출증빙 by business number.
      if (action.patch.type && !idTypesFor(next.type).includes(next.idType)) next.idType = idTypesFor(next.type)[0] ?? 'MOBILE'
      return { ...state, cashReceipt: next }
    }
    case 'escrow':
      return { ...state, escrow: action.value }
    case 'agree':
      return { ...state, agree: action.value }
    case 'typed':
      return Object.entries(action.fields).reduce((s, [key, value]) => TYPED[key]?.(s, value) ?? s, state)
    case 'restore':
      return { ...state, ...action.draft }
  }
}

/**
 * The sheet's fields by their input's name (or id), for what was typed into them before the sheet hydrated
 * (src/client/hooks/useTypedBeforeHydration.ts): text as typed, a radio group's checked value, a checkbox 'Y'/'N'.
 */
const TYPED: Record<string, (s: CheckoutState, value: string) => CheckoutState> = {
  ordererName: (s, name) => ({ ...s, orderer: { ...s.orderer, name } }),
  ordererMobile: (s, mobile) => ({ ...s, orderer: { ...s.orderer, mobile } }),
  ordererEmail: (s, email) => ({ ...s, orderer: { ...s.orderer, email } }),
  'rcv-name': (s, receiverName) => ({ ...s, address: { ...s.address, receiverName } }),
  'rcv-mobile': (s, mobile) => ({ ...s, address: { ...s.address, mobile } }),
  zip: (s, zipCode) => ({ ...s, address: { ...s.address, zipCode } }),
  addr1: (s, address1) => ({ ...s, address: { ...s.address, address1 } }),
  addr2: (s, address2) => ({ ...s, address: { ...s.address, address2 } }),
  saveYn: (s, v) => ({ ...s, address: { ...s.address, saveYn: v === 'Y' ? 'Y' : 'N' } }),
  dlvrMethod: (s, v) => (v === '01' || v === '02' ? { ...s, dlvrMethod: v } : s),
  points: (s, text) => ({ ...s, pointText: digitsOf(text) }),
  giftCardAmount: (s, text) => ({ ...s, giftCardText: digitsOf(text) }),
  payMethod: (s, payMethod) => ({ ...s, payMethod }),
  'cr-number': (s, number) => ({ ...s, cashReceipt: { ...s.cashReceipt, number } }),
  agreeYn: (s, v) => ({ ...s, agree: v === 'Y' }),
}

/**
 * What the sheet keeps of a shopper's entries when it is opened again in this tab (the browser's back without the
 * back-forward cache, a payment window left, a remount): who orders, where it goes, how it is paid. Not the
 * coupons, points or gift card (the server's answer decides what is still usable), nor the agreement (asked each time).
 */
export type CheckoutDraft = Pick<
  CheckoutState,
  'dlvrMethod' | 'orderer' | 'address' | 'store' | 'pickup' | 'payMethod' | 'card' | 'cashReceipt' | 'escrow'
>
export function draftOf(s: CheckoutState): CheckoutDraft {
  const { dlvrMethod, orderer, address, store, pickup, payMethod, card, cashReceipt, escrow } = s
  return { dlvrMethod, orderer, address, store, pickup, payMethod, card, cashReceipt, escrow }
}

/** The member's best coupon combination on this sheet (none for a guest): applied when it opens, changeable. */
export function bestCouponsOf(data: OrderPageAnswer): BestCoupons {
  if (data.memberYn !== 'Y' || !data.coupons.length) return { lineCoupons: {}, orderCouponNo: '', discount: 0 }
  return bestCoupons(data.goodsItemList, data.coupons)
}

/** The form as the order sheet opens it: delivery when the first goods allows it, the default address, card, the best coupons. */
export function initialCheckout(data: OrderPageAnswer): CheckoutState {
  const best = bestCouponsOf(data)
  const saved = data.addresses.find((a) => a.defaultYn === 'Y') ?? data.addresses[0]
  return {
    dlvrMethod: data.deliveryMethod === '02' ? '02' : '01',
    orderer: { name: data.orderer?.name ?? '', mobile: data.orderer?.mobile ?? '', email: data.orderer?.email ?? '' },
    address: {
      receiverName: saved?.receiverName ?? data.orderer?.name ?? '',
      mobile: saved?.mobile ?? data.orderer?.mobile ?? '',
      zipCode: saved?.zipCode ?? '',
      address1: saved?.address1 ?? '',
      address2: saved?.address2 ?? '',
      memo: '',
      saveYn: 'N',
    },
    store: null,
    pickup: { date: '', time: '' },
    lineCoupons: best.lineCoupons,
    orderCouponNo: best.orderCouponNo,
    pointText: '',
    giftCardId: '',
    giftCardText: '',
    payMethod: '3',
    card: { cardCd: '', quota: '00' },
    cashReceipt: { type: 'DEDUCTION', idType: 'MOBILE', number: data.orderer?.mobile ?? '' },
    escrow: false,
    agree: false,
  }
}

const digitsOf = (text: string) =>
  [...text]
    .filter((c) => c >= '0' && c <= '9')
    .join('')
    .slice(0, 9)

export const pointsOf = (state: CheckoutState) => Number(state.pointText || 0)

/** The gift-card amount as typed (0 without a card). */
export const giftCardAmtOf = (state: CheckoutState) => (state.giftCardId ? Number(state.giftCardText || 0) : 0)

/** The order lines with their chosen coupons (what /orddelifree and /payment take). */
export function orderGoods(data: OrderPageAnswer, state: CheckoutState) {
  return data.goodsItemList.map((g) => ({
    goodsNo: g.goodsNo,
    itemNo: g.itemNo,
    buyQtt: g.buyQtt,
    couponNo: state.lineCoupons[g.itemNo] || null,
  }))
}

/** The zip code the delivery fee depends on, once it is a valid one (the schema's rule, not a copy of it). */
export function feeZip(state: CheckoutState): string {
  return state.dlvrMethod === '01' && v.is(deliverySchema.entries.zipCode, state.address.zipCode) ? state.address.zipCode : ''
}

/**
 * The POST /api/v1/front/order/payment body as the form stands (unvalidated: the API schema judges it). Fields of
 * the other delivery method are left out; a missing choice stays undefined so the schema names it.
 */
export function paymentInput(
  data: OrderPageAnswer,
  state: CheckoutState,
  amounts: { payAmt: number; pointUse: number; giftCardUse?: number; device?: 'PC' | 'MOBILE' },
) {
  const pickup = state.dlvrMethod === '02'
  const s = state.store
  return {
    orderToken: data.orderToken,
    orderClassification: data.orderClassification,
    goods: orderGoods(data, state),
    dlvrMethod: state.dlvrMethod,
    orderer: state.orderer,
    delivery: pickup ? undefined : state.address,
    reserveStoreInfo: pickup && s ? { storeCode: s.storeCode, storeName: s.storeName, address: s.address, telNo: s.telNo } : undefined,
    reservationDate: pickup ? state.pickup.date || undefined : undefined,
    reservationTime: pickup ? state.pickup.time || undefined : undefined,
    orderCouponNo: state.orderCouponNo || null,
    pointUseAmt: amounts.pointUse,
    giftCard: state.giftCardId && amounts.giftCardUse ? { cardId: Number(state.giftCardId), amount: amounts.giftCardUse } : undefined,
    payMethod: state.payMethod,
    ...(state.payMethod === '3' && state.card.cardCd
      ? {
          cardCd: state.card.cardCd,
          cardQuota: quotasFor(amounts.payAmt).includes(state.card.quota as CardQuota) ? state.card.quota : '00',
        }
      : {}),
    paymentAmt: amounts.payAmt,
    agreeYn: state.agree ? 'Y' : 'N',
    cashReceipt: isCashPayMethod(state.payMethod)
      ? {
          type: state.cashReceipt.type,
          ...(state.cashReceipt.type === 'NONE' ? {} : { idType: state.cashReceipt.idType, number: state.cashReceipt.number }),
        }
      : undefined,
    escrowYn: isCashPayMethod(state.payMethod) && state.escrow ? 'Y' : 'N',
    payDevice: amounts.device,
  }
}

/**
 * The coupons chosen on the sheet, except the one `slot` is about to change (an item number, or 'order' for the
 * order coupon): what `comboAllows` (src/shared/benefits/coupons.ts) weighs each option of that slot against.
 */
export function chosenCoupons(data: OrderPageAnswer, state: CheckoutState, slot?: string) {
  const nos = [
    ...Object.entries(state.lineCoupons).filter(([item, no]) => item !== slot && no),
    ...(slot !== 'order' && state.orderCouponNo ? [['order', state.orderCouponNo]] : []),
  ].map(([, no]) => no)
  return data.coupons.filter((c) => nos.includes(c.couponNo))
}
