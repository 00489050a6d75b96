import type { OrderDeliveryMethod } from '../../rules'
import type * as v from 'valibot'
import type { cancelBody, returnBody, returnPreviewBody } from '../../schemas/claim'
import type { OrderPaymentBody } from '../../schemas/order'
import type { ApiClient } from '../client'
import type {
  CancelAnswer,
  ClaimListAnswer,
  ClaimView,
  ReturnPreview,
  DigitalCouponRow,
  OrderGiftCardsAnswer,
  OfflineOrderListAnswer,
  OrderDeliFreeAnswer,
  OrderDetail,
  OrderListAnswer,
  OrderPageAnswer,
  OrderPaymentAnswer,
  PaymentCardListAnswer,
  PointPolicyAnswer,
  RefundAccountAnswer,
} from '../commerce-types'

export interface PeriodQuery {
  [k: string]: string | number | undefined
  from?: string
  to?: string
  page?: number
  rows?: number
}
type GoodsLine = { goodsNo: string; itemNo: string; buyQtt: number; couponNo?: string | null }

export const orderEndpoints = (api: ApiClient) => ({
  order: {
    page: (body: { goods?: GoodsLine[]; orderClassification: 'cart' | 'direct' }) =>
      api.post<OrderPageAnswer>('/api/v1/front/order/page', body),
    deliFree: (body: {
      dlvrMethod: OrderDeliveryMethod
      goods: GoodsLine[]
      delivery?: { zipCode?: string }
      orderClassification: 'cart' | 'direct'
      orderCouponNo?: string | null
    }) => api.post<OrderDeliFreeAnswer>('/api/v1/front/order/orddelifree', body),
    pointSetting: () => api.get<PointPolicyAnswer>('/api/v1/front/order/adminpointsetting'),
    payment: (body: OrderPaymentBody) => api.post<OrderPaymentAnswer>('/api/v1/front/order/payment', body),
    close: (ordNo: string) => api.post<{ ordNo: string; released: boolean }>('/api/v1/front/order/pg/close', { ordNo }),
    complete: (ordNo: string) => api.get<OrderDetail>(`/api/v1/front/order/complete/${encodeURIComponent(ordNo)}`),
    list: (q: PeriodQuery) => api.get<OrderListAnswer>('/api/v1/front/order/list', q),
    delivery: (q: PeriodQuery) => api.get<OrderListAnswer>('/api/v1/front/order/delivery', q),
    detail: (ordNo: string) => api.get<OrderDetail>(`/api/v1/front/order/detail/${encodeURIComponent(ordNo)}`),
    guestLookup: (body: { ordNo: string; mobile: string }) => api.post<OrderDetail>('/api/v1/front/order/guest/lookup', body),
    claims: (q: PeriodQuery) => api.get<ClaimListAnswer>('/api/v1/front/order/claims', q),
    offline: (q: PeriodQuery) => api.get<OfflineOrderListAnswer>('/api/v1/front/order/offline', q),
    paymentCard: (q: PeriodQuery) => api.get<PaymentCardListAnswer>('/api/v1/front/order/paymentcard', q),
    refundAccount: () => api.get<RefundAccountAnswer>('/api/v1/front/order/refundaccount'),
    saveRefundAccount: (body: { bankCd: string; accountNo: string; holderName: string }) =>
      api.put<RefundAccountAnswer>('/api/v1/front/order/refundaccount', body),
    giftCards: () => api.get<OrderGiftCardsAnswer>('/api/v1/front/order/giftcard'),
    digitalCoupons: () => api.get<{ coupons: DigitalCouponRow[] }>('/api/v1/front/order/digitalcoupon'),
  },
  claim: {
    cancel: (body: v.InferInput<typeof cancelBody>) => api.post<CancelAnswer>('/api/v1/front/claim/cancel', body),
    return: (body: v.InferInput<typeof returnBody>) =>
      api.post<{ claim: ClaimView; order: { ordNo: string; status: string; statusNm: string } }>('/api/v1/front/claim/return', body),
    returnPreview: (body: v.InferInput<typeof returnPreviewBody>) => api.post<ReturnPreview>('/api/v1/front/claim/return/preview', body),
  },
})
