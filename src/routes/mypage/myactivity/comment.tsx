import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { PageTitle } from '~/client/components/ui'
import { MyReviews } from '~/client/components/voice/MyReviews'
import { reviewQueries } from '~/client/queries/voice'

export const Route = createFileRoute('/mypage/myactivity/comment')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(reviewQueries.mine())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '나의 리뷰' },
  component: () => (
    <>
      <PageTitle sub="받으신 상품의 후기를 남기고 포인트를 받아 보세요.">나의 리뷰</PageTitle>
      <MyReviews />
    </>
  ),
})
