import type { ApiClient } from '../client'
import type {
  BrandRankingAnswer,
  GoodsDetailAnswer,
  GoodsListAnswer,
  RankingAnswer,
  RecentGoodsAnswer,
  ReviewSummaryAnswer,
} from '../goods-types'
import type { GoodsCard } from '../types'
import type { CartAddAnswer } from '../commerce-types'

export interface GoodsListParams {
  category?: string
  ctgNo?: number
  brand?: number
  priceMin?: number
  priceMax?: number
  sort?: string
  page?: number
  rows?: number
  faceWidth?: number
  /** Attribute filters, comma lists (src/shared/list-facets.ts). */
  shape?: string
  material?: string
  color?: string
}

export const goodsEndpoints = (api: ApiClient) => ({
  goods: {
    list: (q: GoodsListParams) => api.get<GoodsListAnswer>('/api/v1/front/goods/list', { ...q }),
    detail: (goodsNo: string) => api.get<GoodsDetailAnswer>(`/api/v1/front/goods/${encodeURIComponent(goodsNo)}`),
    related: (goodsNo: string) => api.get<{ goods: GoodsCard[] }>(`/api/v1/front/goods/${encodeURIComponent(goodsNo)}/related`),
    reviews: (goodsNo: string) => api.get<ReviewSummaryAnswer>(`/api/v1/front/goods/${encodeURIComponent(goodsNo)}/reviews/summary`),
    ranking: (q: { category?: string; period?: string }) => api.get<RankingAnswer>('/api/v1/front/goods/ranking', q),
    brandRanking: (q: { category?: string }) => api.get<BrandRankingAnswer>('/api/v1/front/goods/ranking/brand', q),
    /** A product page seen in the browser (counted in batches; crawlers are not counted). */
    view: (goodsNo: string) => api.post<{ counted: boolean }>(`/api/v1/front/goods/${encodeURIComponent(goodsNo)}/view`),
    /** Recently viewed: the member's kept list, or the guest's device list (`goodsNoArr`, newest first). */
    recent: (goodsNoArr: string[]) => api.get<RecentGoodsAnswer>('/api/v1/front/goods/recent', { goodsNoArr: goodsNoArr.join(',') }),
    /** Cart API of the commerce domain: POST /api/v1/front/cart { goodsNo, itemNo, buyQtt }. */
    addToCart: (body: { goodsNo: string; itemNo: string; buyQtt: number }) => api.post<CartAddAnswer>('/api/v1/front/cart', body),
  },
})
