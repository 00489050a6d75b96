import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { ClosePage } from '~/client/components/commerce/ClosePage'
import { ordNo, searchParams, text } from '~/shared/url-search'

export const Route = createFileRoute('/products/payment/close')({
  validateSearch: searchParams({ ordNo, msg: text(200) }),
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { layout: 'empty', title: '결제 취소' },
  component: Page,
})

function Page() {
  const { ordNo, msg } = Route.useSearch()
  return <ClosePage ordNo={ordNo} msg={msg} />
}
