import { createFileRoute } from '@tanstack/react-router'
import { int, oneOf, searchParams, text } from '~/shared/url-search'
import { GoodsList } from './-components/GoodsList'

/** MD: the catalogue — search by name or number, filters (type, display, sold out), sort, paging. */
export const Route = createFileRoute('/admin/goods/')({
  validateSearch: searchParams({
    q: text(50),
    type: oneOf(['01', '02', '03', '04', '05'] as const),
    display: oneOf(['Y', 'N'] as const),
    stock: oneOf(['out'] as const),
    sort: oneOf(['new', 'name', 'price', 'stock'] as const),
    page: int(1, 9999),
  }),
  staticData: { title: '상품 관리' },
  component: GoodsList,
})
