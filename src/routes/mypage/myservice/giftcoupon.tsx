import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { GiftCardsView } from '~/client/components/benefits/GiftCardViews'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { PageTitle } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import { currentMember } from '~/client/queries/member'

export const Route = createFileRoute('/mypage/myservice/giftcoupon')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (await currentMember(queryClient)) await queryClient.prefetchQuery(benefitQueries.giftCards())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '상품권 등록' },
  component: Page,
})

function Page() {
  return (
    <MypageSection>
      <PageTitle sub="다비치 상품권을 등록하고 잔액과 내역을 확인해요.">상품권</PageTitle>
      <MemberGate returnTo="/mypage/myservice/giftcoupon">
        <GiftCardsView />
      </MemberGate>
    </MypageSection>
  )
}
