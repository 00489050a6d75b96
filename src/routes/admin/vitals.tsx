import { createFileRoute } from '@tanstack/react-router'
import { int, searchParams } from '~/shared/url-search'
import { VitalsPage } from './-components/VitalsPage'

/** SUPER: field web vitals of real shoppers' page views, p75 per page template (period in the URL). */
export const Route = createFileRoute('/admin/vitals')({
  validateSearch: searchParams({ days: int(1, 90) }),
  staticData: { title: '현장 성능' },
  component: VitalsPage,
})
