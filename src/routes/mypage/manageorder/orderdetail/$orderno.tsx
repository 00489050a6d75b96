import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { OrderDetailView } from '~/client/components/commerce/OrderDetailView'
import { orNotFound } from '~/client/queries/not-found'
import { orderQueries } from '~/client/queries/orders'

export const Route = createFileRoute('/mypage/manageorder/orderdetail/$orderno')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (!/^\d{14,20}$/.test(ctx.params.orderno)) throw notFound()
    // Only the owner sees an order: anyone else gets the same 404 as a missing one (guests are sent to sign-in first).
    if (ctx.context.member) await orNotFound(queryClient.ensureQueryData(orderQueries.detail(ctx.params.orderno)))
    else throw notFound()
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '주문 상세' },
  component: Page,
})

function Page() {
  const { orderno } = Route.useParams()
  const { data } = useSuspenseQuery(orderQueries.detail(orderno))
  return (
    <>
      <OrderDetailView o={data} />
    </>
  )
}
