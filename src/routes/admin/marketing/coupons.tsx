import { createFileRoute } from '@tanstack/react-router'
import { CouponDesk } from './-components/CouponDesk'

/** Marketing: coupons and issuing one to a member segment as a background job with progress. */
export const Route = createFileRoute('/admin/marketing/coupons')({
  staticData: { title: '쿠폰 발급' },
  component: CouponDesk,
})
