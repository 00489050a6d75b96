import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { PaymentCardListView } from '~/client/components/commerce/HistoryViews'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { periodSearch, resolvePeriod } from '~/client/components/commerce/period-search'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/manageorder/paymentcard')({
  validateSearch: periodSearch,
  head: () => ({ meta: [{ title: '결제 내역 | 다비치마켓' }] }),
  staticData: { layout: 'mypage', title: '결제 내역' },
  component: Page,
})

function Page() {
  const p = resolvePeriod(Route.useSearch())
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <MypageSection>
      <PageTitle sub="카드·계좌이체 등 결제와 취소 내역이에요.">결제 내역</PageTitle>
      <MemberGate returnTo="/mypage/manageorder/paymentcard">
        <PaymentCardListView {...p} onChange={(n) => void navigate({ search: { from: n.from, to: n.to, page: n.page ?? 1 } })} />
      </MemberGate>
    </MypageSection>
  )
}
