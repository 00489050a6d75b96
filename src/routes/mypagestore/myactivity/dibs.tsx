import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { dibsQueries } from '~/client/queries/dibs'
import { DibsView } from '~/client/components/commerce/DibsView'
import { PageTitle } from '~/client/components/ui'

/** The store owner's own wishlist: the member dibs, reused for ROLE_STORE. */
export const Route = createFileRoute('/mypagestore/myactivity/dibs')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(dibsQueries.list())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '찜한 상품' },
  component: () => (
    <>
      <PageTitle>찜한 상품</PageTitle>
      <DibsView />
    </>
  ),
})
