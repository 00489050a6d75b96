import type { ApiClient } from '../client'
import type { SearchProductAnswer, SearchRankingsAnswer, SearchSort, SearchTypesAnswer, SuggestAnswer } from '../search-types'

export const searchEndpoints = (api: ApiClient) => ({
  search: {
    rankings: () => api.get<SearchRankingsAnswer>('/v1/front/search/total/rankings'),
    suggest: (seed: string) => api.get<SuggestAnswer>('/v1/front/search/suggest/completion', { seed }),
    product: (q: { searchWord: string; size?: number; sort?: SearchSort; category?: string }) =>
      api.get<SearchProductAnswer>('/v1/front/search/product', q),
    /** Per goods type, how many goods the word matches (the results' type filter). */
    types: (searchWord: string) => api.get<SearchTypesAnswer>('/v1/front/search/product/types', { searchWord }),
  },
})
