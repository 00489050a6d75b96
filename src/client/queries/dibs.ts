import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

export const dibsQueries = {
  all: ['dibs'] as const,
  /** Every page of the wish list (not the member's wished goods numbers, which a toggle patches itself). */
  listAll: ['dibs', 'list'] as const,
  list: (page = 1, rows = 40) =>
    queryOptions({
      queryKey: ['dibs', 'list', page, rows],
      queryFn: async () => unwrap(await getApi().dibs.list({ page, rows })),
    }),
  /**
   * The signed-in member's wished goods numbers: loaded once per page with the member (the root loader, or the
   * edge's member shell), read by every GoodsCard — the goods lists themselves carry no member data, so a
   * guest's cached page and the cached list calls stay shared.
   */
  mine: () =>
    queryOptions({
      queryKey: ['dibs', 'mine'],
      queryFn: async () => unwrap(await getApi().dibs.mine()).goodsNos,
      staleTime: 60_000,
    }),
}
