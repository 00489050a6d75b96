import { createFileRoute, notFound } from '@tanstack/react-router'
import { SignInRequired } from '../../-components/VoteList'

export const Route = createFileRoute('/styleboard/recommend/$id/edit')({
  loader: ({ params: { id } }) => {
    if (!/^\d{1,8}$/.test(id)) throw notFound()
  },
  head: () => ({ meta: [{ title: '스타일 투표 수정 | 다비치마켓' }, { name: 'robots', content: 'noindex' }] }),
  staticData: { title: '투표 수정' },
  component: EditPage,
})

function EditPage() {
  const { id } = Route.useParams()
  return <SignInRequired action={`스타일 투표 수정 (${id}번)`} returnUrl={`/styleboard/recommend/${id}/edit`} />
}
