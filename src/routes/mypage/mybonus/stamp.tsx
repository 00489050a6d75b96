import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { StampView } from '~/client/components/benefits/StampView'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { PageTitle } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import { currentMember } from '~/client/queries/member'

export const Route = createFileRoute('/mypage/mybonus/stamp')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (await currentMember(queryClient)) await queryClient.prefetchQuery(benefitQueries.stamps())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '스탬프' },
  component: Page,
})

function Page() {
  return (
    <MypageSection>
      <PageTitle sub="매장에서 받은 콘택트렌즈로 스탬프를 모아요.">스탬프</PageTitle>
      <MemberGate returnTo="/mypage/mybonus/stamp">
        <StampView />
      </MemberGate>
    </MypageSection>
  )
}
