import { createFileRoute } from '@tanstack/react-router'
import { int, oneOf, searchParams } from '~/shared/url-search'
import { ClaimsQueue } from './-components/ClaimsQueue'

/** CLAIMS: the claims queue — late refunds first, each claim's age and legal deadline; filters and page in the URL. */
export const Route = createFileRoute('/admin/claims/')({
  validateSearch: searchParams({
    state: oneOf(['OPEN', 'LATE', 'REQUESTED', 'PICKUP_BOOKED', 'RECEIVED', 'INSPECTED', 'REFUNDING', 'REFUND_FAIL', 'DONE', 'REJECTED']),
    type: oneOf(['CANCEL', 'RETURN', 'EXCHANGE']),
    page: int(1, 9999),
  }),
  staticData: { title: '클레임 처리' },
  component: ClaimsQueue,
})
