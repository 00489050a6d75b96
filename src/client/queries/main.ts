import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { cardGoods, mainSections } from '~/shared/main-page'
import { getApi } from '../api'

/**
 * How long the front door's banners and sections are fresh in the browser. The edge serves a guest the cached
 * home page for up to 5.5 minutes (page-cache.ts, 30 s + 5 min), and the main-page calls are cached as long
 * (api/main-cache.ts); any console write to what it shows changes both keys at once (page_versions 'main'). So a
 * hydrated copy older than the default 30 s is not out of date: refetched on mount, it only downloaded the same
 * answer again and compared it over the whole page, while the page was starting (Lighthouse: /main's TBT).
 */
const FRONT_DOOR_STALE_MS = 5 * 60_000

export const mainQueries = {
  all: ['main'] as const,
  banners: (goodsType: string) =>
    queryOptions({
      queryKey: ['main', 'banners', goodsType],
      queryFn: async () => unwrap(await getApi().main.banners({ goodsType })),
      staleTime: FRONT_DOOR_STALE_MS,
    }),
  page: (goodsType: string) =>
    queryOptions({
      queryKey: ['main', 'page', goodsType],
      // Kept (and dehydrated into the HTML) as the sections render it: src/shared/main-page.ts.
      queryFn: async () => mainSections(unwrap(await getApi().main.page({ goodsType }))),
      staleTime: FRONT_DOOR_STALE_MS,
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
