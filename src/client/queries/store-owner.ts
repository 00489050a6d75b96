import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import type { OwnerOrderQuery } from '~/shared/api/endpoints/store-owner'
import { getApi } from '../api'

/** The store-owner area (ROLE_STORE) and the member's visit-queue state. */
export const storeOwnerQueries = {
  all: ['storeOwner'] as const,
  dashboard: () =>
    queryOptions({ queryKey: ['storeOwner', 'dashboard'], queryFn: async () => unwrap(await getApi().storeOwner.dashboard()) }),
  orders: (q: OwnerOrderQuery) =>
    queryOptions({ queryKey: ['storeOwner', 'orders', q], queryFn: async () => unwrap(await getApi().storeOwner.orders(q)) }),
  faceInfo: () => queryOptions({ queryKey: ['storeOwner', 'faceinfo'], queryFn: async () => unwrap(await getApi().storeOwner.faceInfo()) }),
  order: (ordNo: string) =>
    queryOptions({ queryKey: ['storeOwner', 'order', ordNo], queryFn: async () => unwrap(await getApi().storeOwner.order(ordNo)) }),
}

export const kioskQueries = {
  /** The signed-in member's check-ins of today with their queue state (refreshed while the page is open). */
  myQueue: () =>
    queryOptions({ queryKey: ['kiosk', 'myQueue'], queryFn: async () => unwrap(await getApi().kiosk.myQueue()), refetchInterval: 30_000 }),
}
