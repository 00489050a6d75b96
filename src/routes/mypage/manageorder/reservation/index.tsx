import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { MemberReservationList } from '~/client/components/stores/ReservationViews'
import { ListSkeleton, PageTitle } from '~/client/components/ui'
import { SignInRequired, StoreOwnerBlocked } from '~/client/components/stores/Gates'
import { memberQueries } from '~/client/queries/member'
import { reservationQueries } from '~/client/queries/reservations'

export const Route = createFileRoute('/mypage/manageorder/reservation/')({
  loader: async ({ context: { queryClient } }) => {
    const member = await queryClient.ensureQueryData(memberQueries.info())
    if (member?.authRole === 'ROLE_USER') void queryClient.prefetchQuery(reservationQueries.list('upcoming'))
  },
  head: () => ({ meta: [{ title: '방문 예약 내역 | 다비치마켓' }] }),
  staticData: { layout: 'mypage', title: '방문 예약 내역' },
  component: Page,
})

function Page() {
  const { data: member } = useSuspenseQuery(memberQueries.info())
  if (!member) return <SignInRequired returnTo="/mypage/manageorder/reservation" />
  if (member.authRole === 'ROLE_STORE') return <StoreOwnerBlocked />
  return (
    <div className="pb-10">
      <PageTitle sub="예약 일시 변경과 취소는 방문 1시간 전까지 할 수 있어요.">방문 예약 내역</PageTitle>
      <Suspense fallback={<ListSkeleton rows={3} />}>
        <MemberReservationList />
      </Suspense>
    </div>
  )
}
