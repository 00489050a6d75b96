import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

export const couponQueries = {
  forGoods: (goodsNos: string[]) =>
    queryOptions({
      queryKey: ['coupons', 'goods', goodsNos],
      queryFn: async () => unwrap(await getApi().coupon.goodsList(goodsNos)),
    }),
}
