import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ordNoSearch } from '~/client/components/commerce/period-search'
import { CompletePage } from '~/client/components/commerce/CompletePage'

export const Route = createFileRoute('/products/payment/complete')({
  validateSearch: v.object({ ordNo: ordNoSearch }),
  head: () => ({ meta: [{ title: '주문 완료 | 다비치마켓' }, { name: 'robots', content: 'noindex' }] }),
  staticData: { layout: 'paymentcomplete', title: '주문 완료' },
  component: Page,
})

function Page() {
  const { ordNo } = Route.useSearch()
  return <CompletePage ordNo={ordNo ?? null} />
}
