// The order sheet the checkout component tests render (one goods line, 60,000원).
import type { OrderPageAnswer } from '~/shared/api/commerce-types'

export const amt = {
  goodsAmt: 60000,
  goodsCouponDcAmt: 0,
  orderCouponDcAmt: 0,
  couponDcAmt: 0,
  dlvrAmt: 0,
  pointUseAmt: 0,
  giftCardUseAmt: 0,
  payAmt: 60000,
  earnPoint: 600,
}
export const line = {
  goodsNo: 'G100002',
  itemNo: 'G100002-01',
  goodsNm: '라운드 메탈테',
  itemNm: '실버',
  brandNm: '다비치 오리지널',
  goodsTypeCd: '01',
  imgSrc: '/img/x.svg',
  salePrice: 60000,
  buyQtt: 1,
  lineAmt: 60000,
  couponNo: null,
  couponDcAmt: 0,
  couponNos: [] as string[],
  dlvrYn: 'Y' as const,
  directYn: 'Y' as const,
}
export function sheet(over: Partial<OrderPageAnswer> = {}): OrderPageAnswer {
  return {
    orderToken: 'tok-0123456789abcdef',
    orderClassification: 'direct',
    goodsItemList: [line],
    reservationGoods: [],
    reservationDate: '20261128',
    reservationEndDate: '20261211',
    deliveryMethod: '03',
    mixedCategoriesYn: 'N',
    reservationYn: 'N',
    basketOrderType: 'direct',
    notice: null,
    paymentAmt: amt,
    coupons: [],
    pointPolicy: { minBalance: 1000, minOrderAmt: 0, useUnit: 100, maxUseRate: 50, maxUseAmt: 50000, earnRate: 1, couponCombineYn: 'Y' },
    memberPoint: 0,
    maxPointUse: 0,
    giftCards: [],
    orderer: { name: '김구매', mobile: '01011112222', email: 'buyer01@example.com' },
    addresses: [],
    memberYn: 'N',
    ...over,
  }
}
