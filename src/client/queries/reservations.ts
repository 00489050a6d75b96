import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import { getApi } from '../api'

type GoodsLine = { goodsNo: string; itemNo?: string | null; buyQtt?: number }

export const reservationQueries = {
  /** Every reservation query, and the families a change refreshes (any store, date, status or page). */
  all: ['reservation'] as const,
  slotsAll: ['reservation', 'slots'] as const,
  calendarAll: ['reservation', 'calendar'] as const,
  listAll: ['reservation', 'list'] as const,
  slots: (storeNo: number, date: string) =>
    queryOptions({
      queryKey: ['reservation', 'slots', storeNo, date],
      queryFn: async () => unwrap(await getApi().reservation.slots(storeNo, date)),
      staleTime: 15_000,
    }),
  calendar: (storeNo: number, month: string) =>
    queryOptions({
      queryKey: ['reservation', 'calendar', storeNo, month],
      queryFn: async () => unwrap(await getApi().reservation.calendar(storeNo, month)),
      staleTime: 15_000,
    }),
  visitProduct: (goodsList: GoodsLine[]) =>
    queryOptions({
      queryKey: ['reservation', 'visitProduct', goodsList],
      queryFn: async () => unwrap(await getApi().reservation.visitProduct(goodsList)),
    }),
  list: (status: string, page = 1) =>
    queryOptions({
      queryKey: ['reservation', 'list', status, page],
      queryFn: async () => unwrap(await getApi().reservation.list({ status, page, rows: 20 })),
    }),
  visits: (page = 1) =>
    queryOptions({
      queryKey: ['reservation', 'visits', page],
      queryFn: async () => unwrap(await getApi().reservation.visits({ page, rows: 20 })),
    }),
  /** null when the API answers 404 (not this member's, or unknown). */
  detail: (id: string) =>
    queryOptions({
      queryKey: ['reservation', 'detail', id],
      queryFn: async () => {
        const r = await getApi().reservation.detail(id)
        if (!r.ok && r.status === 404) return null
        return unwrap(r)
      },
    }),
}
