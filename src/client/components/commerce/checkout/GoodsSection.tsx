import type { CouponOption, OrderGoodsItem } from '~/shared/api/commerce-types'
import { comboAllows, comboLabel, nameCarries } from '~/shared/benefits/coupons'
import { formatNumber } from '~/shared/format'
import { Card, Won, field } from '~/client/components/ui'
import type { CheckoutAction } from './state'

/** '감사 쿠폰 (3,000원)'; a name that carries its figure already stays as it is ('생일 축하 15% 할인'). */
export const couponLabel = (c: CouponOption) => {
  const amount = c.dcType === 'RATE' ? `${c.dcValue}%` : `${formatNumber(c.dcValue)}원`
  return nameCarries(c.couponNm, amount) ? c.couponNm : `${c.couponNm} (${amount})`
}

/**
 * One coupon choice of the sheet: every coupon with its 단독 사용 / 중복 사용 가능 label; a choice the shared
 * combination rule refuses next to the coupons chosen elsewhere (`others`) is shown but disabled.
 */
export function CouponOptions({ coupons, others, placeholder }: { coupons: CouponOption[]; others: CouponOption[]; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {coupons.map((c) => {
        const ok = comboAllows(c, others)
        return (
          <option key={c.couponNo} value={c.couponNo} disabled={!ok}>
            {`${couponLabel(c)} · ${comboLabel(c)}${ok ? '' : ' — 선택한 쿠폰과 함께 사용할 수 없어요'}`}
          </option>
        )
      })}
    </>
  )
}

/** A line under the coupon choices when a solo-use coupon is among them. */
export function SoloUseNote({ coupons }: { coupons: CouponOption[] }) {
  if (!coupons.some((c) => c.soloUseYn === 'Y')) return null
  return <p className="mt-2 text-xs text-gray-600">단독 사용 쿠폰은 다른 상품·주문 쿠폰과 함께 사용할 수 없어요.</p>
}

/** 주문 상품: the lines as the server priced them, each with its product-coupon choice (members). */
export function GoodsSection({
  lines,
  coupons,
  lineCoupons,
  othersOf,
  member,
  dispatch,
}: {
  lines: OrderGoodsItem[]
  /** The member's product coupons (scope GOODS). */
  coupons: CouponOption[]
  lineCoupons: Record<string, string>
  /** The coupons chosen elsewhere on the sheet, for one line (see chosenCoupons). */
  othersOf: (itemNo: string) => CouponOption[]
  member: boolean
  dispatch: (a: CheckoutAction) => void
}) {
  return (
    <Card title={`주문 상품 ${lines.length}개`} id="sec-goods">
      <ul className="divide-y divide-gray-100">
        {lines.map((l) => {
          // The coupons the server found for this line (scope, goods type, minimum); one chosen on another line is not offered.
          const usable = coupons.filter(
            (c) =>
              l.couponNos.includes(c.couponNo) && !Object.entries(lineCoupons).some(([item, no]) => item !== l.itemNo && no === c.couponNo),
          )
          return (
            <li key={l.itemNo} className="py-3 first:pt-0 last:pb-0">
              <div className="flex gap-3">
                <img src={l.imgSrc} alt={l.goodsNm} width={64} height={64} className="h-16 w-16 rounded-lg bg-gray-50 object-cover" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="text-xs font-semibold text-gray-500">{l.brandNm}</p>
                  <p className="line-clamp-2 font-medium">{l.goodsNm}</p>
                  <p className="text-xs text-gray-500">
                    {l.itemNm} · {l.buyQtt}개
                  </p>
                  <p className="mt-1 font-bold">
                    <Won value={l.lineAmt - l.couponDcAmt} />
                    {l.couponDcAmt ? (
                      <span className="ml-1 text-xs font-semibold text-accent">쿠폰 −{formatNumber(l.couponDcAmt)}원</span>
                    ) : null}
                  </p>
                </div>
              </div>
              {member ? (
                <div className="mt-2">
                  <label className="sr-only" htmlFor={`coupon-${l.itemNo}`}>
                    {l.goodsNm} 상품 쿠폰
                  </label>
                  <select
                    id={`coupon-${l.itemNo}`}
                    className={field.select}
                    value={lineCoupons[l.itemNo] ?? ''}
                    onChange={(e) => dispatch({ type: 'lineCoupon', itemNo: l.itemNo, couponNo: e.target.value })}
                  >
                    <CouponOptions
                      coupons={usable}
                      others={othersOf(l.itemNo)}
                      placeholder={usable.length ? `상품 쿠폰 선택 (${usable.length}장 보유)` : '사용 가능한 상품 쿠폰이 없어요'}
                    />
                  </select>
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
      {member ? <SoloUseNote coupons={coupons} /> : null}
    </Card>
  )
}
