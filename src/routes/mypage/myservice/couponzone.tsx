import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { CouponZoneView } from '~/client/components/benefits/CouponZoneView'
import { PageTitle } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import { int, oneOf, searchParams } from '~/shared/url-search'

const search = searchParams({ goodsTypeCd: oneOf(['01', '02', '03', '04', '05'] as const), page: int(1, 1000) })

export const Route = createFileRoute('/mypage/myservice/couponzone')({
  validateSearch: search,
  loaderDeps: ({ search: s }) => s,
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member)
      await queryClient.prefetchQuery(benefitQueries.zone({ goodsTypeCd: ctx.deps.goodsTypeCd ?? '', page: ctx.deps.page ?? 1, rows: 10 }))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '쿠폰존' },
  component: Page,
})

function Page() {
  const s = Route.useSearch()
  return (
    <>
      <PageTitle sub="받은 쿠폰은 나의 쿠폰함에 담겨 주문할 때 바로 쓸 수 있어요.">쿠폰존</PageTitle>
      <CouponZoneView goodsTypeCd={s.goodsTypeCd ?? ''} page={s.page ?? 1} />
    </>
  )
}
