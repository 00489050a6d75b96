import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { goodsQueries } from '~/client/queries/goods'
import { siteQueries } from '~/client/queries/site'
import { goodsTypeName } from '~/shared/codes'
import { GoodsListView } from './-components/GoodsListView'
import { productsListParams, productsSearch } from '~/shared/url-search'

export const Route = createFileRoute('/products/')({
  validateSearch: productsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const [, seo] = await Promise.all([
      queryClient.ensureQueryData(goodsQueries.list(productsListParams(deps))),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    const category = deps.category ?? '01'
    const name = goodsTypeName(category)
    return {
      headerTitle: name,
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: name,
        description: `다비치마켓 ${name} — 인기 브랜드 ${name}를 가격, 브랜드, 할인율로 비교해 보세요.`,
        path: `/products?category=${category}`,
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '상품 목록' },
  component: ProductsPage,
})

function ProductsPage() {
  const search = Route.useSearch()
  const params = productsListParams(search)
  const { data } = useSuspenseQuery(goodsQueries.list(params))
  return <GoodsListView data={data} search={{ ...search, sort: params.sort }} />
}
