import { createFileRoute } from '@tanstack/react-router'
import { ReturnFormView } from '~/client/components/commerce/HistoryViews'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { PageTitle } from '~/client/components/ui'
import { ordNo, searchParams } from '~/shared/url-search'

export const Route = createFileRoute('/mypage/manageorder/orderreturn')({
  validateSearch: searchParams({ ordNo }),
  head: () => ({ meta: [{ title: '반품 신청 | 다비치마켓' }] }),
  staticData: { layout: 'mypage', title: '반품 신청' },
  component: Page,
})

function Page() {
  const { ordNo } = Route.useSearch()
  return (
    <MypageSection>
      <PageTitle>반품 신청</PageTitle>
      <MemberGate returnTo="/mypage/manageorder/orderreturn">
        <ReturnFormView ordNo={ordNo} />
      </MemberGate>
    </MypageSection>
  )
}
