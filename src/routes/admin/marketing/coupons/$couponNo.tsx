import { createFileRoute } from '@tanstack/react-router'
import { CouponEditor } from '../-components/CouponEditor'

/** Marketing: one coupon ('new' to create) — kind, benefit, issue, validity, scope, age bands, channel, image; zone publish. */
export const Route = createFileRoute('/admin/marketing/coupons/$couponNo')({
  staticData: { title: '쿠폰 편집' },
  component: CouponEditor,
})
