import { createFileRoute } from '@tanstack/react-router'
import { CouponDesk } from '../-components/CouponDesk'

/** Marketing: coupons (every kind, in the zone or not), a new coupon, and issuing one to a member segment as a background job. */
export const Route = createFileRoute('/admin/marketing/coupons/')({
  staticData: { title: '쿠폰' },
  component: CouponDesk,
})
