import { createFileRoute } from '@tanstack/react-router'
import { SignInRequired } from '../-components/VoteList'
import { loadPageSeo, seoHeadNoindex } from '~/client/components/Seo'

export const Route = createFileRoute('/styleboard/recommend/create')({
  loader: ({ context: { queryClient } }) => loadPageSeo(queryClient, { title: '스타일 투표 만들기', description: '고민되는 스타일을 다른 고객에게 물어보세요.', path: '/styleboard/recommend/create' }),
  head: ({ loaderData }) => seoHeadNoindex(loaderData?.seo),
  staticData: { title: '투표 만들기' },
  component: () => <SignInRequired action="스타일 투표 만들기" returnUrl="/styleboard/recommend/create" />,
})
