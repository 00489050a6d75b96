import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import type { GoodsListParams } from '~/shared/api/endpoints/goods'
import { getApi } from '../api'

export const goodsQueries = {
  list: (q: GoodsListParams) => queryOptions({ queryKey: ['goods', 'list', q], queryFn: async () => unwrap(await getApi().goods.list(q)) }),
  detail: (goodsNo: string) =>
    queryOptions({ queryKey: ['goods', 'detail', goodsNo], queryFn: async () => unwrap(await getApi().goods.detail(goodsNo)) }),
  related: (goodsNo: string) =>
    queryOptions({ queryKey: ['goods', 'related', goodsNo], queryFn: async () => unwrap(await getApi().goods.related(goodsNo)) }),
  reviews: (goodsNo: string) =>
    queryOptions({ queryKey: ['goods', 'reviews', goodsNo], queryFn: async () => unwrap(await getApi().goods.reviews(goodsNo)) }),
  ranking: (category: string, period: string) =>
    queryOptions({
      queryKey: ['goods', 'ranking', category, period],
      queryFn: async () => unwrap(await getApi().goods.ranking({ category, period })),
    }),
  /** Recently viewed goods: a member's kept list (`deviceNos` ignored by the server), a guest's from the device. */
  recent: (member: boolean, deviceNos: string[]) =>
    queryOptions({
      queryKey: ['goods', 'recent', member ? 'member' : deviceNos.join(',')],
      queryFn: async () => unwrap(await getApi().goods.recent(member ? [] : deviceNos)).goods,
    }),
  brandRanking: (category: string) =>
    queryOptions({
      queryKey: ['goods', 'rankingbrand', category],
      queryFn: async () => unwrap(await getApi().goods.brandRanking({ category })),
    }),
}
