import { createFileRoute } from '@tanstack/react-router'
import { GoodsBulk } from './-components/GoodsBulk'

/** MD: bulk price and stock changes from a CSV — preview, then all rows or none. */
export const Route = createFileRoute('/admin/goods/bulk')({
  staticData: { title: '가격·재고 일괄 변경' },
  component: GoodsBulk,
})
