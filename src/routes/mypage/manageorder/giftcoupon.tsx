import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { orderQueries } from '~/client/queries/orders'
import { GiftCardListView } from './-components/GiftCardListView'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/manageorder/giftcoupon')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(orderQueries.giftCards())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '상품권' },
  component: Page,
})

function Page() {
  return (
    <>
      <PageTitle sub="등록된 다비치 상품권이에요.">상품권</PageTitle>
      <GiftCardListView />
    </>
  )
}
