import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { reservationQueries } from '~/client/queries/reservations'
import { VisitList } from '~/client/components/stores/MyStore'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/mystore/visitlist')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(reservationQueries.visits())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '방문 내역' },
  component: Page,
})

function Page() {
  return (
    <div className="pb-10">
      <PageTitle>방문 내역</PageTitle>
      <VisitList />
    </div>
  )
}
