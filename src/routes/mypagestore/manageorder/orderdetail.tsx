import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { MypageSection } from '~/client/components/commerce/MemberGate'
import { OwnerOrderDetailView } from '~/client/components/store-owner/OwnerOrderDetailView'
import { currentMember } from '~/client/queries/member'
import { orNotFound } from '~/client/queries/not-found'
import { storeOwnerQueries } from '~/client/queries/store-owner'
import { ordNo, searchParams } from '~/shared/url-search'

const ordNoSearch = searchParams({ ordNo })

export const Route = createFileRoute('/mypagestore/manageorder/orderdetail')({
  validateSearch: ordNoSearch,
  loaderDeps: ({ search: { ordNo } }) => ({ ordNo }),
  // Only an order of the owner's own store exists here: another store's is the same 404 as a missing one.
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (!ctx.deps.ordNo || (await currentMember(queryClient))?.authRole !== 'ROLE_STORE') throw notFound()
    await orNotFound(queryClient.ensureQueryData(storeOwnerQueries.order(ctx.deps.ordNo)))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '매장 주문 상세' },
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(storeOwnerQueries.order(search.ordNo!))
  return (
    <MypageSection>
      <OwnerOrderDetailView o={data} />
    </MypageSection>
  )
}
