import { queryOptions } from '@tanstack/react-query'
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
  product: (searchWord: string, size: number) =>
    queryOptions({
      queryKey: ['search', 'product', searchWord, size],
      queryFn: async () => unwrap(await getApi().search.product({ searchWord, size })),
    }),
}
