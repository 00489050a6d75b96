import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { resolvePeriod } from '~/shared/calendar'
import { OwnerOrderList } from '~/client/components/store-owner/OwnerOrderList'
import { storeOwnerQueries } from '~/client/queries/store-owner'
import { PageTitle } from '~/client/components/ui'
import { int, matching, oneOf, searchParams, text } from '~/shared/url-search'

const ownerOrderSearch = searchParams({
  kind: oneOf(['pickup', 'booking']),
  from: matching(/^\d{8}$/),
  to: matching(/^\d{8}$/),
  page: int(1, 999),
  keyword: text(20),
})

export const Route = createFileRoute('/mypagestore/manageorder/orderlist')({
  validateSearch: ownerOrderSearch,
  loaderDeps: ({ search: { kind, from, to, page, keyword } }) => ({ kind, from, to, page, keyword }),
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    const p = resolvePeriod(ctx.deps)
    if (ctx.context.member?.authRole === 'ROLE_STORE')
      await queryClient.prefetchQuery(
        storeOwnerQueries.orders({
          kind: ctx.deps.kind ?? 'pickup',
          from: p.from,
          to: p.to,
          page: p.page,
          keyword: ctx.deps.keyword ?? '',
        }),
      )
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '매장 주문 관리' },
  component: Page,
})

function Page() {
  const s = Route.useSearch()
  const p = resolvePeriod(s)
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <>
      <PageTitle sub="우리 매장 픽업 주문과 예약전용 상품(안경렌즈·콘택트렌즈) 예약이에요.">매장 주문 관리</PageTitle>
      <OwnerOrderList
        q={{ kind: s.kind ?? 'pickup', from: p.from, to: p.to, page: p.page, keyword: s.keyword ?? '' }}
        onChange={(n) => void navigate({ search: { kind: n.kind, from: n.from, to: n.to, page: n.page, keyword: n.keyword || undefined } })}
      />
    </>
  )
}
