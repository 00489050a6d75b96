import { createFileRoute, lazyFn } from '@tanstack/react-router'
import { privatePageHead } from '~/client/components/Seo'
import { DigitalCouponListView } from './-components/DigitalCouponListView'
import { VoucherOrdersView } from '~/client/components/benefits/VoucherViews'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/manageorder/paysdigitalcoupon')({
  loader: lazyFn(() => import('../../-shell-loaders'), 'digitalCouponsLoader'),
  head: privatePageHead,
  staticData: { title: '디지털 쿠폰' },
  component: Page,
})

function Page() {
  return (
    <>
      <PageTitle sub="결제로 구매하거나 선물 받은 모바일 상품권과 디지털 쿠폰이에요.">디지털 쿠폰</PageTitle>
      <section aria-labelledby="voucher-orders">
        <h2 id="voucher-orders" className="mb-3 text-base font-bold">
          모바일 상품권 구매·선물 내역
        </h2>
        <VoucherOrdersView />
      </section>
      <section aria-labelledby="digital-coupons" className="mt-8">
        <h2 id="digital-coupons" className="mb-3 text-base font-bold">
          모바일 교환권
        </h2>
        <DigitalCouponListView />
      </section>
    </>
  )
}
