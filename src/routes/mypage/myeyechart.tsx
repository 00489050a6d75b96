import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { eyeQueries } from '~/client/queries/eyes'
import { EyeChartView } from '~/client/components/eyes/EyeChartView'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/myeyechart')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(eyeQueries.records())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '시력 기록' },
  component: Page,
})

function Page() {
  return (
    <>
      <PageTitle sub="매장 검사 결과와 직접 등록한 처방전을 한곳에서 확인하세요.">시력 기록</PageTitle>
      <EyeChartView />
    </>
  )
}
