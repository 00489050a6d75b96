import type { ApiClient } from '../client'
import type {
  CollectionDetailAnswer,
  CollectionListAnswer,
  EventDetailAnswer,
  EventListAnswer,
  PromotionDetailAnswer,
  PromotionListAnswer,
  StyleVoteListAnswer,
  TermsAnswer,
} from '../content-types'

export const contentEndpoints = (api: ApiClient) => ({
  content: {
    collections: () => api.get<CollectionListAnswer>('/api/v1/front/collection/list'),
    collection: (id: string | number) => api.get<CollectionDetailAnswer>(`/api/v1/front/collection/${encodeURIComponent(String(id))}`),
    events: (q: { status?: 'all' | 'ongoing' | 'ended' } = {}) => api.get<EventListAnswer>('/api/v1/front/event/list', q),
    event: (id: string | number) => api.get<EventDetailAnswer>(`/api/v1/front/event/${encodeURIComponent(String(id))}`),
    promotions: () => api.get<PromotionListAnswer>('/api/v1/front/promotion/list'),
    promotion: (idOrSlug: string, preview?: string) =>
      api.get<PromotionDetailAnswer>(`/api/v1/front/promotion/${encodeURIComponent(idOrSlug)}`, preview ? { preview } : undefined),
    terms: (termsCd: string, version?: string) => api.get<TermsAnswer>(`/api/v1/front/terms/${encodeURIComponent(termsCd)}`, { version }),
    styleVotes: (q: { status?: 'all' | 'ongoing' | 'ended' } = {}) => api.get<StyleVoteListAnswer>('/api/v1/front/styleboard/vote/list', q),
  },
})
