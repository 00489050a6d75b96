import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { orderQueries } from '~/client/queries/orders'
import { DigitalCouponListView } from '~/client/components/commerce/HistoryViews'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/manageorder/paysdigitalcoupon')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(orderQueries.digitalCoupons())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '디지털 쿠폰' },
  component: Page,
})

function Page() {
  return (
    <>
      <PageTitle sub="결제로 구매하신 디지털 쿠폰이에요.">디지털 쿠폰</PageTitle>
      <DigitalCouponListView />
    </>
  )
}
