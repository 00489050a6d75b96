import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { StampView } from '~/client/components/benefits/StampView'
import { PageTitle } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'

export const Route = createFileRoute('/mypage/mybonus/stamp')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(benefitQueries.stamps())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '스탬프' },
  component: Page,
})

function Page() {
  return (
    <>
      <PageTitle sub="매장에서 받은 콘택트렌즈로 스탬프를 모아요.">스탬프</PageTitle>
      <StampView />
    </>
  )
}
