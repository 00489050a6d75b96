import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { VoteDetail } from '~/client/components/voice/VoteDetail'
import { orNotFound } from '~/client/queries/not-found'
import { siteQueries } from '~/client/queries/site'
import { styleVoteQueries } from '~/client/queries/voice'

/** One style vote: its looks, the reader's ballot and (after voting) the live results. */
export const Route = createFileRoute('/styleboard/recommend/$id/')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    if (!/^\d{1,8}$/.test(id)) throw notFound()
    const [{ vote }, seo] = await Promise.all([
      orNotFound(queryClient.ensureQueryData(styleVoteQueries.detail(id))),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: vote.title,
        description: vote.description || '어떤 스타일이 더 잘 어울릴까요? 투표에 참여해 보세요.',
        path: `/styleboard/recommend/${id}`,
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '스타일 투표' },
  component: function VotePage() {
    const { id } = Route.useParams()
    return (
      <div className="mx-auto max-w-3xl px-4 pt-5 pb-16">
        <VoteDetail voteNo={id} />
      </div>
    )
  },
})
