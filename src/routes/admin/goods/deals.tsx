import { createFileRoute } from '@tanstack/react-router'
import { int, oneOf, searchParams } from '~/shared/url-search'
import { DealDesk } from './-components/DealDesk'

/** MD: time deals — price, window (Seoul time), stock cap; shown on /main and the goods cards at once. */
export const Route = createFileRoute('/admin/goods/deals')({
  validateSearch: searchParams({ state: oneOf(['running', 'scheduled', 'ended', 'all'] as const), page: int(1, 9999) }),
  staticData: { title: '타임딜' },
  component: DealDesk,
})
