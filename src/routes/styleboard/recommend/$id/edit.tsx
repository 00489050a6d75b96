import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadPageSeo, seoHeadNoindex } from '~/client/components/Seo'
import { SignInRequired } from '../../-components/VoteList'

export const Route = createFileRoute('/styleboard/recommend/$id/edit')({
  loader: ({ context: { queryClient }, params: { id } }) => {
    if (!/^\d{1,8}$/.test(id)) throw notFound()
    return loadPageSeo(queryClient, { title: '스타일 투표 수정', description: '내가 올린 스타일 투표를 고쳐요.', path: `/styleboard/recommend/${id}/edit` })
  },
  head: ({ loaderData }) => seoHeadNoindex(loaderData?.seo),
  staticData: { title: '투표 수정' },
  component: EditPage,
})

function EditPage() {
  const { id } = Route.useParams()
  return <SignInRequired action={`스타일 투표 수정 (${id}번)`} returnUrl={`/styleboard/recommend/${id}/edit`} />
}
