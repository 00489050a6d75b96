import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { fittingQueries } from '~/client/queries/fitting'
import { FittingPage } from '~/client/components/fitting/FittingView'

export const Route = createFileRoute('/mypage/myservice/fitting')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(fittingQueries.mine())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '스마트 피팅' },
  component: FittingPage,
})
