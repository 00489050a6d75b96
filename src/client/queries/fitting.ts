import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

export const fittingQueries = {
  mine: () => queryOptions({ queryKey: ['fitting'], queryFn: async () => unwrap(await getApi().fitting.get()) }),
}
