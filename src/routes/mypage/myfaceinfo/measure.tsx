import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { PageTitle } from '~/client/components/ui'
import { fittingQueries } from '~/client/queries/fitting'
import { MeasureView } from './-components/MeasureView'

/** Face measurement from home: PD, mono PDs, face width and shape from the camera or a selfie (the model runs here). */
export const Route = createFileRoute('/mypage/myfaceinfo/measure')({
  loader: async (ctx) => {
    const member = ctx.context.member
    if (member && member.authRole !== 'ROLE_STORE') void ctx.context.queryClient.prefetchQuery(fittingQueries.mine())
    return routeSeo(ctx, { title: '얼굴 측정' })
  },
  head: privatePageHead,
  staticData: { title: '얼굴 측정' },
  component: () => (
    <>
      <PageTitle sub="휴대폰 카메라로 동공 간 거리(PD)와 얼굴 너비를 재요. 사진은 기기 밖으로 나가지 않아요.">얼굴 측정</PageTitle>
      <MeasureView />
    </>
  ),
})
