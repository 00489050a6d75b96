import { createFileRoute } from '@tanstack/react-router'
import { oneOf, searchParams } from '~/shared/url-search'
import { CategoryDesk } from './-components/CategoryDesk'

/** MD: categories per goods type — create, rename, order, show/hide in the shop; one with goods cannot be deleted. */
export const Route = createFileRoute('/admin/goods/categories')({
  validateSearch: searchParams({ type: oneOf(['01', '02', '03', '04', '05'] as const) }),
  staticData: { title: '카테고리' },
  component: CategoryDesk,
})
