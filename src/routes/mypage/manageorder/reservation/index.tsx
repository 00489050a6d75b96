import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { MemberReservationList } from '~/client/components/stores/ReservationViews'
import { PageTitle } from '~/client/components/ui'
import { reservationQueries } from '~/client/queries/reservations'

export const Route = createFileRoute('/mypage/manageorder/reservation/')({
  // Above the fold, so awaited: the upcoming reservations in the server HTML. (Only prefetched, the list
  // reached the browser's cache before hydration while the server had rendered the skeleton: React #418.)
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    const member = ctx.context.member
    if (member?.authRole === 'ROLE_USER') await queryClient.prefetchQuery(reservationQueries.list('upcoming'))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '방문 예약 내역' },
  component: Page,
})

function Page() {
  return (
    <div className="pb-10">
      <PageTitle sub="예약 일시 변경과 취소는 방문 1시간 전까지 할 수 있어요.">방문 예약 내역</PageTitle>
      <MemberReservationList />
    </div>
  )
}
