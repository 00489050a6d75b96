import { createFileRoute } from '@tanstack/react-router'
import { BrandDesk } from './-components/BrandDesk'

/** MD: brands — create, rename, order, show/hide in the shop; a brand with goods cannot be deleted. */
export const Route = createFileRoute('/admin/goods/brands')({
  staticData: { title: '브랜드' },
  component: BrandDesk,
})
