import { createFileRoute, notFound } from '@tanstack/react-router'
import { CompletePage } from '~/client/components/commerce/CompletePage'

export const Route = createFileRoute('/payment/complete/$orderno')({
  beforeLoad: ({ params }) => {
    if (!/^\d{14,20}$/.test(params.orderno)) throw notFound()
  },
  head: () => ({ meta: [{ title: '결제 완료 | 다비치마켓' }, { name: 'robots', content: 'noindex' }] }),
  staticData: { layout: 'paymentcomplete', title: '결제 완료' },
  component: Page,
})

function Page() {
  const { orderno } = Route.useParams()
  return <CompletePage ordNo={orderno} />
}
