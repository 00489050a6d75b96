import type { CouponOption } from '~/shared/api/commerce-types'
import type { PointPolicy } from '~/shared/order/rules'
import { formatNumber } from '~/shared/format'
import { Card, Field, btn, field } from '~/client/components/ui'
import { CouponOptions, SoloUseNote } from './GoodsSection'
import type { CheckoutAction } from './state'

/** 할인 · 포인트 (members): the order coupon and points, within the point policy. */
export function DiscountSection({
  coupons,
  others,
  orderCouponNo,
  pointText,
  balance,
  maxPoint,
  policy,
  error,
  dispatch,
}: {
  /** The member's order coupons (scope ORDER). */
  coupons: CouponOption[]
  /** The product coupons chosen on the lines (see chosenCoupons). */
  others: CouponOption[]
  orderCouponNo: string
  pointText: string
  balance: number
  maxPoint: number
  policy: PointPolicy
  error: (path: string) => string | null
  dispatch: (a: CheckoutAction) => void
}) {
  return (
    <Card title="할인 · 포인트" id="sec-discount">
      <Field label="주문 쿠폰" htmlFor="order-coupon" error={error('orderCouponNo')}>
        <select
          id="order-coupon"
          className={field.select}
          value={orderCouponNo}
          onChange={(e) => dispatch({ type: 'orderCoupon', couponNo: e.target.value })}
        >
          <CouponOptions
            coupons={coupons}
            others={others}
            placeholder={coupons.length ? `주문 쿠폰 선택 (${coupons.length}장 보유)` : '사용 가능한 주문 쿠폰이 없어요'}
          />
        </select>
      </Field>
      <SoloUseNote coupons={coupons} />
      <Field
        className="mt-3"
        label={`포인트 (보유 ${formatNumber(balance)}P · 이 주문 최대 ${formatNumber(maxPoint)}P)`}
        id="points"
        name="points"
        inputMode="numeric"
        placeholder="0"
        value={pointText}
        onChange={(e) => dispatch({ type: 'points', text: e.target.value })}
        error={error('pointUseAmt')}
        hint={`${formatNumber(policy.minBalance)}P 이상 보유 시 ${formatNumber(policy.useUnit)}P 단위로, 상품 금액의 ${policy.maxUseRate}%까지 사용할 수 있어요.${policy.couponCombineYn === 'N' ? ' 쿠폰과 포인트는 함께 사용할 수 없어요.' : ''}`}
        action={
          <button
            type="button"
            className={`${btn.secondary} shrink-0 whitespace-nowrap`}
            onClick={() => dispatch({ type: 'points', text: String(maxPoint) })}
            disabled={!maxPoint}
          >
            모두 사용
          </button>
        }
      />
    </Card>
  )
}
