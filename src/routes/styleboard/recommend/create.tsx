import { createFileRoute } from '@tanstack/react-router'
import { SignInRequired } from '../-components/VoteList'

export const Route = createFileRoute('/styleboard/recommend/create')({
  head: () => ({ meta: [{ title: '스타일 투표 만들기 | 다비치마켓' }, { name: 'robots', content: 'noindex' }] }),
  staticData: { title: '투표 만들기' },
  component: () => <SignInRequired action="스타일 투표 만들기" returnUrl="/styleboard/recommend/create" />,
})
