import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

export const cartQueries = {
  list: () =>
    queryOptions({
      queryKey: ['cart', 'list'],
      queryFn: async () => unwrap(await getApi().cart.list()),
      staleTime: 0,
    }),
  count: () =>
    queryOptions({
      queryKey: ['cart', 'count'],
      queryFn: async () => {
        const r = await getApi().cart.count()
        return r.ok ? r.data.cartCount : 0
      },
    }),
}
