import { createFileRoute, Link } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { DigitalCouponDetailView } from '~/client/components/benefits/GiftCardViews'
import { btn, EmptyState, PageTitle } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import { orNotFound } from '~/client/queries/not-found'
import { matching, searchParams } from '~/shared/url-search'

const search = searchParams({ couponNo: matching(/^[A-Za-z0-9-]{4,40}$/) })

export const Route = createFileRoute('/mypage/myservice/digitalcoupondetail')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ couponNo: search.couponNo }),
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.deps.couponNo && ctx.context.member)
      await orNotFound(queryClient.ensureQueryData(benefitQueries.digitalCoupon(ctx.deps.couponNo)))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '디지털 쿠폰 상세' },
  component: Page,
})

function Page() {
  const { couponNo } = Route.useSearch()
  return (
    <>
      <PageTitle>디지털 쿠폰 상세</PageTitle>
      {couponNo ? (
        <DigitalCouponDetailView couponNo={couponNo} />
      ) : (
        <EmptyState
          title="디지털 쿠폰을 골라 주세요."
          action={
            <Link to="/mypage/myservice/paysdigitalcoupon" className={btn.primary}>
              디지털 쿠폰 목록
            </Link>
          }
        >
          목록에서 보실 쿠폰을 눌러 주세요.
        </EmptyState>
      )}
    </>
  )
}
