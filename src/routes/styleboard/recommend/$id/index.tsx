import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { btn } from '~/client/components/ui'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { contentQueries } from '~/client/queries/content'
import { siteQueries } from '~/client/queries/site'
import { VoteList } from '../../-components/VoteList'

/** One style vote (its options and results). */
export const Route = createFileRoute('/styleboard/recommend/$id/')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    const [list, seo] = await Promise.all([queryClient.ensureQueryData(contentQueries.styleVotes('all')), queryClient.ensureQueryData(siteQueries.seo())])
    const vote = list.votes.find((v) => String(v.voteNo) === id)
    if (!vote) throw notFound()
    return { seo: pageSeo(seo.commonSEO, pageOrigin(), { title: vote.title, description: vote.description, path: `/styleboard/recommend/${id}` }) }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '스타일 투표' },
  component: VotePage,
})

function VotePage() {
  const { id } = Route.useParams()
  const { data } = useSuspenseQuery(contentQueries.styleVotes('all'))
  const vote = data.votes.filter((v) => String(v.voteNo) === id)
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16">
      <VoteList votes={vote} emptyTitle="투표를 찾을 수 없어요" editable />
      <div className="mt-8 text-center">
        <Link to="/styleboard/recommend" className={btn.secondary}>투표 목록으로</Link>
      </div>
    </div>
  )
}
