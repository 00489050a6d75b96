/**
 * 안분 — THE allocation rule for money split across the lines of an order, and the refund of a claim from it.
 *
 * At order time every order-level amount is allocated to the lines and stored per line (order_lines.alloc_*):
 *   1. the order coupon, proportional to the lines' amounts after their own product coupon;
 *   2. the delivery fee, proportional to the lines' goods value (amount − both coupons);
 *   3. points, proportional to the goods value (points never pay the delivery fee);
 *   4. the gift card, proportional to what is left of each line (value + delivery − points);
 *   5. the card/account payment (PG) is the rest of each line, so it sums exactly to the order's payAmt.
 * Each split: floor(total × weight / Σweights) per line, the remainder (a few won) to the largest line (then the
 * next largest, never above a line's capacity) — integer won, the sum exact.
 *
 * A claim refunds units of lines. A line's share for its first k units is floor(share × k / buyQtt), and all of it
 * at k = buyQtt; a claim takes share(before + q) − share(before), so however a line is returned, its refunds add up
 * to its share exactly, and an order's refunds to what was paid — never more.
 */

export interface AllocInputLine {
  lineNo: number
  /** The line's amount after its product coupon (order_lines.line_amt). */
  lineAmt: number
  buyQtt: number
}

export interface OrderTotals {
  orderCouponDcAmt: number
  dlvrAmt: number
  pointUseAmt: number
  giftCardUseAmt: number
}

/** One line's shares (stored as order_lines.alloc_*). coupon + point + giftCard + pay = lineAmt + dlvr. */
export interface LineAllocation {
  lineNo: number
  lineAmt: number
  buyQtt: number
  /** Order-coupon share (a discount, not money). */
  coupon: number
  /** Delivery-fee share. */
  dlvr: number
  point: number
  giftCard: number
  /** Card / account (PG) share. */
  pay: number
}

/**
 * Splits `total` over `weights`: floor shares, the remainder to the largest weight first (ties: the earlier line),
 * each line at most `caps[i]` (default: unbounded). Throws when total cannot fit the caps.
 */
export function allocate(total: number, weights: readonly number[], caps?: readonly number[]): number[] {
  if (!Number.isInteger(total) || total < 0) throw new Error(`allocate: bad total ${total}`)
  const n = weights.length
  const cap = (i: number) => (caps ? caps[i] : Infinity)
  const out = new Array<number>(n).fill(0)
  if (total === 0 || n === 0) {
    if (total > 0) throw new Error('allocate: nothing to allocate to')
    return out
  }
  const W = weights.reduce((s, w) => s + Math.max(0, w), 0)
  if (W > 0) {
    for (let i = 0; i < n; i++) out[i] = Math.min(cap(i), Math.floor((total * Math.max(0, weights[i])) / W))
  }
  let rest = total - out.reduce((s, v) => s + v, 0)
  const order = [...weights.keys()].sort((a, b) => weights[b] - weights[a] || a - b)
  for (const i of order) {
    if (rest <= 0) break
    const room = cap(i) - out[i]
    const take = Math.min(room, rest)
    out[i] += take
    rest -= take
  }
  if (rest > 0) throw new Error(`allocate: ${total} does not fit the lines`)
  return out
}

/** The allocation of an order's totals to its lines (the rule above). */
export function allocateOrder(lines: readonly AllocInputLine[], t: OrderTotals): LineAllocation[] {
  const amts = lines.map((l) => l.lineAmt)
  const coupon = allocate(t.orderCouponDcAmt, amts, amts)
  const value = amts.map((a, i) => a - coupon[i])
  const dlvr = allocate(t.dlvrAmt, value)
  const point = allocate(t.pointUseAmt, value, value)
  const due = value.map((v, i) => v + dlvr[i] - point[i])
  const giftCard = allocate(t.giftCardUseAmt, due, due)
  return lines.map((l, i) => ({
    lineNo: l.lineNo,
    lineAmt: l.lineAmt,
    buyQtt: l.buyQtt,
    coupon: coupon[i],
    dlvr: dlvr[i],
    point: point[i],
    giftCard: giftCard[i],
    pay: due[i] - giftCard[i],
  }))
}

/** The part of `share` that belongs to the first `k` of `qtt` units (all of it at k = qtt). */
export function unitShare(share: number, k: number, qtt: number): number {
  if (k >= qtt) return share
  if (k <= 0) return 0
  return Math.floor((share * k) / qtt)
}

/** What units `before`…`before + q` of a line carry of `share`. */
export function shareOf(share: number, before: number, q: number, qtt: number): number {
  return unitShare(share, before + q, qtt) - unitShare(share, before, qtt)
}

export interface ClaimLine {
  lineNo: number
  qtt: number
}

export interface RefundLine {
  lineNo: number
  qtt: number
  coupon: number
  dlvr: number
  point: number
  giftCard: number
  pay: number
}

/** A claim's refund, tender by tender, after what the rules keep back. */
export interface RefundPlan {
  lines: RefundLine[]
  /** Before deductions: what the claimed units carry of each tender. */
  gross: { pay: number; giftCard: number; point: number; dlvr: number }
  /** Delivery-fee share not refunded (a return for the buyer's reasons: the delivery took place). */
  dlvrKept: number
  /** Return shipping charged to the buyer. */
  fee: number
  /** Points to take back that the balance cannot cover, deducted from the money refunded (what the money cannot
   *  cover either is waived). */
  shortfall: number
  /** What is given back, tender by tender (each ≥ 0). */
  pay: number
  giftCard: number
  point: number
  /** Benefit points taken back (purchase and review points earned on the refunded units). */
  takeBack: number
  /** The claim's refund amount (claims.refund_amt): what goes back through the gateway (= pay); gift card and points apart. */
  refundAmt: number
}

/**
 * The refund of a claim from the stored allocation. `refunded` is each line's quantity refunded before this claim;
 * `keepDelivery` = the return is for the buyer's reasons (the delivery share stays); `fee` the return shipping the
 * buyer pays; `takeBack` the benefit points to take back and `pointBalance` the member's balance before the refund
 * (the take-back never takes the balance below zero: what is short is deducted from the money, card first).
 * Deductions (kept delivery, fee, shortfall) come off the card share first, then the gift card, then points.
 */
export function refundPlan(
  alloc: readonly LineAllocation[],
  refunded: ReadonlyMap<number, number>,
  claim: readonly ClaimLine[],
  opts: { keepDelivery: boolean; fee: number; takeBack?: number; pointBalance?: number },
): RefundPlan {
  const lines: RefundLine[] = []
  for (const c of claim) {
    const a = alloc.find((x) => x.lineNo === c.lineNo)
    if (!a) throw new Error(`refundPlan: no line ${c.lineNo}`)
    const before = refunded.get(c.lineNo) ?? 0
    if (c.qtt <= 0 || before + c.qtt > a.buyQtt) throw new Error(`refundPlan: line ${c.lineNo} has ${a.buyQtt - before} left, not ${c.qtt}`)
    const s = (v: number) => shareOf(v, before, c.qtt, a.buyQtt)
    lines.push({
      lineNo: c.lineNo,
      qtt: c.qtt,
      coupon: s(a.coupon),
      dlvr: s(a.dlvr),
      point: s(a.point),
      giftCard: s(a.giftCard),
      pay: s(a.pay),
    })
  }
  const sum = (k: 'pay' | 'giftCard' | 'point' | 'dlvr') => lines.reduce((t, l) => t + l[k], 0)
  const gross = { pay: sum('pay'), giftCard: sum('giftCard'), point: sum('point'), dlvr: sum('dlvr') }
  const dlvrKept = opts.keepDelivery ? gross.dlvr : 0
  const fee = Math.max(0, opts.fee)
  let due = dlvrKept + fee
  const off = (have: number) => {
    const d = Math.min(have, due)
    due -= d
    return have - d
  }
  let pay = off(gross.pay)
  let giftCard = off(gross.giftCard)
  const point = off(gross.point)
  // The balance after the points of this claim came back pays the take-back; what is short comes off the money.
  const takeBack = Math.max(0, opts.takeBack ?? 0)
  const shortfall = Math.max(0, takeBack - Math.max(0, (opts.pointBalance ?? Infinity) + point))
  due = shortfall
  pay = off(pay)
  giftCard = off(giftCard)
  return {
    lines,
    gross,
    dlvrKept,
    fee,
    shortfall: shortfall - due,
    pay,
    giftCard,
    point,
    takeBack: takeBack - shortfall,
    refundAmt: pay,
  }
}

/** Lines of an order still refundable: quantity bought less quantity refunded. */
export function remainingLines(alloc: readonly LineAllocation[], refunded: ReadonlyMap<number, number>): ClaimLine[] {
  return alloc.map((a) => ({ lineNo: a.lineNo, qtt: a.buyQtt - (refunded.get(a.lineNo) ?? 0) })).filter((l) => l.qtt > 0)
}
