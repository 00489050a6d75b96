import { createFileRoute, lazyFn } from '@tanstack/react-router'
import { privatePageHead } from '~/client/components/Seo'
import { DigitalCouponsView } from '~/client/components/benefits/GiftCardViews'
import { VoucherServiceView } from '~/client/components/benefits/VoucherViews'
import { PageTitle } from '~/client/components/ui'
import { matching, searchParams } from '~/shared/url-search'

/** `paid`: the voucher order the gateway's return has just paid (its notice on top). */
const search = searchParams({ paid: matching(/^\d{14,20}$/) })

export const Route = createFileRoute('/mypage/myservice/paysdigitalcoupon')({
  validateSearch: search,
  loader: lazyFn(() => import('../../-shell-loaders'), 'digitalCouponsLoader'),
  head: privatePageHead,
  staticData: { title: '디지털 쿠폰' },
  component: Page,
})

function Page() {
  const { paid } = Route.useSearch()
  return (
    <>
      <PageTitle sub="모바일 상품권을 구매해 선물하고, 받은 상품권과 모바일 교환권을 확인해요.">디지털 쿠폰</PageTitle>
      <VoucherServiceView paid={paid} />
      <section aria-labelledby="exchange-coupons" className="mt-8">
        <h2 id="exchange-coupons" className="mb-3 text-base font-bold">
          모바일 교환권
        </h2>
        <DigitalCouponsView />
      </section>
    </>
  )
}
