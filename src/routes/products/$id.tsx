import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { composeTitle, pageHead, pageOrigin } from '~/client/components/Seo'
import { goodsQueries } from '~/client/queries/goods'
import { reviewQueries } from '~/client/queries/voice'
import { siteQueries } from '~/client/queries/site'
import { ApiCallError } from '~/shared/api/result'
import { ProductDetail } from './-components/ProductDetail'

export const Route = createFileRoute('/products/$id')({
  params: { parse: (p) => ({ id: p.id }), stringify: (p) => ({ id: p.id }) },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    if (!/^G\d{6}$/.test(id)) throw notFound()
    try {
      // The newest reviews are read with the page: its JSON-LD carries them (Review), and the list shows them.
      // The JSON-LD builder is imported here, not at the top: the server writes it into the HTML, and the browser
      // fetches it only on a client-side navigation (it is no part of the page's first download).
      const [detail, seo, reviews, { productPageJsonLd }] = await Promise.all([
        queryClient.ensureQueryData(goodsQueries.detail(id)),
        queryClient.ensureQueryData(siteQueries.seo(id)),
        queryClient.ensureQueryData(reviewQueries.goods(id, { page: 1, sort: 'new', photo: 'N' })).catch(() => null),
        import('./-components/product-json-ld'),
      ])
      // Below the fold: streamed.
      void queryClient.prefetchQuery(goodsQueries.related(id))
      const g = seo.goodsSEO
      return {
        jsonLd: productPageJsonLd(pageOrigin(), detail, reviews),
        seo: {
          title: composeTitle(seo.commonSEO, detail.goods.productName, 'goods'),
          description: g?.description ?? seo.commonSEO.description,
          keywords: g?.keywords ?? seo.commonSEO.keywords,
          image: g?.imgSrc ?? detail.goods.imgSrc,
          path: `/products/${id}`,
          origin: pageOrigin(),
          type: 'product' as const,
        },
      }
    } catch (e) {
      if (e instanceof ApiCallError && e.body.status === 404) throw notFound()
      throw e
    }
  },
  head: pageHead,
  staticData: { title: '상품 상세', chrome: 'buy' },
  component: ProductPage,
})

function ProductPage() {
  const { id } = Route.useParams()
  const { data } = useSuspenseQuery(goodsQueries.detail(id))
  return <ProductDetail data={data} />
}
