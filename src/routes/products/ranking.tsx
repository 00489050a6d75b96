import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { GoodsCard } from '~/client/components/GoodsCard'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { goodsQueries } from '~/client/queries/goods'
import { siteQueries } from '~/client/queries/site'
import { GOODS_TYPE_CODES, GOODS_TYPES, RANKING_PERIOD_CODES, RANKING_PERIODS } from '~/shared/goods-types'
import { oneOf, searchParams } from '~/shared/url-search'
import { chipClass } from '~/client/components/ui'
import { ComputedAt } from './-components/ComputedAt'
import { useDevice } from '~/client/hooks/useDevice'

const RANKING_BASIS: Record<string, string> = { day: '오늘', week: '최근 7일', month: '최근 30일' }
const search = searchParams({ category: oneOf(GOODS_TYPE_CODES), period: oneOf(RANKING_PERIOD_CODES) })

export const Route = createFileRoute('/products/ranking')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ category: search.category ?? '01', period: search.period ?? 'week' }),
  loader: async ({ context: { queryClient }, deps }) => {
    const [, seo] = await Promise.all([
      queryClient.ensureQueryData(goodsQueries.ranking(deps.category, deps.period)),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '랭킹',
        description: '지금 가장 많이 찾는 안경테, 선글라스, 렌즈 랭킹을 확인해 보세요.',
        path: '/products/ranking',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '랭킹' },
  component: RankingPage,
})

function RankingPage() {
  const s = Route.useSearch()
  const category = s.category ?? '01'
  const period = s.period ?? 'week'
  const { data } = useSuspenseQuery(goodsQueries.ranking(category, period))
  // The first row loads eagerly: 2 cards on phones, 4 on tablets, 5 on desktops (spec §9 device, re-detected on resize).
  const device = useDevice()
  const firstRow = device === 'desktop' ? 5 : device === 'tablet' ? 4 : 2
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16">
      <h1 className="pt-5 text-xl font-bold">상품 랭킹</h1>
      <div className="mt-3 flex items-center justify-between gap-2">
        <nav aria-label="카테고리" className="scrollbar-none flex gap-1.5 overflow-x-auto">
          {GOODS_TYPES.map((t) => (
            <Link
              key={t.code}
              to="."
              search={{ category: t.code, period }}
              aria-current={t.code === category ? 'page' : undefined}
              className={chipClass(t.code === category)}
            >
              {t.name}
            </Link>
          ))}
        </nav>
      </div>
      <div className="mt-3 inline-flex rounded-lg bg-gray-100 p-1" role="group" aria-label="기간">
        {RANKING_PERIODS.map((p) => (
          <Link
            key={p.code}
            to="."
            search={{ category, period: p.code }}
            aria-current={p.code === period ? 'true' : undefined}
            className={`rounded-md px-4 py-1.5 text-sm ${p.code === period ? 'bg-white font-bold shadow-sm' : 'text-gray-600'}`}
          >
            {p.name}
          </Link>
        ))}
      </div>
      <Link to="/products/rankingbrand" search={{ category }} className="ml-3 text-sm font-semibold text-brand-700">
        브랜드 랭킹 ›
      </Link>
      <ComputedAt at={data.computedAt} basis={`${RANKING_BASIS[period]} 판매량과 조회수로 5분마다 집계해요`} />
      <ol className="mt-5 grid grid-cols-2 gap-x-3 gap-y-6 md:grid-cols-4 lg:grid-cols-5">
        {data.goods.map((g, i) => (
          <li key={g.id} className="relative">
            <span
              className={`absolute left-0 top-0 z-10 flex h-7 min-w-7 items-center justify-center rounded-br-lg rounded-tl-xl px-1 text-sm font-extrabold ${g.rank <= 3 ? 'bg-accent text-white' : 'bg-gray-900/80 text-white'}`}
            >
              {g.rank}
            </span>
            <GoodsCard goods={g} eager={i < firstRow} />
          </li>
        ))}
      </ol>
    </div>
  )
}
