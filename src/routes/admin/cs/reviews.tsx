import { createFileRoute } from '@tanstack/react-router'
import { int, matching, oneOf, searchParams, text } from '~/shared/url-search'
import { ReviewDesk } from './-components/ReviewDesk'

/** CS: reviews with filters (score, photo, blinded), blind/unblind with a reason, the shop's reply. */
export const Route = createFileRoute('/admin/cs/reviews')({
  validateSearch: searchParams({
    score: matching(/^[1-5]$/),
    photo: oneOf(['Y', 'N'] as const),
    blinded: oneOf(['Y', 'N'] as const),
    keyword: text(50),
    sort: oneOf(['new', 'old', 'score'] as const),
    page: int(1, 9999),
  }),
  staticData: { title: '리뷰 관리' },
  component: ReviewDesk,
})
