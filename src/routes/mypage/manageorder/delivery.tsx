import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { orderQueries } from '~/client/queries/orders'
import { OrderListView } from '~/client/components/commerce/OrderListView'
import { periodSearch } from '~/client/components/commerce/period-search'
import { resolvePeriod } from '~/shared/calendar'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/manageorder/delivery')({
  validateSearch: periodSearch,
  loaderDeps: ({ search: { from, to, page } }) => ({ from, to, page }),
  // Above the fold: the member's list for the period, in the server HTML (the session travels with the in-process call).
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(orderQueries.delivery({ ...resolvePeriod(ctx.deps), rows: 10 }))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '배송 조회' },
  component: Page,
})

function Page() {
  const p = resolvePeriod(Route.useSearch())
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <>
      <PageTitle sub="최근 3개월 주문이 기본으로 보여요.">배송 조회</PageTitle>
      <OrderListView kind="delivery" {...p} onChange={(n) => void navigate({ search: { from: n.from, to: n.to, page: n.page ?? 1 } })} />
    </>
  )
}
