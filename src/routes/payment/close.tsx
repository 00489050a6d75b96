import { createFileRoute } from '@tanstack/react-router'
import { ClosePage } from '~/client/components/commerce/ClosePage'
import { ordNo, searchParams, text } from '~/shared/url-search'

export const Route = createFileRoute('/payment/close')({
  validateSearch: searchParams({ ordNo, msg: text(200) }),
  head: () => ({ meta: [{ title: '결제 취소 | 다비치마켓' }, { name: 'robots', content: 'noindex' }] }),
  staticData: { layout: 'empty', title: '결제 취소' },
  component: Page,
})

function Page() {
  const { ordNo, msg } = Route.useSearch()
  return <ClosePage ordNo={ordNo} msg={msg} />
}
