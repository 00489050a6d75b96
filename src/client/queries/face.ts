import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

export const faceQueries = {
  all: ['face'] as const,
  info: () => queryOptions({ queryKey: ['face', 'info'], queryFn: async () => unwrap(await getApi().face.info()) }),
  measurement: () => queryOptions({ queryKey: ['face', 'measurement'], queryFn: async () => unwrap(await getApi().face.measurement()) }),
  recommend: () => queryOptions({ queryKey: ['face', 'recommend'], queryFn: async () => unwrap(await getApi().face.recommend()) }),
  shared: (token: string) =>
    queryOptions({ queryKey: ['face', 'shared', token], queryFn: async () => unwrap(await getApi().face.shared(token)) }),
}
