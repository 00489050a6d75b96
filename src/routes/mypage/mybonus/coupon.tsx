import { createFileRoute, Link } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { MyCouponsView } from '~/client/components/benefits/MyCouponsView'
import { btn, PageTitle } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import { oneOf, searchParams } from '~/shared/url-search'

const search = searchParams({ state: oneOf(['usable', 'used', 'expired'] as const) })

export const Route = createFileRoute('/mypage/mybonus/coupon')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ state: search.state ?? 'usable' }),
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(benefitQueries.myCoupons(ctx.deps.state))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '쿠폰' },
  component: Page,
})

function Page() {
  const s = Route.useSearch()
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <PageTitle sub="온라인 주문과 다비치 매장에서 쓸 수 있는 쿠폰이에요.">나의 쿠폰</PageTitle>
        <Link to="/mypage/myservice/couponzone" className={`${btn.small} shrink-0`}>
          쿠폰존
        </Link>
      </div>
      <MyCouponsView state={s.state ?? 'usable'} />
    </>
  )
}
