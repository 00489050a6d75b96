import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

export const eyeQueries = {
  all: ['eyes'] as const,
  records: () => queryOptions({ queryKey: ['eyes', 'records'], queryFn: async () => unwrap(await getApi().eyes.records()) }),
  latest: () => queryOptions({ queryKey: ['eyes', 'latest'], queryFn: async () => unwrap(await getApi().eyes.latest()) }),
}
