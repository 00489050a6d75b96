import type { ApiClient } from '../client'
import type { SearchProductAnswer, SearchRankingsAnswer, SuggestAnswer } from '../search-types'

export const searchEndpoints = (api: ApiClient) => ({
  search: {
    rankings: () => api.get<SearchRankingsAnswer>('/v1/front/search/total/rankings'),
    suggest: (seed: string) => api.get<SuggestAnswer>('/v1/front/search/suggest/completion', { seed }),
    product: (q: { searchWord: string; size?: number }) => api.get<SearchProductAnswer>('/v1/front/search/product', q),
  },
})
