import type { ApiClient } from '../client'
import type { KeywordGoodsAnswer, MainBannersAnswer, MainPageAnswer, SeoAnswer, SiteInfoAnswer, RecommendAnswer } from '../types'
import type { TopBannerAnswer } from '../types'

export const mainEndpoints = (api: ApiClient) => ({
  main: {
    page: (q: { goodsType?: string; keyword?: string }) => api.get<MainPageAnswer>('/v1/front/main/page', q),
    banners: (q: { goodsType?: string }) => api.get<MainBannersAnswer>('/v1/front/main/banner/main', q),
    topBanner: () => api.get<TopBannerAnswer>('/v1/front/main/topbanner'),
    keywordGoods: (q: { goodsType?: string; keyword?: string; keywordNo: number }) =>
      api.get<KeywordGoodsAnswer>('/v1/front/main/page/keyword/goodslist', q),
    seo: (q: { goodsNo?: string } = {}) => api.get<SeoAnswer>('/v1/front/main/seo', q),
    /** The signed-in member's recommendations (401 for guests). */
    recommend: (q: { goodsType?: string }) => api.get<RecommendAnswer>('/v1/front/main/recommend', q),
  },
  common: {
    siteInfo: () => api.get<SiteInfoAnswer>('/api/v1/common/front/page'),
  },
})
