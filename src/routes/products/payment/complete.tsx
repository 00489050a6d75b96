import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { orNotFound } from '~/client/queries/not-found'
import { orderQueries } from '~/client/queries/orders'
import { CompletePage } from '~/client/components/commerce/CompletePage'
import { ordNo, searchParams } from '~/shared/url-search'

const search = searchParams({ ordNo })

export const Route = createFileRoute('/products/payment/complete')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ ordNo: search.ordNo }),
  // With ?ordNo= the receipt is in the server HTML (another buyer's order is the 404 page); without it the
  // page finds the order this browser just paid for (session storage) after hydration.
  loader: async (ctx) => {
    if (ctx.deps.ordNo) await orNotFound(ctx.context.queryClient.ensureQueryData(orderQueries.complete(ctx.deps.ordNo)))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'paymentcomplete', title: '주문 완료' },
  component: Page,
})

function Page() {
  const { ordNo } = Route.useSearch()
  return <CompletePage ordNo={ordNo ?? null} />
}
