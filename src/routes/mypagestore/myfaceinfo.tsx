import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { StoreFaceInfo } from '~/client/components/store-owner/StoreFaceInfo'
import { storeOwnerQueries } from '~/client/queries/store-owner'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypagestore/myfaceinfo')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member?.authRole === 'ROLE_STORE') await queryClient.ensureQueryData(storeOwnerQueries.faceInfo())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '고객 얼굴형·피팅 기록' },
  component: () => (
    <>
      <PageTitle sub="스마트 피팅에 동의한 고객이 우리 매장에서 남긴 기록만 보여요. 동의를 철회하면 바로 사라져요.">
        고객 얼굴형·피팅 기록
      </PageTitle>
      <StoreFaceInfo />
    </>
  ),
})
