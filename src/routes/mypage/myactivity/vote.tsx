import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { PageTitle } from '~/client/components/ui'
import { MyVotes } from '~/client/components/voice/MyVotes'
import { styleVoteQueries } from '~/client/queries/voice'

export const Route = createFileRoute('/mypage/myactivity/vote')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(styleVoteQueries.mine())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '스타일 투표' },
  component: () => (
    <>
      <PageTitle sub="내가 올린 스타일 투표와 참여한 투표를 모아 봤어요.">스타일 투표</PageTitle>
      <MyVotes />
    </>
  ),
})
