import { describe, expect, it } from 'vitest'
import { bestCoupons, isBestChoice, type BestCouponOption } from './best-coupons'

const c = (no: string, o: Partial<BestCouponOption>): BestCouponOption => ({
  couponNo: no,
  couponNm: no,
  scope: 'GOODS',
  soloUseYn: 'N',
  dcType: 'AMOUNT',
  dcValue: 0,
  maxDcAmt: null,
  minPayAmt: null,
  ...o,
})

describe('bestCoupons', () => {
  const lines = [
    { itemNo: 'A', lineAmt: 100_000, couponNos: ['G10', 'G5000'] },
    { itemNo: 'B', lineAmt: 30_000, couponNos: ['G10', 'G5000'] },
  ]
  it('puts each product coupon where it saves most, once each, and adds the order coupon on what is left', () => {
    const coupons = [
      c('G10', { dcType: 'RATE', dcValue: 10 }),
      c('G5000', { dcValue: 5000 }),
      c('O3000', { scope: 'ORDER', dcValue: 3000, minPayAmt: 50_000 }),
    ]
    const best = bestCoupons(lines, coupons)
    expect(best).toEqual({ lineCoupons: { A: 'G10', B: 'G5000' }, orderCouponNo: 'O3000', discount: 10_000 + 5000 + 3000 })
  })
  it('keeps a solo-use coupon alone, and takes it only when it beats every combination', () => {
    const big = c('S20', { dcType: 'RATE', dcValue: 20, soloUseYn: 'Y' }) // 20,000 on A alone
    const small = [c('G5000', { dcValue: 5000 }), c('O3000', { scope: 'ORDER', dcValue: 3000 })]
    const l = [{ itemNo: 'A', lineAmt: 100_000, couponNos: ['S20', 'G5000'] }]
    expect(bestCoupons(l, [big, ...small])).toEqual({ lineCoupons: { A: 'S20' }, orderCouponNo: '', discount: 20_000 })
    const weak = c('S20', { dcType: 'RATE', dcValue: 5, soloUseYn: 'Y' }) // 5,000 < 5,000 + 3,000
    expect(bestCoupons(l, [weak, ...small])).toEqual({ lineCoupons: { A: 'G5000' }, orderCouponNo: 'O3000', discount: 8000 })
  })
  it('respects minimums and caps, and answers nothing when nothing applies', () => {
    const capped = c('R50', { dcType: 'RATE', dcValue: 50, maxDcAmt: 4000 })
    const flat = c('G5000', { dcValue: 5000, minPayAmt: 200_000 })
    expect(bestCoupons([{ itemNo: 'A', lineAmt: 100_000, couponNos: ['R50', 'G5000'] }], [capped, flat]).discount).toBe(4000)
    expect(bestCoupons([{ itemNo: 'A', lineAmt: 1000, couponNos: [] }], [flat])).toEqual({
      lineCoupons: {},
      orderCouponNo: '',
      discount: 0,
    })
  })
  it('tells whether the sheet still holds the best choice', () => {
    const best = { lineCoupons: { A: 'G10' }, orderCouponNo: 'O1', discount: 1 }
    expect(isBestChoice(best, { A: 'G10', B: '' }, 'O1')).toBe(true)
    expect(isBestChoice(best, { A: '' }, 'O1')).toBe(false)
    expect(isBestChoice(best, { A: 'G10' }, '')).toBe(false)
  })
})
