import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

export const siteQueries = {
  all: ['site'] as const,
  info: () =>
    queryOptions({
      queryKey: ['site', 'info'],
      queryFn: async () => unwrap(await getApi().common.siteInfo()),
      staleTime: 10 * 60_000,
    }),
  seo: (goodsNo?: string) =>
    queryOptions({
      queryKey: ['site', 'seo', goodsNo ?? null],
      queryFn: async () => unwrap(await getApi().main.seo(goodsNo ? { goodsNo } : {})),
      staleTime: 10 * 60_000,
    }),
}
