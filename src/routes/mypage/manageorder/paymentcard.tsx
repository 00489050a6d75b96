import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { orderQueries } from '~/client/queries/orders'
import { PaymentCardListView } from './-components/PaymentCardListView'
import { periodSearch } from '~/client/components/commerce/period-search'
import { resolvePeriod } from '~/shared/calendar'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/manageorder/paymentcard')({
  validateSearch: periodSearch,
  loaderDeps: ({ search: { from, to, page } }) => ({ from, to, page }),
  // Above the fold: the member's list for the period, in the server HTML (the session travels with the in-process call).
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(orderQueries.paymentCard({ ...resolvePeriod(ctx.deps), rows: 20 }))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '결제 내역' },
  component: Page,
})

function Page() {
  const p = resolvePeriod(Route.useSearch())
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <>
      <PageTitle sub="카드·계좌이체 등 결제와 취소 내역이에요.">결제 내역</PageTitle>
      <PaymentCardListView {...p} onChange={(n) => void navigate({ search: { from: n.from, to: n.to, page: n.page ?? 1 } })} />
    </>
  )
}
