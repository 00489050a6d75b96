import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import type { StoreListParams } from '~/shared/api/endpoints/store'
import { getApi } from '../api'

export const storeQueries = {
  list: (params: StoreListParams) =>
    queryOptions({
      queryKey: ['store', 'list', params],
      queryFn: async () => unwrap(await getApi().store.list(params)),
      staleTime: 60_000,
    }),
  detail: (storeNo: number) =>
    queryOptions({
      queryKey: ['store', 'detail', storeNo],
      queryFn: async () => unwrap(await getApi().store.detail(storeNo)),
      staleTime: 60_000,
    }),
  areas: () =>
    queryOptions({
      queryKey: ['store', 'areas'],
      queryFn: async () => unwrap(await getApi().store.areas()),
      staleTime: 10 * 60_000,
    }),
  mapConfig: () =>
    queryOptions({
      queryKey: ['store', 'mapconfig'],
      queryFn: async () => unwrap(await getApi().store.mapConfig()),
      staleTime: Infinity,
    }),
  /** The member's store; null for guests. */
  myStore: () =>
    queryOptions({
      queryKey: ['store', 'mystore'],
      queryFn: async () => {
        const r = await getApi().store.myStore()
        return r.ok ? r.data : null
      },
    }),
}
