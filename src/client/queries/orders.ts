import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import type { PeriodQuery } from '~/shared/api/endpoints/order'
import { getApi } from '../api'
import { orNotFound } from './not-found'
import type { ReturnReason } from '~/shared/codes'

export const orderQueries = {
  all: ['order'] as const,
  /**
   * The order sheet of a checkout (a read-only POST that prices the cart or the direct-buy goods; the answer
   * carries a fresh orderToken). Its loader fetches it anew on every visit (`{ ...page(s), staleTime: 0 }`);
   * the form's observer never refetches it, so what the shopper filled in stays on screen. A failure is the
   * API's Korean reason, shown by the page (and hydrated as such, not asked again on mount).
   */
  page: (source: { from: 'cart' | 'direct'; goods?: { goodsNo: string; itemNo: string; buyQtt: number }[] }) =>
    queryOptions({
      queryKey: ['order', 'page', source],
      queryFn: async () => {
        const r = await getApi().order.page({
          goods: source.from === 'direct' ? source.goods : undefined,
          orderClassification: source.from,
        })
        if (!r.ok) throw new Error(r.error.errors[0]?.reason ?? '주문서를 불러오지 못했어요.')
        return r.data
      },
      staleTime: Infinity,
      retry: false,
      retryOnMount: false,
      refetchOnWindowFocus: false,
    }),
  pointSetting: () =>
    queryOptions({ queryKey: ['order', 'pointsetting'], queryFn: async () => unwrap(await getApi().order.pointSetting()) }),
  complete: (ordNo: string) =>
    queryOptions({ queryKey: ['order', 'complete', ordNo], queryFn: async () => unwrap(await getApi().order.complete(ordNo)) }),
  list: (q: PeriodQuery) => queryOptions({ queryKey: ['order', 'list', q], queryFn: async () => unwrap(await getApi().order.list(q)) }),
  delivery: (q: PeriodQuery) =>
    queryOptions({ queryKey: ['order', 'delivery', q], queryFn: async () => unwrap(await getApi().order.delivery(q)) }),
  detail: (ordNo: string) =>
    queryOptions({ queryKey: ['order', 'detail', ordNo], queryFn: async () => unwrap(await getApi().order.detail(ordNo)) }),
  /** What a return of these lines would refund (read-only; the return form shows it before the member confirms). */
  returnPreview: (body: { ordNo: string; lines: { lineNo: number; qtt: number }[]; reasonCd: ReturnReason['id'] }) =>
    queryOptions({
      queryKey: ['order', 'detail', body.ordNo, 'returnPreview', body.lines, body.reasonCd],
      queryFn: async () => unwrap(await getApi().claim.returnPreview(body)),
      staleTime: 30_000,
    }),
  claims: (q: PeriodQuery) =>
    queryOptions({ queryKey: ['order', 'claims', q], queryFn: async () => unwrap(await getApi().order.claims(q)) }),
  offline: (q: PeriodQuery) =>
    queryOptions({ queryKey: ['order', 'offline', q], queryFn: async () => unwrap(await getApi().order.offline(q)) }),
  paymentCard: (q: PeriodQuery) =>
    queryOptions({ queryKey: ['order', 'paymentcard', q], queryFn: async () => unwrap(await getApi().order.paymentCard(q)) }),
  refundAccount: () =>
    queryOptions({ queryKey: ['order', 'refundaccount'], queryFn: async () => unwrap(await getApi().order.refundAccount()) }),
  giftCards: () => queryOptions({ queryKey: ['order', 'giftcards'], queryFn: async () => unwrap(await getApi().order.giftCards()) }),
  digitalCoupons: () =>
    queryOptions({ queryKey: ['order', 'digitalcoupons'], queryFn: async () => unwrap(await getApi().order.digitalCoupons()) }),
}

/**
 * Loader of the pages about one order named by `?ordNo=` (delivery detail, return): the member's order in the
 * cache for the server HTML; an unknown or foreign number is the 404 page. No number (a malformed one is
 * dropped by the URL parser and the router's canonical redirect): the page asks for one. (Guests never get here:
 * the guard table sends them to sign-in.)
 */
export async function orderOfSearch(queryClient: QueryClient, ordNo: string | undefined) {
  if (!ordNo) return
  await orNotFound(queryClient.ensureQueryData(orderQueries.detail(ordNo)))
}
