import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { orderQueries } from '~/client/queries/orders'
import { RefundAccountView } from './-components/RefundAccountView'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/manageorder/account')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(orderQueries.refundAccount())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '환불 계좌 관리' },
  component: Page,
})

function Page() {
  return (
    <>
      <PageTitle sub="주문 취소·반품 시 환불받을 계좌예요.">환불 계좌 관리</PageTitle>
      <RefundAccountView />
    </>
  )
}
