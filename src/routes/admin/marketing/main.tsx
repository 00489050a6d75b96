import { createFileRoute } from '@tanstack/react-router'
import { oneOf, searchParams } from '~/shared/url-search'
import { MainDesk } from './-components/MainDesk'

/** Marketing: the main page's banners (main per goods type, sub, top) — schedule, order — and /main at a chosen time. */
export const Route = createFileRoute('/admin/marketing/main')({
  validateSearch: searchParams({
    type: oneOf(['MAIN', 'SUB', 'TOP'] as const),
    goodsType: oneOf(['01', '02', '03', '04'] as const),
  }),
  staticData: { title: '메인 화면' },
  component: MainDesk,
})
