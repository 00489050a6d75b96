import { createFileRoute, notFound } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { orNotFound } from '~/client/queries/not-found'
import { orderQueries } from '~/client/queries/orders'
import { CompletePage } from '~/client/components/commerce/CompletePage'

export const Route = createFileRoute('/payment/complete/$orderno')({
  // The receipt is the page: awaited, and an order that is not the buyer's (or not paid) is the 404 page.
  loader: async (ctx) => {
    if (!/^\d{14,20}$/.test(ctx.params.orderno)) throw notFound()
    await orNotFound(ctx.context.queryClient.ensureQueryData(orderQueries.complete(ctx.params.orderno)))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'paymentcomplete', title: '결제 완료' },
  component: Page,
})

function Page() {
  const { orderno } = Route.useParams()
  return <CompletePage ordNo={orderno} />
}
