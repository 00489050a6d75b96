import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { mainSections } from '~/shared/main-page'
import { getApi } from '../api'

export const mainQueries = {
  all: ['main'] as const,
  banners: (goodsType: string) =>
    queryOptions({
      queryKey: ['main', 'banners', goodsType],
      queryFn: async () => unwrap(await getApi().main.banners({ goodsType })),
    }),
  page: (goodsType: string) =>
    queryOptions({
      queryKey: ['main', 'page', goodsType],
      // Kept (and dehydrated into the HTML) as the sections render it: src/shared/main-page.ts.
      queryFn: async () => mainSections(unwrap(await getApi().main.page({ goodsType }))),
    }),
  topBanner: () =>
    queryOptions({
      queryKey: ['main', 'topbanner'],
      queryFn: async () => unwrap(await getApi().main.topBanner()),
    }),
  keywordGoods: (goodsType: string, keywordNo: number) =>
    queryOptions({
      queryKey: ['main', 'keyword', goodsType, keywordNo],
      queryFn: async () => unwrap(await getApi().main.keywordGoods({ goodsType, keywordNo })),
    }),
}
