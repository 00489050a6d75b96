import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { GoodsCard } from '~/client/components/GoodsCard'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { goodsQueries } from '~/client/queries/goods'
import { siteQueries } from '~/client/queries/site'
import { GOODS_TYPE_CODES, GOODS_TYPES } from '~/shared/goods-types'
import { formatNumber } from '~/shared/text'
import { oneOf, searchParams } from '~/shared/url-search'
import { chipClass } from '~/client/components/ui'
import { ComputedAt } from './-components/ComputedAt'

const search = searchParams({ category: oneOf(GOODS_TYPE_CODES) })

export const Route = createFileRoute('/products/rankingbrand')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ category: search.category ?? '01' }),
  loader: async ({ context: { queryClient }, deps }) => {
    const [, seo] = await Promise.all([
      queryClient.ensureQueryData(goodsQueries.brandRanking(deps.category)),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '브랜드 랭킹',
        description: '다비치마켓에서 가장 사랑받는 브랜드와 대표 상품을 만나 보세요.',
        path: '/products/rankingbrand',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '브랜드 랭킹' },
  component: BrandRankingPage,
})

function BrandRankingPage() {
  const category = Route.useSearch().category ?? '01'
  const { data } = useSuspenseQuery(goodsQueries.brandRanking(category))
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16">
      <h1 className="pt-5 text-xl font-bold">브랜드 랭킹</h1>
      <nav aria-label="카테고리" className="scrollbar-none mt-3 flex gap-1.5 overflow-x-auto">
        {GOODS_TYPES.map((t) => (
          <Link
            key={t.code}
            to="."
            search={{ category: t.code }}
            aria-current={t.code === category ? 'page' : undefined}
            className={chipClass(t.code === category)}
          >
            {t.name}
          </Link>
        ))}
      </nav>
      <ComputedAt at={data.computedAt} basis="최근 30일 판매량과 조회수로 5분마다 집계해요" />
      <ol className="mt-5 space-y-8">
        {data.brands.map((b) => (
          <li key={b.brandNo}>
            <div className="mb-3 flex items-center gap-3">
              <span className="text-2xl font-extrabold text-brand-600">{b.rank}</span>
              <div className="min-w-0 flex-1">
                <h2 className="truncate font-bold">{b.brandNm}</h2>
                <p className="text-xs text-gray-500">
                  {b.brandEnNm} · 상품 {formatNumber(b.goodsCount)}개{b.saleCount ? ` · 30일 판매 ${formatNumber(b.saleCount)}개` : ''}
                </p>
              </div>
              <Link
                to={category === '05' ? '/products/etc' : '/products'}
                search={(category === '05' ? { brand: b.brandNo } : { category, brand: b.brandNo }) as never}
                className="text-sm text-gray-500"
              >
                전체 보기 ›
              </Link>
            </div>
            <div className="grid grid-cols-3 gap-3 md:grid-cols-5">
              {b.goods.map((g) => (
                <GoodsCard key={g.id} goods={g} />
              ))}
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}
