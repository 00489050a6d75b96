import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { loadPageSeo, seoHeadNoindex } from '~/client/components/Seo'
import { EmptyState, ErrorState, ListSkeleton, btn } from '~/client/components/ui'
import { VotePostForm } from '~/client/components/voice/VotePostForm'
import { memberQueries } from '~/client/queries/member'
import { orNotFound } from '~/client/queries/not-found'
import { styleVoteQueries } from '~/client/queries/voice'
import { SignInRequired } from '../../-components/VoteList'

export const Route = createFileRoute('/styleboard/recommend/$id/edit')({
  loader: async ({ context: { queryClient, member }, params: { id } }) => {
    if (!/^\d{1,8}$/.test(id)) throw notFound()
    if (member) await orNotFound(queryClient.ensureQueryData(styleVoteQueries.detail(id)))
    return loadPageSeo(queryClient, {
      title: '스타일 투표 수정',
      description: '내가 올린 스타일 투표를 고쳐요.',
      path: `/styleboard/recommend/${id}/edit`,
    })
  },
  head: ({ loaderData }) => seoHeadNoindex(loaderData?.seo),
  staticData: { title: '투표 수정' },
  component: EditPage,
})

function EditPage() {
  const { id } = Route.useParams()
  const member = useQuery(memberQueries.info())
  const q = useQuery({ ...styleVoteQueries.detail(id), enabled: !!member.data })
  const back = (
    <Link to="/styleboard/recommend/$id" params={{ id }} className={btn.secondary}>
      투표로 돌아가기
    </Link>
  )
  if (member.isPending) return <ListSkeleton rows={3} media />
  if (!member.data) return <SignInRequired action="스타일 투표 수정" returnUrl={`/styleboard/recommend/${id}/edit`} />
  if (q.isPending) return <ListSkeleton rows={3} media />
  if (q.isError) return <ErrorState title="투표를 불러오지 못했어요." action={back} />
  const v = q.data.vote
  return (
    <div className="mx-auto max-w-2xl px-4 pt-5 pb-16">
      <h1 className="text-xl font-bold">스타일 투표 수정</h1>
      {!v.mine ? (
        <EmptyState title="내가 올린 투표만 고칠 수 있어요" action={back} />
      ) : v.status === 'ended' ? (
        <EmptyState title="마감된 투표는 고칠 수 없어요" action={back} />
      ) : (
        <div className="mt-5">
          <VotePostForm editing={v} />
        </div>
      )}
    </div>
  )
}
