import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { faceQueries } from '~/client/queries/face'
import { FaceInfoView } from '~/client/components/face/FaceInfoView'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/myfaceinfo/')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    const member = ctx.context.member
    if (member && member.authRole !== 'ROLE_STORE') {
      const { info } = await queryClient.ensureQueryData(faceQueries.info())
      if (info) await queryClient.prefetchQuery(faceQueries.recommend())
    }
    // The product spec: the my-page share title concerns the member's face code.
    return routeSeo(ctx, { title: '나의 얼굴 코드', description: '얼굴형과 얼굴 너비로 찾는 나에게 맞는 안경테' })
  },
  head: privatePageHead,
  staticData: { title: '얼굴 정보' },
  component: Page,
})

function Page() {
  return (
    <>
      <PageTitle sub="얼굴형·얼굴 너비와 취향을 알려 주시면 어울리는 안경테를 골라 드려요.">얼굴 정보</PageTitle>
      <FaceInfoView />
    </>
  )
}
