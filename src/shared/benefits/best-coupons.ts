/**
 * The best coupon combination of an order sheet, applied when it opens ("최대 할인 적용됨"; the shopper may change it).
 * The same pricing as the server (src/server/services/order.ts): a product coupon discounts its line
 * (couponDiscount of the line amount), each member coupon once; the order coupon discounts the goods amount
 * after the product coupons; and THE combination rule (couponComboError): a solo-use coupon is the order's only one.
 * Exhaustive over the sheet's few lines and coupons (bounded), so "best" is the true maximum.
 */
import { couponComboError } from './coupons'
import { couponDiscount, type CouponBenefit } from '../order/rules'

export interface BestCouponLine {
  itemNo: string
  lineAmt: number
  /** The member's product coupons that fit this line. */
  couponNos: string[]
}
export interface BestCouponOption extends CouponBenefit {
  couponNo: string
  couponNm: string
  scope: 'GOODS' | 'ORDER'
  soloUseYn: 'Y' | 'N'
  endDttm?: string | null
}
export interface BestCoupons {
  lineCoupons: Record<string, string>
  orderCouponNo: string
  discount: number
}

const NONE: BestCoupons = { lineCoupons: {}, orderCouponNo: '', discount: 0 }
/** Searches at most this many combinations (a sheet has a handful of lines and coupons). */
const MAX_STEPS = 50_000

export function bestCoupons(lines: readonly BestCouponLine[], coupons: readonly BestCouponOption[]): BestCoupons {
  const byNo = new Map(coupons.map((c) => [c.couponNo, c]))
  const orderCoupons = coupons.filter((c) => c.scope === 'ORDER')
  let best = NONE
  let bestKey = [0, 0, ''] as [number, number, string]
  let steps = 0
  // Better: more discount, then fewer coupons (keep some for later), then the soonest-expiring ones used first.
  const consider = (lineCoupons: Record<string, string>, orderCouponNo: string, discount: number) => {
    const used = [...Object.values(lineCoupons), ...(orderCouponNo ? [orderCouponNo] : [])]
    const picks = used.map((no) => byNo.get(no)!)
    if (couponComboError(picks, { pointUseAmt: 0, couponCombineYn: 'Y' })) return
    const expiry = picks
      .map((p) => p.endDttm ?? '9999')
      .sort()
      .join('|')
    const key: [number, number, string] = [discount, -used.length, expiry]
    const better = key[0] > bestKey[0] || (key[0] === bestKey[0] && (key[1] > bestKey[1] || (key[1] === bestKey[1] && key[2] < bestKey[2])))
    if (better && discount > 0) {
      best = { lineCoupons: { ...lineCoupons }, orderCouponNo, discount }
      bestKey = key
    }
  }
  const finish = (lineCoupons: Record<string, string>, lineDc: number, usedNos: Set<string>) => {
    const base = lines.reduce((s, l) => s + l.lineAmt, 0) - lineDc
    consider(lineCoupons, '', lineDc)
    for (const oc of orderCoupons) {
      if (usedNos.has(oc.couponNo)) continue
      const dc = couponDiscount(oc, base)
      if (dc > 0) consider(lineCoupons, oc.couponNo, lineDc + dc)
    }
  }
  const walk = (i: number, lineCoupons: Record<string, string>, lineDc: number, usedNos: Set<string>) => {
    if (++steps > MAX_STEPS) return
    if (i === lines.length) return finish(lineCoupons, lineDc, usedNos)
    const line = lines[i]
    walk(i + 1, lineCoupons, lineDc, usedNos)
    for (const no of line.couponNos) {
      const c = byNo.get(no)
      if (!c || c.scope !== 'GOODS' || usedNos.has(no)) continue
      const dc = couponDiscount(c, line.lineAmt)
      if (dc <= 0) continue
      usedNos.add(no)
      walk(i + 1, { ...lineCoupons, [line.itemNo]: no }, lineDc + dc, usedNos)
      usedNos.delete(no)
    }
  }
  walk(0, {}, 0, new Set())
  return best
}

/** True when the sheet's choice is the best one (the "최대 할인 적용됨" mark). */
export function isBestChoice(best: BestCoupons, lineCoupons: Record<string, string>, orderCouponNo: string): boolean {
  const chosen = Object.entries(lineCoupons).filter(([, no]) => no)
  return (
    best.discount > 0 &&
    orderCouponNo === best.orderCouponNo &&
    chosen.length === Object.keys(best.lineCoupons).length &&
    chosen.every(([item, no]) => best.lineCoupons[item] === no)
  )
}
