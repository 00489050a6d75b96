import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { PageTitle } from '~/client/components/ui'
import { MyReviews } from '~/client/components/voice/MyReviews'
import { currentMember } from '~/client/queries/member'
import { reviewQueries } from '~/client/queries/voice'

export const Route = createFileRoute('/mypage/myactivity/comment')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (await currentMember(queryClient)) await queryClient.prefetchQuery(reviewQueries.mine())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '나의 리뷰' },
  component: () => (
    <MypageSection>
      <PageTitle sub="받으신 상품의 후기를 남기고 포인트를 받아 보세요.">나의 리뷰</PageTitle>
      <MemberGate returnTo="/mypage/myactivity/comment">
        <MyReviews />
      </MemberGate>
    </MypageSection>
  ),
})
