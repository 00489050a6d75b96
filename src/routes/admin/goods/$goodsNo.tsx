import { createFileRoute } from '@tanstack/react-router'
import { GoodsEditor } from './-components/GoodsEditor'

/** MD: one goods' editor (`new` creates one): names, type, attributes, prices, flags, SKUs, pictures, description. */
export const Route = createFileRoute('/admin/goods/$goodsNo')({
  staticData: { title: '상품 편집' },
  component: GoodsEditor,
})
