import { createFileRoute } from '@tanstack/react-router'
import { matching, NIGHT_KEY, searchParams } from '~/shared/url-search'
import { JobsPage } from './-components/JobsPage'

/** SUPER: the nightly work on the queues — the last nights' summaries and one night per job (the night in the URL). */
export const Route = createFileRoute('/admin/jobs')({
  validateSearch: searchParams({ run: matching(NIGHT_KEY) }),
  staticData: { title: '야간 작업' },
  component: JobsPage,
})
