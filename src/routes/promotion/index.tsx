import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { EmptyState, btn } from '~/client/components/ui'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { contentQueries } from '~/client/queries/content'
import { siteQueries } from '~/client/queries/site'
import { displayDate } from '~/shared/calendar'

export const Route = createFileRoute('/promotion/')({
  loader: async ({ context: { queryClient } }) => {
    const [, seo] = await Promise.all([
      queryClient.ensureQueryData(contentQueries.promotions()),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '기획전',
        description: '브랜드 위크, 시즌 특가 등 다비치마켓 기획전을 한곳에서 만나 보세요.',
        path: '/promotion',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '기획전' },
  component: PromotionsPage,
})

function PromotionsPage() {
  const { data } = useSuspenseQuery(contentQueries.promotions())
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16">
      <h1 className="pt-5 text-xl font-bold">기획전</h1>
      {data.promotions.length ? (
        <ul className="mt-5 grid gap-6 md:grid-cols-2">
          {data.promotions.map((p, i) => (
            <li key={p.id}>
              <Link to="/promotion/$id" params={{ id: p.slug ?? String(p.id) }} className="block">
                <div className="relative">
                  <img
                    src={p.imgSrc}
                    alt=""
                    width={780}
                    height={390}
                    loading={i < 2 ? 'eager' : 'lazy'}
                    className={`aspect-[2/1] w-full rounded-xl bg-gray-50 object-cover ${p.status === 'ended' ? 'opacity-50 grayscale' : ''}`}
                  />
                  {p.dcRate ? (
                    <span className="absolute right-3 top-3 rounded-md bg-accent px-2 py-1 text-xs font-bold text-white">
                      최대 {p.dcRate}%
                    </span>
                  ) : null}
                  {p.status === 'ended' ? (
                    <span className="absolute left-3 top-3 rounded-md bg-gray-700 px-2 py-1 text-xs font-bold text-white">종료</span>
                  ) : null}
                </div>
                <h2 className="mt-2 font-bold">{p.title}</h2>
                <p className="text-sm text-gray-500">{p.subtitle}</p>
                <p className="mt-0.5 text-xs text-gray-500">
                  {displayDate(p.startDate)} ~ {displayDate(p.endDate)}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="진행 중인 기획전이 없어요"
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
