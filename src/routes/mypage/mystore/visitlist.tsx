import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { currentMember, memberQueries } from '~/client/queries/member'
import { reservationQueries } from '~/client/queries/reservations'
import { VisitList } from '~/client/components/stores/MyStore'
import { PageTitle } from '~/client/components/ui'
import { SignInRequired, StoreOwnerBlocked } from '~/client/components/stores/Gates'

export const Route = createFileRoute('/mypage/mystore/visitlist')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (await currentMember(queryClient)) await queryClient.prefetchQuery(reservationQueries.visits())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '방문 내역' },
  component: Page,
})

function Page() {
  const { data: member } = useSuspenseQuery(memberQueries.info())
  if (!member) return <SignInRequired returnTo="/mypage/mystore/visitlist" />
  if (member.authRole === 'ROLE_STORE') return <StoreOwnerBlocked />
  return (
    <div className="pb-10">
      <PageTitle>방문 내역</PageTitle>
      <VisitList />
    </div>
  )
}
