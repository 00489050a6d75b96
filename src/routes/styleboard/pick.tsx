import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { pageOrigin, pageSeo, seoHead } from '~/client/components/Seo'
import { contentQueries } from '~/client/queries/content'
import { siteQueries } from '~/client/queries/site'
import { VoteList } from './-components/VoteList'

/** Styleboard pick: the results of finished style votes (what shoppers picked). */
export const Route = createFileRoute('/styleboard/pick')({
  loader: async ({ context: { queryClient } }) => {
    const [, seo] = await Promise.all([
      queryClient.ensureQueryData(contentQueries.styleVotes('ended')),
      queryClient.ensureQueryData(siteQueries.seo()),
    ])
    return {
      seo: pageSeo(seo.commonSEO, pageOrigin(), {
        title: '스타일 픽',
        description: '다비치 고객들이 직접 고른 스타일 투표 결과를 확인해 보세요.',
        path: '/styleboard/pick',
      }),
    }
  },
  head: ({ loaderData }) => seoHead(loaderData?.seo),
  staticData: { title: '스타일보드' },
  component: PickPage,
})

function PickPage() {
  const { data } = useSuspenseQuery(contentQueries.styleVotes('ended'))
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16">
      <h1 className="pt-5 text-xl font-bold">스타일 픽</h1>
      <p className="mt-1 text-sm text-gray-500">투표가 끝난 스타일 대결의 결과예요. 가장 많이 뽑힌 스타일을 만나 보세요.</p>
      <VoteList votes={data.votes} emptyTitle="아직 결과가 나온 투표가 없어요" />
    </div>
  )
}
