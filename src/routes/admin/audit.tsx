import { createFileRoute } from '@tanstack/react-router'
import { matching, searchParams, int, text } from '~/shared/url-search'
import { AuditLog } from './-components/AuditLog'

/** SUPER: the access log (who read or changed what, when, from where, why), filters and page in the URL. */
export const Route = createFileRoute('/admin/audit')({
  validateSearch: searchParams({
    loginId: text(40),
    action: matching(/^[a-z.:-]{1,40}$/),
    subject: matching(/^[a-z-]{1,20}:[A-Za-z0-9_-]{1,40}$/),
    from: matching(/^\d{8}$/),
    to: matching(/^\d{8}$/),
    page: int(1, 9999),
  }),
  staticData: { title: '접근 기록' },
  component: AuditLog,
})
