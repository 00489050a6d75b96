import type { ApiClient } from '../client'
import type { CouponGoodsListAnswer } from '../goods-types'

export const couponEndpoints = (api: ApiClient) => ({
  coupon: {
    goodsList: (goodsNos: string[]) => api.get<CouponGoodsListAnswer>('/api/v1/front/coupon/goods/list', { goodsNoArr: goodsNos.join(',') }),
  },
})
