import { createFileRoute } from '@tanstack/react-router'
import { int, searchParams, text } from '~/shared/url-search'
import { MemberSearch } from '../-components/MemberSearch'

/** CS: member look-up (masked). */
export const Route = createFileRoute('/admin/cs/members/')({
  validateSearch: searchParams({ q: text(40), page: int(1, 9999) }),
  staticData: { title: '회원 조회' },
  component: MemberSearch,
})
