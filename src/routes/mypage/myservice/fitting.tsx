import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { currentMember } from '~/client/queries/member'
import { fittingQueries } from '~/client/queries/fitting'
import { FittingPage } from '~/client/components/fitting/FittingView'

export const Route = createFileRoute('/mypage/myservice/fitting')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (await currentMember(queryClient)) await queryClient.prefetchQuery(fittingQueries.mine())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '스마트 피팅' },
  component: () => <FittingPage returnTo="/mypage/myservice/fitting" />,
})
