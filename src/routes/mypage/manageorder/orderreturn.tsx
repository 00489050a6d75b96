import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ordNoSearch } from '~/client/components/commerce/period-search'
import { ReturnFormView } from '~/client/components/commerce/HistoryViews'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { PageTitle } from '~/client/components/commerce/ui'

export const Route = createFileRoute('/mypage/manageorder/orderreturn')({
  validateSearch: v.object({ ordNo: ordNoSearch }),
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
