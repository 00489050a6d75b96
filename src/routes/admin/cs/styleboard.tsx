import { createFileRoute } from '@tanstack/react-router'
import { int, oneOf, searchParams } from '~/shared/url-search'
import { StyleDesk } from './-components/StyleDesk'

/** CS: members' style-vote posts and their reports: restore or remove. */
export const Route = createFileRoute('/admin/cs/styleboard')({
  validateSearch: searchParams({ state: oneOf(['hidden', 'reported', 'all'] as const), page: int(1, 9999) }),
  staticData: { title: '스타일 투표' },
  component: StyleDesk,
})
