import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { currentMember } from '~/client/queries/member'
import { eyeQueries } from '~/client/queries/eyes'
import { EyeChartView } from '~/client/components/eyes/EyeChartView'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/myeyechart')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (await currentMember(queryClient)) await queryClient.prefetchQuery(eyeQueries.records())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '시력 기록' },
  component: Page,
})

function Page() {
  return (
    <MypageSection>
      <PageTitle sub="매장 검사 결과와 직접 등록한 처방전을 한곳에서 확인하세요.">시력 기록</PageTitle>
      <MemberGate returnTo="/mypage/myeyechart">
        <EyeChartView />
      </MemberGate>
    </MypageSection>
  )
}
