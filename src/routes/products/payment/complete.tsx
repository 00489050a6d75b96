import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { CompletePage } from '~/client/components/commerce/CompletePage'

export const Route = createFileRoute('/products/payment/complete')({
  validateSearch: v.object({ ordNo: v.optional(v.fallback(v.pipe(v.string(), v.regex(/^\d{14,20}$/)), undefined as unknown as string)) }),
  head: () => ({ meta: [{ title: '주문 완료 | 다비치마켓' }, { name: 'robots', content: 'noindex' }] }),
  staticData: { layout: 'paymentcomplete', title: '주문 완료' },
  component: Page,
})

function Page() {
  const { ordNo } = Route.useSearch()
  return <CompletePage ordNo={ordNo ?? null} />
}
