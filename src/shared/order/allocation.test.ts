import { describe, expect, it } from 'vitest'
import { allocate, allocateOrder, refundPlan, remainingLines, shareOf, unitShare } from './allocation'

describe('allocate (안분)', () => {
  it('splits proportionally, the remainder to the largest line, the sum exact', () => {
    expect(allocate(5000, [30000, 20000, 10000])).toEqual([2501, 1666, 833])
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocate(0, [5, 5])).toEqual([0, 0])
  })
  it('never gives a line more than its cap, spilling to the next largest', () => {
    expect(allocate(10, [5, 5], [5, 5])).toEqual([5, 5])
    expect(allocate(7, [100, 1], [3, 10])).toEqual([3, 4])
    expect(() => allocate(11, [5, 5], [5, 5])).toThrow()
  })
})

describe('allocateOrder: a worked example', () => {
  // Three lines 30,000 / 20,000 / 10,000 (after product coupons), order coupon 5,000, free delivery, 3,000 P, 10,000원 gift card.
  const alloc = allocateOrder(
    [
      { lineNo: 1, lineAmt: 30000, buyQtt: 1 },
      { lineNo: 2, lineAmt: 20000, buyQtt: 2 },
      { lineNo: 3, lineAmt: 10000, buyQtt: 1 },
    ],
    { orderCouponDcAmt: 5000, dlvrAmt: 0, pointUseAmt: 3000, giftCardUseAmt: 10000 },
  )
  it('stores each tender per line', () => {
    expect(alloc.map((a) => [a.coupon, a.point, a.giftCard, a.pay])).toEqual([
      [2501, 1500, 5001, 20998],
      [1666, 1000, 3333, 14001],
      [833, 500, 1666, 7001],
    ])
  })
  it('sums exactly to the order totals, and each line balances', () => {
    expect(alloc.reduce((s, a) => s + a.pay, 0)).toBe(42000)
    for (const a of alloc) expect(a.coupon + a.point + a.giftCard + a.pay).toBe(a.lineAmt + a.dlvr)
  })
  it('refunds each line from its shares, and everything returned one by one is exactly what was paid', () => {
    const refunded = new Map<number, number>()
    const total = { pay: 0, giftCard: 0, point: 0 }
    for (const claim of [[{ lineNo: 2, qtt: 1 }], [{ lineNo: 1, qtt: 1 }], [{ lineNo: 2, qtt: 1 }], [{ lineNo: 3, qtt: 1 }]]) {
      const p = refundPlan(alloc, refunded, claim, { keepDelivery: false, fee: 0 })
      for (const c of claim) refunded.set(c.lineNo, (refunded.get(c.lineNo) ?? 0) + c.qtt)
      total.pay += p.pay
      total.giftCard += p.giftCard
      total.point += p.point
    }
    expect(total).toEqual({ pay: 42000, giftCard: 10000, point: 3000 })
    expect(remainingLines(alloc, refunded)).toEqual([])
  })
  it('line 2, one of two units: half its shares (rounded down), the other unit gets the rest', () => {
    const p = refundPlan(alloc, new Map(), [{ lineNo: 2, qtt: 1 }], { keepDelivery: false, fee: 0 })
    expect([p.pay, p.giftCard, p.point]).toEqual([7000, 1666, 500])
    const q = refundPlan(alloc, new Map([[2, 1]]), [{ lineNo: 2, qtt: 1 }], { keepDelivery: false, fee: 0 })
    expect([q.pay, q.giftCard, q.point]).toEqual([7001, 1667, 500])
  })
  it('refuses more units than are left', () => {
    expect(() => refundPlan(alloc, new Map([[1, 1]]), [{ lineNo: 1, qtt: 1 }], { keepDelivery: false, fee: 0 })).toThrow()
  })
})

describe('delivery fee, return fee and the benefit take-back', () => {
  // 20,000 + 10,000, delivery 3,000, no discounts, 1,000 P: card pays 32,000.
  const alloc = allocateOrder(
    [
      { lineNo: 1, lineAmt: 20000, buyQtt: 1 },
      { lineNo: 2, lineAmt: 10000, buyQtt: 1 },
    ],
    { orderCouponDcAmt: 0, dlvrAmt: 3000, pointUseAmt: 1000, giftCardUseAmt: 0 },
  )
  it('allocates the delivery fee by value', () => {
    expect(alloc.map((a) => [a.dlvr, a.point, a.pay])).toEqual([
      [2000, 667, 21333],
      [1000, 333, 10667],
    ])
  })
  it("a change-of-mind return keeps the line's delivery share and charges the return fee from the card share", () => {
    const p = refundPlan(alloc, new Map(), [{ lineNo: 2, qtt: 1 }], { keepDelivery: true, fee: 3000 })
    expect([p.pay, p.point, p.dlvrKept, p.fee]).toEqual([10667 - 1000 - 3000, 333, 1000, 3000])
  })
  it('a defective return refunds the delivery share and charges nothing', () => {
    const p = refundPlan(alloc, new Map(), [{ lineNo: 2, qtt: 1 }], { keepDelivery: false, fee: 0 })
    expect([p.pay, p.point]).toEqual([10667, 333])
  })
  it('points taken back beyond the balance are deducted from the money; never below zero', () => {
    // 500 P of review points to take back, balance 100 P: the 333 P coming back and 100 P cover 433 P; 67 short.
    const p = refundPlan(alloc, new Map(), [{ lineNo: 2, qtt: 1 }], { keepDelivery: false, fee: 0, takeBack: 500, pointBalance: 100 })
    expect([p.takeBack, p.shortfall, p.pay, p.point]).toEqual([433, 67, 10667 - 67, 333])
  })
  it('unitShare / shareOf add up to the share', () => {
    expect(unitShare(1000, 1, 3) + shareOf(1000, 1, 1, 3) + shareOf(1000, 2, 1, 3)).toBe(1000)
  })
})
