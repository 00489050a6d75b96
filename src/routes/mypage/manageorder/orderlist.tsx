import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { OrderListView } from '~/client/components/commerce/OrderListView'
import { periodSearch, resolvePeriod } from '~/client/components/commerce/period-search'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/manageorder/orderlist')({
  validateSearch: periodSearch,
  head: () => ({ meta: [{ title: '주문/배송 조회 | 다비치마켓' }] }),
  staticData: { layout: 'mypage', title: '주문/배송 조회' },
  component: Page,
})

function Page() {
  const p = resolvePeriod(Route.useSearch())
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <MypageSection>
      <PageTitle sub="최근 3개월 주문이 기본으로 보여요.">주문/배송 조회</PageTitle>
      <MemberGate returnTo="/mypage/manageorder/orderlist">
        <OrderListView kind="list" {...p} onChange={(n) => void navigate({ search: { from: n.from, to: n.to, page: n.page ?? 1 } })} />
      </MemberGate>
    </MypageSection>
  )
}
