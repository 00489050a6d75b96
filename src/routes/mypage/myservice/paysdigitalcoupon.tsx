import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { DigitalCouponsView } from '~/client/components/benefits/GiftCardViews'
import { PageTitle } from '~/client/components/ui'
import { orderQueries } from '~/client/queries/orders'

export const Route = createFileRoute('/mypage/myservice/paysdigitalcoupon')({
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
      <PageTitle sub="구매하거나 선물 받은 모바일 교환권이에요. 눌러서 바코드를 보여 주세요.">디지털 쿠폰</PageTitle>
      <DigitalCouponsView />
    </>
  )
}
