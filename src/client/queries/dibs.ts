import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

export const dibsQueries = {
  list: (page = 1, rows = 40) =>
    queryOptions({
      queryKey: ['dibs', 'list', page, rows],
      queryFn: async () => unwrap(await getApi().dibs.list({ page, rows })),
    }),
}
