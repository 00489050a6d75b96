import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import type { PeriodQuery } from '~/shared/api/endpoints/order'
import { getApi } from '../api'

export const orderQueries = {
  pointSetting: () => queryOptions({ queryKey: ['order', 'pointsetting'], queryFn: async () => unwrap(await getApi().order.pointSetting()) }),
  complete: (ordNo: string) => queryOptions({ queryKey: ['order', 'complete', ordNo], queryFn: async () => unwrap(await getApi().order.complete(ordNo)) }),
  list: (q: PeriodQuery) => queryOptions({ queryKey: ['order', 'list', q], queryFn: async () => unwrap(await getApi().order.list(q)) }),
  delivery: (q: PeriodQuery) => queryOptions({ queryKey: ['order', 'delivery', q], queryFn: async () => unwrap(await getApi().order.delivery(q)) }),
  detail: (ordNo: string) => queryOptions({ queryKey: ['order', 'detail', ordNo], queryFn: async () => unwrap(await getApi().order.detail(ordNo)) }),
  claims: (q: PeriodQuery) => queryOptions({ queryKey: ['order', 'claims', q], queryFn: async () => unwrap(await getApi().order.claims(q)) }),
  offline: (q: PeriodQuery) => queryOptions({ queryKey: ['order', 'offline', q], queryFn: async () => unwrap(await getApi().order.offline(q)) }),
  paymentCard: (q: PeriodQuery) => queryOptions({ queryKey: ['order', 'paymentcard', q], queryFn: async () => unwrap(await getApi().order.paymentCard(q)) }),
  refundAccount: () => queryOptions({ queryKey: ['order', 'refundaccount'], queryFn: async () => unwrap(await getApi().order.refundAccount()) }),
  giftCards: () => queryOptions({ queryKey: ['order', 'giftcards'], queryFn: async () => unwrap(await getApi().order.giftCards()) }),
  digitalCoupons: () => queryOptions({ queryKey: ['order', 'digitalcoupons'], queryFn: async () => unwrap(await getApi().order.digitalCoupons()) }),
}
