import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { btn } from '~/client/components/ui'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { contentQueries } from '~/client/queries/content'
import { siteQueries } from '~/client/queries/site'
import { VoteList } from '../-components/VoteList'

export const Route = createFileRoute('/styleboard/recommend/')({
  loader: async ({ context: { queryClient } }) => {
    const [, seo] = await Promise.all([
      queryClient.ensureQueryData(contentQueries.styleVotes('all')),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '스타일 투표',
        description: '어떤 안경이 더 잘 어울릴까요? 스타일 투표에 참여해 보세요.',
        path: '/styleboard/recommend',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '스타일보드' },
  component: RecommendPage,
})

function RecommendPage() {
  const { data } = useSuspenseQuery(contentQueries.styleVotes('all'))
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16">
      <h1 className="pt-5 text-xl font-bold">스타일 투표</h1>
      <p className="mt-1 text-sm text-gray-500">고민되는 스타일, 다른 고객에게 물어보세요.</p>
      <VoteList votes={data.votes} emptyTitle="진행 중인 투표가 없어요" />
      <div className="sticky bottom-20 mt-8 flex justify-center md:bottom-6">
        <Link to="/styleboard/recommend/create" className={`${btn.primary} shadow-lg`}>
          + 투표 만들기
        </Link>
      </div>
    </div>
  )
}
