import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { Suspense } from 'react'
import { ReservationPage } from '~/client/components/stores/ReservationPage'
import { ListSkeleton } from '~/client/components/ui'
import { storeQueries } from '~/client/queries/stores'
import { reservationSearch } from './-search'

export const Route = createFileRoute('/davichstore/guestreservation')({
  validateSearch: reservationSearch,
  loaderDeps: ({ search }) => ({ storeNo: search.storeNo }),
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.deps.storeNo) void queryClient.prefetchQuery(storeQueries.detail(ctx.deps.storeNo))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '비회원 방문 예약' },
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return (
    <Suspense
      fallback={
        <div className="mx-auto max-w-2xl px-4 py-8">
          <ListSkeleton rows={3} />
        </div>
      }
    >
      <ReservationPage mode="guest" channel="ONLINE" search={search} />
    </Suspense>
  )
}
