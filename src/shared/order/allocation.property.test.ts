// Property: random orders (lines, order coupon, delivery fee, points, gift card) and random claim sequences (units
// returned or cancelled in any order and grouping, any reasons) never refund more than was paid, tender by tender;
// refunding everything with no deductions refunds exactly what was paid.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allocateOrder, refundPlan, remainingLines, type ClaimLine } from './allocation'

const order = fc
  .array(fc.record({ lineAmt: fc.integer({ min: 100, max: 300_000 }), buyQtt: fc.integer({ min: 1, max: 5 }) }), {
    minLength: 1,
    maxLength: 6,
  })
  .chain((lines) => {
    const goods = lines.reduce((s, l) => s + l.lineAmt, 0)
    return fc.record({
      lines: fc.constant(lines.map((l, i) => ({ ...l, lineNo: i + 1 }))),
      coupon: fc.integer({ min: 0, max: goods }),
      dlvr: fc.constantFrom(0, 3000, 6000),
      pointRate: fc.double({ min: 0, max: 1, noNaN: true }),
      gcRate: fc.double({ min: 0, max: 1, noNaN: true }),
    })
  })
  .map(({ lines, coupon, dlvr, pointRate, gcRate }) => {
    const goods = lines.reduce((s, l) => s + l.lineAmt, 0)
    const afterCoupon = goods - coupon
    const pointUseAmt = Math.floor(afterCoupon * pointRate)
    const giftCardUseAmt = Math.floor((afterCoupon - pointUseAmt + dlvr) * gcRate)
    return {
      lines,
      totals: { orderCouponDcAmt: coupon, dlvrAmt: dlvr, pointUseAmt, giftCardUseAmt },
      pay: afterCoupon + dlvr - pointUseAmt - giftCardUseAmt,
    }
  })

/** A claim sequence: a shuffle of every unit, cut into claims of 1–3 units, each with a reason and a fee. */
const claims = (units: number) =>
  fc.record({
    order: fc.array(fc.nat(), { minLength: units, maxLength: units }),
    cuts: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: units, maxLength: units }),
    keep: fc.array(fc.boolean(), { minLength: units, maxLength: units }),
    fee: fc.array(fc.constantFrom(0, 0, 3000, 6000), { minLength: units, maxLength: units }),
    stopAt: fc.integer({ min: 0, max: units }),
  })

describe('refunds from the allocation (property)', () => {
  it('the allocation sums exactly and every line balances', () => {
    fc.assert(
      fc.property(order, (o) => {
        const alloc = allocateOrder(o.lines, o.totals)
        const sum = (k: 'coupon' | 'dlvr' | 'point' | 'giftCard' | 'pay') => alloc.reduce((s, a) => s + a[k], 0)
        expect([sum('coupon'), sum('dlvr'), sum('point'), sum('giftCard'), sum('pay')]).toEqual([
          o.totals.orderCouponDcAmt,
          o.totals.dlvrAmt,
          o.totals.pointUseAmt,
          o.totals.giftCardUseAmt,
          o.pay,
        ])
        for (const a of alloc) {
          expect(a.coupon + a.point + a.giftCard + a.pay).toBe(a.lineAmt + a.dlvr)
          for (const v of [a.coupon, a.dlvr, a.point, a.giftCard, a.pay]) expect(v).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('random claim sequences never refund more than was paid; everything without deductions is exactly what was paid', () => {
    fc.assert(
      fc.property(
        order.chain((o) => fc.tuple(fc.constant(o), claims(o.lines.reduce((s, l) => s + l.buyQtt, 0)))),
        ([o, c]) => {
          const alloc = allocateOrder(o.lines, o.totals)
          const units = o.lines.flatMap((l) => Array.from({ length: l.buyQtt }, () => l.lineNo))
          // Shuffle the units by the random keys, then group them into claims.
          const shuffled = units
            .map((u, i) => [c.order[i], i, u] as const)
            .sort((a, b) => a[0] - b[0] || a[1] - b[1])
            .map((x) => x[2])
          const refunded = new Map<number, number>()
          const total = { pay: 0, giftCard: 0, point: 0 }
          let deducted = false
          let i = 0
          let n = 0
          while (i < shuffled.length) {
            const group = shuffled.slice(i, i + c.cuts[n])
            i += group.length
            const lines: ClaimLine[] = []
            for (const lineNo of group) {
              const l = lines.find((x) => x.lineNo === lineNo)
              if (l) l.qtt++
              else lines.push({ lineNo, qtt: 1 })
            }
            const last = n >= c.stopAt
            const p = refundPlan(alloc, refunded, lines, { keepDelivery: !last && c.keep[n], fee: last ? 0 : c.fee[n] })
            if (p.dlvrKept + p.fee > 0) deducted = true
            for (const l of lines) refunded.set(l.lineNo, (refunded.get(l.lineNo) ?? 0) + l.qtt)
            total.pay += p.pay
            total.giftCard += p.giftCard
            total.point += p.point
            for (const v of [p.pay, p.giftCard, p.point]) expect(v).toBeGreaterThanOrEqual(0)
            expect(total.pay).toBeLessThanOrEqual(o.pay)
            expect(total.giftCard).toBeLessThanOrEqual(o.totals.giftCardUseAmt)
            expect(total.point).toBeLessThanOrEqual(o.totals.pointUseAmt)
            n++
          }
          expect(remainingLines(alloc, refunded)).toEqual([])
          if (!deducted) expect(total).toEqual({ pay: o.pay, giftCard: o.totals.giftCardUseAmt, point: o.totals.pointUseAmt })
        },
      ),
      { numRuns: 500 },
    )
  })
})
