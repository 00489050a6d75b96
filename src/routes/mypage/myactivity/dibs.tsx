import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { dibsQueries } from '~/client/queries/dibs'
import { DibsView } from '~/client/components/commerce/DibsView'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/myactivity/dibs')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(dibsQueries.list())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '찜한 상품' },
  component: Page,
})

function Page() {
  return (
    <>
      <PageTitle>찜한 상품</PageTitle>
      <DibsView />
    </>
  )
}
