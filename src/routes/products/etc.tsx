import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { goodsQueries } from '~/client/queries/goods'
import { siteQueries } from '~/client/queries/site'
import { GoodsListView } from './-components/GoodsListView'
import { productsListParams, productsShape, searchParams } from '~/shared/url-search'

/** Supplies (goods type 05): cleaning solutions, cloths, cases, anti-fog, straps. */
const { category: _category, ...etcShape } = productsShape
const etcSearch = searchParams(etcShape)

export const Route = createFileRoute('/products/etc')({
  validateSearch: etcSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const [, seo] = await Promise.all([
      queryClient.ensureQueryData(goodsQueries.list(productsListParams(deps, '05'))),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '안경·렌즈 용품',
        description: '렌즈 세정액, 안경닦이, 케이스, 김서림 방지제까지 — 다비치마켓 용품을 만나 보세요.',
        path: '/products/etc',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '용품' },
  component: EtcPage,
})

function EtcPage() {
  const search = Route.useSearch()
  const params = productsListParams(search, '05')
  const { data } = useSuspenseQuery(goodsQueries.list(params))
  return <GoodsListView data={data} search={{ ...search, sort: params.sort, category: '05' }} etc />
}
