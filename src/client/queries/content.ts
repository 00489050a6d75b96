import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

export const contentQueries = {
  all: ['content'] as const,
  collections: () =>
    queryOptions({ queryKey: ['content', 'collections'], queryFn: async () => unwrap(await getApi().content.collections()) }),
  collection: (id: string) =>
    queryOptions({ queryKey: ['content', 'collection', id], queryFn: async () => unwrap(await getApi().content.collection(id)) }),
  events: (status: 'all' | 'ongoing' | 'ended') =>
    queryOptions({ queryKey: ['content', 'events', status], queryFn: async () => unwrap(await getApi().content.events({ status })) }),
  event: (id: string) =>
    queryOptions({ queryKey: ['content', 'event', id], queryFn: async () => unwrap(await getApi().content.event(id)) }),
  promotions: () => queryOptions({ queryKey: ['content', 'promotions'], queryFn: async () => unwrap(await getApi().content.promotions()) }),
  promotion: (idOrSlug: string, preview?: string) =>
    queryOptions({
      queryKey: ['content', 'promotion', idOrSlug, preview ?? ''],
      queryFn: async () => unwrap(await getApi().content.promotion(idOrSlug, preview)),
    }),
  terms: (termsCd: string, version?: string) =>
    queryOptions({
      queryKey: ['content', 'terms', termsCd, version ?? null],
      queryFn: async () => unwrap(await getApi().content.terms(termsCd, version)),
      staleTime: 10 * 60_000,
    }),
  styleVotes: (status: 'all' | 'ongoing' | 'ended') =>
    queryOptions({
      queryKey: ['content', 'styleVotes', status],
      queryFn: async () => unwrap(await getApi().content.styleVotes({ status })),
    }),
}
