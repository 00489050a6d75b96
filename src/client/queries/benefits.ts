import { queryOptions } from '@tanstack/react-query'
import type { ZoneQuery } from '~/shared/api/endpoints/coupon'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

/** One query-options factory for the member's benefits: coupon zone, my coupons, points, stamps, grade, notices, gift/digital coupons. */
export const benefitQueries = {
  /** Every benefit query (coupons, points, stamps, gift cards…), and every page of the notifications. */
  all: ['benefit'] as const,
  notificationsAll: ['benefit', 'notifications'] as const,
  zone: (q: ZoneQuery) => queryOptions({ queryKey: ['benefit', 'zone', q], queryFn: async () => unwrap(await getApi().coupon.zone(q)) }),
  myCoupons: (state: 'usable' | 'used' | 'expired') =>
    queryOptions({ queryKey: ['benefit', 'coupons', state], queryFn: async () => unwrap(await getApi().coupon.my(state)) }),
  points: (q: { fromYmd?: string; toYmd?: string; kind?: 'all' | 'earn' | 'use'; page?: number }) =>
    queryOptions({ queryKey: ['benefit', 'points', q], queryFn: async () => unwrap(await getApi().benefit.points(q)) }),
  storePoints: (page = 1) =>
    queryOptions({ queryKey: ['benefit', 'storePoints', page], queryFn: async () => unwrap(await getApi().benefit.storePoints(page)) }),
  /** 모바일 상품권 bought online: what the member bought (kept or sent) and what they received. */
  vouchers: () => queryOptions({ queryKey: ['benefit', 'vouchers'], queryFn: async () => unwrap(await getApi().voucher.list()) }),
  stamps: () => queryOptions({ queryKey: ['benefit', 'stamps'], queryFn: async () => unwrap(await getApi().benefit.stamps()) }),
  grade: () => queryOptions({ queryKey: ['benefit', 'grade'], queryFn: async () => unwrap(await getApi().benefit.grade()) }),
  /** The my-page status strip (orders by stage, coupons, points, stamps). */
  summary: () => queryOptions({ queryKey: ['benefit', 'summary'], queryFn: async () => unwrap(await getApi().benefit.summary()) }),
  notifications: (page = 1) =>
    queryOptions({ queryKey: ['benefit', 'notifications', page], queryFn: async () => unwrap(await getApi().benefit.notifications(page)) }),
  pushSettings: () => queryOptions({ queryKey: ['benefit', 'push'], queryFn: async () => unwrap(await getApi().benefit.pushSettings()) }),
  giftCards: () => queryOptions({ queryKey: ['benefit', 'giftcards'], queryFn: async () => unwrap(await getApi().benefit.giftCards()) }),
  giftCard: (cardId: number) =>
    queryOptions({ queryKey: ['benefit', 'giftcard', cardId], queryFn: async () => unwrap(await getApi().benefit.giftCard(cardId)) }),
  digitalCoupon: (couponNo: string) =>
    queryOptions({
      queryKey: ['benefit', 'digital', couponNo],
      queryFn: async () => unwrap(await getApi().benefit.digitalCoupon(couponNo)),
    }),
}
