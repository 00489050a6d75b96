import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { cardGoods, mainSections } from '~/shared/main-page'
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
  /** The signed-in member's AI row (read after the page is on screen; never in the cached HTML). */
  recommend: (goodsType: string) =>
    queryOptions({
      queryKey: ['main', 'recommend', goodsType],
      queryFn: async () => {
        const r = unwrap(await getApi().main.recommend({ goodsType }))
        return { ...r, goods: r.goods.map(cardGoods) }
      },
      staleTime: 60_000,
    }),
  /** The top banner and the popups: loaded with the first main page in the browser, then kept. */
  topBanner: () =>
    queryOptions({
      queryKey: ['main', 'topbanner'],
      queryFn: async () => unwrap(await getApi().main.topBanner()),
      staleTime: Infinity,
    }),
  keywordGoods: (goodsType: string, keywordNo: number) =>
    queryOptions({
      queryKey: ['main', 'keyword', goodsType, keywordNo],
      queryFn: async () => unwrap(await getApi().main.keywordGoods({ goodsType, keywordNo })),
    }),
}
