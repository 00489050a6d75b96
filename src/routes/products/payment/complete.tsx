import { createFileRoute } from '@tanstack/react-router'
import { CompletePage } from '~/client/components/commerce/CompletePage'
import { ordNo, searchParams } from '~/shared/url-search'

export const Route = createFileRoute('/products/payment/complete')({
  validateSearch: searchParams({ ordNo }),
  head: () => ({ meta: [{ title: '주문 완료 | 다비치마켓' }, { name: 'robots', content: 'noindex' }] }),
  staticData: { layout: 'paymentcomplete', title: '주문 완료' },
  component: Page,
})

function Page() {
  const { ordNo } = Route.useSearch()
  return <CompletePage ordNo={ordNo ?? null} />
}
