import type { StorePointsAnswer } from '../store-system-types'
import type { ApiClient } from '../client'
import type {
  ConfirmAnswer,
  CouponDownloadAllAnswer,
  CouponDownloadAnswer,
  CouponZoneAnswer,
  DigitalCouponDetailAnswer,
  GiftCardDetailAnswer,
  GiftCardListAnswer,
  GradeAnswer,
  MySummaryAnswer,
  MyCouponAnswer,
  NotificationListAnswer,
  PointAnswer,
  PointConvertAnswer,
  PushSettingsAnswer,
  StampAnswer,
} from '../benefit-types'
import type { CouponGoodsListAnswer } from '../goods-types'

export interface ZoneQuery {
  goodsTypeCd?: string
  page?: number
  rows?: number
  couponOnlineYn?: '' | 'Y' | 'N'
}

export const couponEndpoints = (api: ApiClient) => ({
  coupon: {
    goodsList: (goodsNos: string[]) =>
      api.get<CouponGoodsListAnswer>('/api/v1/front/coupon/goods/list', { goodsNoArr: goodsNos.join(',') }),
    zone: (q: ZoneQuery) =>
      api.get<CouponZoneAnswer>('/api/v1/front/coupon/zone/list', {
        goodsTypeCd: q.goodsTypeCd ?? '',
        page: String(q.page ?? 1),
        rows: String(q.rows ?? 10),
        couponOnlineYn: q.couponOnlineYn ?? '',
      }),
    download: (couponNo: number) => api.post<CouponDownloadAnswer>('/api/v1/front/coupon/zone/download', { couponNo }),
    downloadAll: (goodsTypeCd: string, couponNos?: number[]) =>
      api.post<CouponDownloadAllAnswer>('/api/v1/front/coupon/zone/download-all', { goodsTypeCd, couponNos }),
    my: (state: 'usable' | 'used' | 'expired', channel: 'all' | 'online' | 'offline' = 'all') =>
      api.get<MyCouponAnswer>('/api/v1/front/coupon/my', { state, channel }),
    birthday: () => api.post<CouponDownloadAnswer>('/api/v1/front/coupon/birthday/download', {}),
  },
  benefit: {
    points: (q: { fromYmd?: string; toYmd?: string; kind?: 'all' | 'earn' | 'use'; page?: number }) =>
      api.get<PointAnswer>('/api/v1/front/benefit/point', {
        ...(q.fromYmd ? { fromYmd: q.fromYmd } : {}),
        ...(q.toYmd ? { toYmd: q.toYmd } : {}),
        kind: q.kind ?? 'all',
        page: String(q.page ?? 1),
      }),
    convert: (amount: number, requestKey: string) =>
      api.post<PointConvertAnswer>('/api/v1/front/benefit/point/convert', { amount, requestKey }),
    storePoints: (page = 1) => api.get<StorePointsAnswer>('/api/v1/front/benefit/storepoint', { page: String(page) }),
    stamps: () => api.get<StampAnswer>('/api/v1/front/benefit/stamp'),
    grade: () => api.get<GradeAnswer>('/api/v1/front/benefit/grade'),
    summary: () => api.get<MySummaryAnswer>('/api/v1/front/benefit/summary'),
    notifications: (page = 1) => api.get<NotificationListAnswer>('/api/v1/front/benefit/notification', { page: String(page) }),
    readNotifications: (notiNo?: number) => api.post<{ read: number }>('/api/v1/front/benefit/notification/read', notiNo ? { notiNo } : {}),
    pushSettings: () => api.get<PushSettingsAnswer>('/api/v1/front/benefit/push/settings'),
    confirm: (ordNo: string) => api.post<ConfirmAnswer>(`/api/v1/front/benefit/order/${encodeURIComponent(ordNo)}/confirm`, {}),
    giftCards: () => api.get<GiftCardListAnswer>('/api/v1/front/benefit/giftcard'),
    giftCard: (cardId: number) => api.get<GiftCardDetailAnswer>(`/api/v1/front/benefit/giftcard/${cardId}`),
    registerGiftCard: (cardNo: string) => api.post<GiftCardDetailAnswer>('/api/v1/front/benefit/giftcard/register', { cardNo }),
    digitalCoupon: (couponNo: string) =>
      api.get<DigitalCouponDetailAnswer>(`/api/v1/front/benefit/digitalcoupon/${encodeURIComponent(couponNo)}`),
  },
})
