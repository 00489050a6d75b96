import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CancelListView } from '~/client/components/commerce/HistoryViews'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { periodSearch, resolvePeriod } from '~/client/components/commerce/period-search'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/manageorder/cancellist')({
  validateSearch: periodSearch,
  head: () => ({ meta: [{ title: '취소/반품 내역 | 다비치마켓' }] }),
  staticData: { layout: 'mypage', title: '취소/반품 내역' },
  component: Page,
})

function Page() {
  const p = resolvePeriod(Route.useSearch())
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <MypageSection>
      <PageTitle sub="주문 취소와 반품 신청 내역이에요.">취소/반품 내역</PageTitle>
      <MemberGate returnTo="/mypage/manageorder/cancellist">
        <CancelListView {...p} onChange={(n) => void navigate({ search: { from: n.from, to: n.to, page: n.page ?? 1 } })} />
      </MemberGate>
    </MypageSection>
  )
}
