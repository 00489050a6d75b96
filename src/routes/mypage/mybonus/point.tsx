import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { PointView } from '~/client/components/benefits/PointView'
import { StorePointView } from '~/client/components/benefits/StorePointView'
import { resolvePeriod } from '~/shared/calendar'
import { PageTitle } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import { int, matching, oneOf, searchParams } from '~/shared/url-search'

const search = searchParams({
  from: matching(/^\d{8}$/),
  to: matching(/^\d{8}$/),
  kind: oneOf(['all', 'earn', 'use'] as const),
  page: int(1, 999),
})

export const Route = createFileRoute('/mypage/mybonus/point')({
  validateSearch: search,
  loaderDeps: ({ search: { from, to, page, kind } }) => ({ from, to, page, kind }),
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    const d = { ...resolvePeriod(ctx.deps), kind: ctx.deps.kind ?? 'all' }
    if (ctx.context.member)
      await queryClient.prefetchQuery(benefitQueries.points({ fromYmd: d.from, toYmd: d.to, kind: d.kind, page: d.page }))
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '포인트' },
  component: Page,
})

function Page() {
  const s = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const f = { ...resolvePeriod(s), kind: s.kind ?? 'all' }
  return (
    <>
      <PageTitle sub="온라인몰 마켓포인트와 매장 다비치포인트의 적립·사용 내역이에요.">포인트</PageTitle>
      <h2 className="mb-3 text-base font-bold text-gray-900">마켓포인트 (온라인몰)</h2>
      <PointView
        f={f}
        onChange={(n) =>
          void navigate({
            search: { from: n.from, to: n.to, kind: n.kind === 'all' ? undefined : n.kind, page: n.page > 1 ? n.page : undefined },
          })
        }
      />
      <section aria-labelledby="store-points" className="mt-10">
        <h2 id="store-points" className="mb-3 text-base font-bold text-gray-900">
          다비치포인트 (매장)
        </h2>
        <StorePointView />
      </section>
    </>
  )
}
