import { createFileRoute } from '@tanstack/react-router'
import { oneOf, searchParams } from '~/shared/url-search'
import { KeywordDesk } from './-components/KeywordDesk'

/** MD: the "#키워드" shelves of /main per goods type — keyword, goods in order, schedule, order of the tabs. */
export const Route = createFileRoute('/admin/goods/keywords')({
  validateSearch: searchParams({ type: oneOf(['01', '02', '03', '04', '05'] as const) }),
  staticData: { title: '키워드 선반' },
  component: KeywordDesk,
})
