import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { EmptyState, btn } from '~/client/components/ui'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { OwnerOrderDetailView } from '~/client/components/store-owner/OwnerOrderDetailView'
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
    // No order number: the page asks for one (a link to the list), as the member's order pages do.
    // A guest gets the store sign-in card (the section layout's), not a 404.
    const member = ctx.context.member
    if (ctx.deps.ordNo && member) {
      if (member.authRole !== 'ROLE_STORE') throw notFound()
      await orNotFound(queryClient.ensureQueryData(storeOwnerQueries.order(ctx.deps.ordNo)))
    }
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '매장 주문 상세' },
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return search.ordNo ? <Detail ordNo={search.ordNo} /> : <NoOrder />
}

function Detail({ ordNo }: { ordNo: string }) {
  const { data } = useSuspenseQuery(storeOwnerQueries.order(ordNo))
  return <OwnerOrderDetailView o={data} />
}

function NoOrder() {
  return (
    <EmptyState
      title="확인할 주문을 골라 주세요."
      action={
        <Link to="/mypagestore/manageorder/orderlist" className={btn.primary}>
          매장 주문 목록 보기
        </Link>
      }
    >
      매장 주문 목록에서 주문을 누르면 상세 내용과 처리 버튼이 보여요.
    </EmptyState>
  )
}
