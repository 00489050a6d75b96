import { createFileRoute } from '@tanstack/react-router'
import { DeliveryDetailView } from '~/client/components/commerce/HistoryViews'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { PageTitle } from '~/client/components/ui'
import { ordNo, searchParams } from '~/shared/url-search'

export const Route = createFileRoute('/mypage/manageorder/deliverydetail')({
  validateSearch: searchParams({ ordNo }),
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
