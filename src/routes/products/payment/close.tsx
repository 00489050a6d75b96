import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ordNoSearch } from '~/client/components/commerce/period-search'
import { ClosePage } from '~/client/components/commerce/ClosePage'

export const Route = createFileRoute('/products/payment/close')({
  validateSearch: v.object({
    ordNo: ordNoSearch,
    msg: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(200)), undefined as unknown as string)),
  }),
  head: () => ({ meta: [{ title: '결제 취소 | 다비치마켓' }, { name: 'robots', content: 'noindex' }] }),
  staticData: { layout: 'empty', title: '결제 취소' },
  component: Page,
})

function Page() {
  const { ordNo, msg } = Route.useSearch()
  return <ClosePage ordNo={ordNo} msg={msg} />
}
