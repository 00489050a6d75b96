import { queryOptions } from '@tanstack/react-query'
import type { SearchSort } from '~/shared/api/search-types'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

export const searchQueries = {
  rankings: () =>
    queryOptions({ queryKey: ['search', 'rankings'], queryFn: async () => unwrap(await getApi().search.rankings()), staleTime: 60_000 }),
  suggest: (seed: string) =>
    queryOptions({
      queryKey: ['search', 'suggest', seed],
      queryFn: async () => unwrap(await getApi().search.suggest(seed)),
      enabled: seed.trim().length > 0,
      staleTime: 60_000,
    }),
  /** Results of a word: relevance over every type unless a sort or a type is chosen (the key keeps the plain search's shape). */
  product: (searchWord: string, size: number, opts: { sort?: SearchSort; category?: string } = {}) =>
    queryOptions({
      queryKey:
        opts.sort || opts.category
          ? ['search', 'product', searchWord, size, opts.sort ?? 'score', opts.category ?? '']
          : ['search', 'product', searchWord, size],
      queryFn: async () => unwrap(await getApi().search.product({ searchWord, size, ...opts })),
    }),
  types: (searchWord: string) =>
    queryOptions({
      queryKey: ['search', 'types', searchWord],
      queryFn: async () => unwrap(await getApi().search.types(searchWord)),
      staleTime: 60_000,
    }),
}
