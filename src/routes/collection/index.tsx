import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { EmptyState, btn } from '~/client/components/ui'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { contentQueries } from '~/client/queries/content'
import { siteQueries } from '~/client/queries/site'

export const Route = createFileRoute('/collection/')({
  loader: async ({ context: { queryClient } }) => {
    const [, seo] = await Promise.all([
      queryClient.ensureQueryData(contentQueries.collections()),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '컬렉션',
        description: '다비치 MD가 테마별로 고른 안경과 선글라스 컬렉션을 만나 보세요.',
        path: '/collection',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '컬렉션' },
  component: CollectionsPage,
})

function CollectionsPage() {
  const { data } = useSuspenseQuery(contentQueries.collections())
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16">
      <h1 className="pt-5 text-xl font-bold">컬렉션</h1>
      <p className="mt-1 text-sm text-gray-500">테마별로 골라 담은 스타일을 둘러보세요.</p>
      {data.collections.length ? (
        <ul className="mt-5 grid gap-6 md:grid-cols-3">
          {data.collections.map((c, i) => (
            <li key={c.id}>
              <Link to="/collection/$id" params={{ id: String(c.id) }} className="block">
                <img
                  src={c.imgSrc}
                  alt=""
                  width={600}
                  height={400}
                  loading={i < 2 ? 'eager' : 'lazy'}
                  className="aspect-[3/2] w-full rounded-xl bg-gray-50 object-cover"
                />
                <h2 className="mt-2 font-bold">{c.title}</h2>
                <p className="text-sm text-gray-500">{c.subtitle}</p>
                <p className="mt-0.5 text-xs text-gray-500">상품 {c.goodsCount}개</p>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="준비 중인 컬렉션이에요"
          action={
            <Link to="/main" className={btn.secondary}>
              홈으로 가기
            </Link>
          }
        />
      )}
    </div>
  )
}
