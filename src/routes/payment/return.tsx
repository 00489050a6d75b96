import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ordNoSearch } from '~/client/components/commerce/period-search'
import { ReturnPage } from '~/client/components/commerce/ReturnPage'

/** The gateway's returnUrl is POSTed to the API (/api/v1/front/order/pg/return); this page waits for a result. */
export const Route = createFileRoute('/payment/return')({
  validateSearch: v.object({ ordNo: ordNoSearch }),
  head: () => ({ meta: [{ title: '결제 결과 확인 | 다비치마켓' }, { name: 'robots', content: 'noindex' }] }),
  staticData: { layout: 'empty', title: '결제 결과 확인' },
  component: Page,
})

function Page() {
  const { ordNo } = Route.useSearch()
  return <ReturnPage ordNo={ordNo} />
}
