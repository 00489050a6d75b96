import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ordNoSearch } from '~/client/components/commerce/period-search'
import { DeliveryDetailView } from '~/client/components/commerce/HistoryViews'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { PageTitle } from '~/client/components/commerce/ui'

export const Route = createFileRoute('/mypage/manageorder/deliverydetail')({
  validateSearch: v.object({ ordNo: ordNoSearch }),
  head: () => ({ meta: [{ title: '배송 상세 | 다비치마켓' }] }),
  staticData: { layout: 'mypage', title: '배송 상세' },
  component: Page,
})

function Page() {
  const { ordNo } = Route.useSearch()
  return (
    <MypageSection>
      <PageTitle>배송 상세</PageTitle>
      <MemberGate returnTo="/mypage/manageorder/deliverydetail">
        <DeliveryDetailView ordNo={ordNo} />
      </MemberGate>
    </MypageSection>
  )
}
