import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { orderOfSearch } from '~/client/queries/orders'
import { DeliveryDetailView } from '~/client/components/commerce/HistoryViews'
import { PageTitle } from '~/client/components/ui'
import { ordNo, searchParams } from '~/shared/url-search'

const search = searchParams({ ordNo })

export const Route = createFileRoute('/mypage/manageorder/deliverydetail')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ ordNo: search.ordNo }),
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    await orderOfSearch(queryClient, ctx.deps.ordNo)
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '배송 상세' },
  component: Page,
})

function Page() {
  const { ordNo } = Route.useSearch()
  return (
    <>
      <PageTitle>배송 상세</PageTitle>
      <DeliveryDetailView ordNo={ordNo} />
    </>
  )
}
