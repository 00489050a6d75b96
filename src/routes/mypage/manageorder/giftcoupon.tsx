import { createFileRoute } from '@tanstack/react-router'
import { GiftCardListView } from '~/client/components/commerce/HistoryViews'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/manageorder/giftcoupon')({
  head: () => ({ meta: [{ title: '상품권 | 다비치마켓' }] }),
  staticData: { layout: 'mypage', title: '상품권' },
  component: Page,
})

function Page() {
  return (
    <MypageSection>
      <PageTitle sub="등록된 다비치 상품권이에요.">상품권</PageTitle>
      <MemberGate returnTo="/mypage/manageorder/giftcoupon">
        <GiftCardListView />
      </MemberGate>
    </MypageSection>
  )
}
