import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { btn } from '~/client/components/ui'
import { ArticleHtml } from '~/client/components/support/CcPage'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { contentQueries } from '~/client/queries/content'
import { orNotFound } from '~/client/queries/not-found'
import { siteQueries } from '~/client/queries/site'
import { displayDate } from '~/shared/calendar'

export const Route = createFileRoute('/event/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    if (!/^\d{1,8}$/.test(id)) throw notFound()
    const [e, seo] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(contentQueries.event(id))),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: e.title,
        description: e.summary,
        image: e.imgSrc,
        path: `/event/${id}`,
        type: 'article',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '이벤트' },
  component: EventPage,
})

function EventPage() {
  const { id } = Route.useParams()
  const { data } = useSuspenseQuery(contentQueries.event(id))
  return (
    <article className="mx-auto max-w-3xl pb-16 md:px-4">
      <img
        src={data.imgSrc}
        alt=""
        width={780}
        height={390}
        fetchPriority="high"
        className="aspect-[2/1] w-full object-cover md:mt-4 md:rounded-2xl"
      />
      <div className="px-4 md:px-0">
        <p
          className={`mt-5 inline-block rounded-md px-2 py-1 text-xs font-bold ${data.status === 'ongoing' ? 'bg-brand-50 text-brand-700' : 'bg-gray-100 text-gray-600'}`}
        >
          {data.status === 'ongoing' ? '진행 중' : data.status === 'ended' ? '종료된 이벤트' : '오픈 예정'}
        </p>
        <h1 className="mt-2 text-2xl font-bold">{data.title}</h1>
        <p className="mt-1 text-sm text-gray-500">
          기간 {displayDate(data.startDate)} ~ {displayDate(data.endDate)}
        </p>
        <p className="mt-4 text-[15px] text-gray-700">{data.summary}</p>
        {data.contentHtml ? <ArticleHtml html={data.contentHtml} /> : null}
        {data.status === 'ended' ? (
          <p className="mt-8 rounded-xl bg-gray-50 p-4 text-sm text-gray-600">
            이 이벤트는 종료되었어요. 진행 중인 다른 이벤트를 확인해 보세요.
          </p>
        ) : null}
        <div className="mt-8 flex gap-2">
          <Link to="/event" className={btn.secondary}>
            이벤트 목록
          </Link>
          <Link to="/main" className={btn.primary}>
            쇼핑하러 가기
          </Link>
        </div>
      </div>
    </article>
  )
}
