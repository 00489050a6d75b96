import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { ReservationPage } from '~/client/components/stores/ReservationPage'
import { ListSkeleton } from '~/client/components/ui'
import { memberQueries } from '~/client/queries/member'
import { storeQueries } from '~/client/queries/stores'
import { reservationSearch } from './-search'

export const Route = createFileRoute('/davichstore/guestreservation')({
  validateSearch: reservationSearch,
  loaderDeps: ({ search }) => ({ storeNo: search.storeNo }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.storeNo) void queryClient.prefetchQuery(storeQueries.detail(deps.storeNo))
    await queryClient.ensureQueryData(memberQueries.info())
  },
  head: () => ({ meta: [{ title: '비회원 방문 예약 | 다비치마켓' }, { name: 'robots', content: 'noindex' }] }),
  staticData: { title: '비회원 방문 예약' },
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return (
    <Suspense fallback={<div className="mx-auto max-w-2xl px-4 py-8"><ListSkeleton rows={3} /></div>}>
      <ReservationPage mode="guest" channel="ONLINE" search={search} />
    </Suspense>
  )
}
