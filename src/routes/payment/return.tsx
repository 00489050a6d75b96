import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { ReturnPage } from '~/client/components/commerce/ReturnPage'
import { ordNo, searchParams } from '~/shared/url-search'

/** The gateway's returnUrl is POSTed to the API (/api/v1/front/order/pg/return); this page waits for a result. */
export const Route = createFileRoute('/payment/return')({
  validateSearch: searchParams({ ordNo }),
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { layout: 'empty', title: '결제 결과 확인' },
  component: Page,
})

function Page() {
  const { ordNo } = Route.useSearch()
  return <ReturnPage ordNo={ordNo} />
}
