import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { SignInRequired } from '../-components/VoteList'
import { loadPageSeo, seoHeadNoindex } from '~/client/components/Seo'
import { ListSkeleton } from '~/client/components/ui'
import { VotePostForm } from '~/client/components/voice/VotePostForm'
import { memberQueries } from '~/client/queries/member'

export const Route = createFileRoute('/styleboard/recommend/create')({
  loader: ({ context: { queryClient } }) =>
    loadPageSeo(queryClient, {
      title: '스타일 투표 만들기',
      description: '고민되는 스타일을 다른 고객에게 물어보세요.',
      path: '/styleboard/recommend/create',
    }),
  head: ({ loaderData }) => seoHeadNoindex(loaderData?.seo),
  staticData: { title: '투표 만들기' },
  component: function CreatePage() {
    const member = useQuery(memberQueries.info())
    if (member.isPending) return <ListSkeleton rows={3} media />
    if (!member.data) return <SignInRequired action="스타일 투표 만들기" returnUrl="/styleboard/recommend/create" />
    return (
      <div className="mx-auto max-w-2xl px-4 pt-5 pb-16">
        <h1 className="text-xl font-bold">스타일 투표 만들기</h1>
        <p className="mt-1 mb-5 text-sm text-gray-500">고민되는 안경을 2~4개 올리고 다른 고객의 의견을 들어 보세요.</p>
        <VotePostForm />
      </div>
    )
  },
})
