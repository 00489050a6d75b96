import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { GoodsGrid } from '~/client/components/GoodsCard'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { contentQueries } from '~/client/queries/content'
import { orNotFound } from '~/client/queries/not-found'
import { siteQueries } from '~/client/queries/site'

export const Route = createFileRoute('/collection/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    if (!/^\d{1,8}$/.test(id)) throw notFound()
    const [c, seo] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(contentQueries.collection(id))),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: c.title,
        description: c.description || c.subtitle,
        image: c.imgSrc,
        path: `/collection/${id}`,
        type: 'article',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '컬렉션' },
  component: CollectionPage,
})

function CollectionPage() {
  const { id } = Route.useParams()
  const { data } = useSuspenseQuery(contentQueries.collection(id))
  return (
    <div className="mx-auto max-w-6xl pb-16 md:px-4">
      <div className="relative">
        <img
          src={data.imgSrc}
          alt=""
          width={1200}
          height={500}
          fetchPriority="high"
          className="aspect-[12/7] w-full object-cover md:aspect-[12/5] md:rounded-2xl"
        />
      </div>
      <div className="px-4 md:px-0">
        <h1 className="mt-5 text-2xl font-bold">{data.title}</h1>
        <p className="mt-1 text-gray-600">{data.subtitle}</p>
        {data.description ? <p className="mt-3 whitespace-pre-line text-[15px] leading-relaxed text-gray-700">{data.description}</p> : null}
        <h2 className="mb-4 mt-8 text-lg font-bold">컬렉션 상품 {data.goods.length}개</h2>
        {data.goods.length ? (
          <GoodsGrid goods={data.goods} eagerCount={2} />
        ) : (
          <p className="text-sm text-gray-500">상품을 준비하고 있어요.</p>
        )}
      </div>
    </div>
  )
}
