import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { EmptyState, btn } from '~/client/components/ui'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { contentQueries } from '~/client/queries/content'
import { siteQueries } from '~/client/queries/site'
import { displayDate } from '~/shared/calendar'
import { oneOf, searchParams } from '~/shared/url-search'

const TABS = [
  { code: 'ongoing', name: '진행 중' },
  { code: 'ended', name: '종료' },
] as const
const search = searchParams({ status: oneOf(['ongoing', 'ended']) })

export const Route = createFileRoute('/event/')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ status: search.status ?? 'ongoing' }),
  loader: async ({ context: { queryClient }, deps }) => {
    const [, seo] = await Promise.all([
      queryClient.ensureQueryData(contentQueries.events(deps.status)),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '이벤트',
        description: '다비치마켓에서 진행 중인 이벤트와 혜택을 확인해 보세요.',
        path: '/event',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '이벤트' },
  component: EventsPage,
})

function EventsPage() {
  const status = Route.useSearch().status ?? 'ongoing'
  const { data } = useSuspenseQuery(contentQueries.events(status))
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16">
      <h1 className="pt-5 text-xl font-bold">이벤트</h1>
      <div className="mt-3 inline-flex rounded-lg bg-gray-100 p-1" role="tablist" aria-label="이벤트 상태">
        {TABS.map((t) => (
          <Link
            key={t.code}
            to="."
            search={{ status: t.code }}
            role="tab"
            aria-selected={t.code === status}
            className={`rounded-md px-4 py-1.5 text-sm ${t.code === status ? 'bg-white font-bold shadow-sm' : 'text-gray-600'}`}
          >
            {t.name}
          </Link>
        ))}
      </div>
      {data.events.length ? (
        <ul className="mt-5 grid gap-6 md:grid-cols-2">
          {data.events.map((e, i) => (
            <li key={e.id}>
              <Link to="/event/$id" params={{ id: String(e.id) }} className="block">
                <div className="relative">
                  <img
                    src={e.imgSrc}
                    alt=""
                    width={780}
                    height={390}
                    loading={i < 2 ? 'eager' : 'lazy'}
                    className={`aspect-[2/1] w-full rounded-xl bg-gray-50 object-cover ${e.status === 'ended' ? 'opacity-50 grayscale' : ''}`}
                  />
                  <span
                    className={`absolute left-3 top-3 rounded-md px-2 py-1 text-xs font-bold ${e.status === 'ongoing' ? 'bg-brand-600 text-white' : 'bg-gray-700 text-white'}`}
                  >
                    {e.status === 'ongoing' ? '진행 중' : e.status === 'ended' ? '종료' : '오픈 예정'}
                  </span>
                </div>
                <h2 className="mt-2 font-bold">{e.title}</h2>
                <p className="text-sm text-gray-500">{e.summary}</p>
                <p className="mt-0.5 text-xs text-gray-500">
                  {displayDate(e.startDate)} ~ {displayDate(e.endDate)}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={status === 'ongoing' ? '지금 진행 중인 이벤트가 없어요' : '종료된 이벤트가 없어요'}
          action={
            <Link to="/main" className={btn.secondary}>
              홈으로 가기
            </Link>
          }
        >
          새 이벤트가 열리면 이곳에서 알려 드릴게요.
        </EmptyState>
      )}
    </div>
  )
}
