/**
 * REFUNDS — the one way money goes back for a claim (cancel, partial cancel, return), from the allocation stored
 * with the order (src/shared/order/allocation.ts, README "Money: allocation and refunds").
 *
 *   refundClaim(env, claimNo, { origin, lines?, now? }): Promise<RefundResult>
 *
 *   - claimNo: a row of `claims` (CANCEL or RETURN). `lines` ([{ lineNo, qtt }]) overrides the claim's own
 *     lines_json (e.g. inspection accepted fewer units); a cancel with no lines refunds everything not yet refunded.
 *   - Exactly once per claim: a second call (a retry, a race, a double click) returns the first result with
 *     `repeated: true`; while another call is refunding it (or another claim of the same order) → DomainError
 *     'conflict'. A gateway refusal leaves the refund FAIL and throws DomainError 'upstream'; calling again retries
 *     it (one caller takes it back), with the same amounts.
 *   - It does not move the claim's or the order's status (the claims workflow does), except the claim's refund_amt.
 *
 * Steps: TAKE (one guarded batch: the plan fixed in claim_refunds, units refunded on the lines, benefits taken back —
 * purchase points, review points and badge, stamps) → the gateway's (partial) cancel for the card share → GIVE (one
 * guarded batch: points and gift card back, coupons back when nothing of the order is left, DONE) → the cash receipt
 * reduced. Both batches end with the cap guards (refunds ≤ what was paid, tender by tender).
 *
 *   previewRefund(db, ordNo, { lines, kind, reasonCd, fee, memberNo }) — the same plan, read-only (return dialog).
 */
import type { ReturnPreview } from '../../shared/api/commerce-types'
import { returnReason } from '../../shared/codes'
import {
  allocate,
  allocateOrder,
  refundPlan,
  remainingLines,
  shareOf,
  type ClaimLine,
  type LineAllocation,
} from '../../shared/order/allocation'
import { isCashPayMethod } from '../../shared/order/cash-receipt'
import type { D1Database } from '@cloudflare/workers-types'
import { guardedBatch, GuardError } from '../db/guard'
import { orderByNo } from '../db/orders'
import { pointBalance } from '../db/points'
import {
  allocLines,
  allocStmt,
  claimForRefund,
  claimRefund,
  failRefund,
  gatewayRefundOf,
  giveStmts,
  orderPaid,
  retakeRefund,
  reviewPointsOf,
  stampBackStmts,
  takeBackStmts,
  takeStmts,
  toAllocation,
  type ClaimRefundRow,
} from '../db/refunds'
import { DomainError } from '../domain-error'
import type { Env } from '../env'
import { cancelCashReceipt, reduceCashReceipt } from './cash'
import { gatewayRefunded, refundPart } from './payment'
import { salesTakeBackStmt } from '../db/signals'

export interface RefundResult {
  claimNo: number
  ordNo: string
  state: 'DONE'
  /** True when an earlier call had refunded this claim already. */
  repeated: boolean
  /** What goes back through the gateway (claims.refund_amt); the gift card and points are apart. */
  refundAmt: number
  pay: number
  giftCard: number
  point: number
  /** Benefit points taken back (purchase + review points of the refunded units). */
  takeBack: number
  /** Points short at take-back time, deducted from the money. */
  shortfall: number
  fee: number
  dlvrKept: number
  /** Nothing of the order is left to refund. */
  whole: boolean
}

/** A refund in flight whose caller vanished is taken over after this long (the gateway log says what was done). */
export const REFUND_STALE_MS = 10 * 60_000

const toResult = (r: ClaimRefundRow, repeated: boolean): RefundResult => ({
  claimNo: r.claim_no,
  ordNo: r.ord_no,
  state: 'DONE',
  repeated,
  refundAmt: r.pay_amt,
  pay: r.pay_amt,
  giftCard: r.gc_amt,
  point: r.point_amt,
  takeBack: r.take_back_amt,
  shortfall: r.shortfall_amt,
  fee: r.fee_amt,
  dlvrKept: r.dlvr_kept_amt,
  whole: r.whole_yn === 'Y',
})

/** The order's stored allocation; an order written before allocation existed is allocated now (same rule). */
async function allocationOf(db: D1Database, ordNo: string) {
  const rows = await allocLines(db, ordNo)
  const paid = await orderPaid(db, ordNo)
  if (!paid || !rows.length) throw DomainError.notFound('주문 정보를 찾을 수 없어요.', 'ordNo')
  const unset = rows.some((r) => r.alloc_yn !== 'Y')
  const alloc = unset
    ? allocateOrder(
        rows.map((r) => ({ lineNo: r.line_no, lineAmt: r.line_amt, buyQtt: r.buy_qtt })),
        {
          orderCouponDcAmt: paid.order_coupon_amt,
          dlvrAmt: paid.dlvr_amt,
          pointUseAmt: paid.point_use_amt,
          giftCardUseAmt: paid.gc_paid,
        },
      )
    : rows.map(toAllocation)
  const refunded = new Map(rows.map((r) => [r.line_no, r.refund_qtt]))
  return { rows, alloc, unset, paid, refunded }
}

export interface PlanInput {
  /** Units to refund; empty → everything not yet refunded. */
  lines: ClaimLine[]
  kind: 'CANCEL' | 'RETURN'
  reasonCd: string
  /** Return shipping the buyer pays (claims.return_fee). */
  fee: number
  memberNo: number | null
}

/** The refund a claim would get now (the plan refundClaim fixes), with the benefits it takes back. */
export async function planRefund(db: D1Database, ordNo: string, input: PlanInput) {
  const a = await allocationOf(db, ordNo)
  const lines = input.lines.length ? input.lines : remainingLines(a.alloc, a.refunded)
  if (!lines.length) throw DomainError.conflict('환불할 수량이 남아 있지 않아요.', 'lines')
  for (const [i, l] of lines.entries()) {
    const al = a.alloc.find((x) => x.lineNo === l.lineNo)
    const left = al ? al.buyQtt - (a.refunded.get(l.lineNo) ?? 0) : 0
    if (!al) throw DomainError.invalid('주문에 없는 상품이에요.', `lines.${i}.lineNo`)
    if (!Number.isInteger(l.qtt) || l.qtt < 1 || l.qtt > left)
      throw DomainError.conflict(`환불할 수 있는 수량은 ${left}개예요.`, `lines.${i}.qtt`)
  }
  // Benefits of the refunded units: purchase points by the same rule (the earned amount split by the lines' value),
  // review points and the badge once the whole line is refunded.
  const earn = a.paid.earned > 0 ? earnShares(a.alloc, a.paid.earned) : null
  const earnBack = earn
    ? lines.reduce((s, l) => {
        const al = a.alloc.find((x) => x.lineNo === l.lineNo)!
        return s + shareOf(earn.get(l.lineNo) ?? 0, a.refunded.get(l.lineNo) ?? 0, l.qtt, al.buyQtt)
      }, 0)
    : 0
  const wholeLines = lines.filter((l) => (a.refunded.get(l.lineNo) ?? 0) + l.qtt === a.alloc.find((x) => x.lineNo === l.lineNo)!.buyQtt)
  const reviews =
    input.memberNo && wholeLines.length
      ? (
          await reviewPointsOf(
            db,
            ordNo,
            wholeLines.map((l) => l.lineNo),
          )
        ).map((r) => ({ lineNo: r.line_no, points: r.point_amt }))
      : []
  const takeBack = input.memberNo ? earnBack + reviews.reduce((s, r) => s + r.points, 0) : 0
  const balance = input.memberNo ? await pointBalance(db, input.memberNo) : 0
  const keepDelivery = input.kind === 'RETURN' && returnReason(input.reasonCd)?.shippingPaidBy === 'buyer'
  const plan = refundPlan(a.alloc, a.refunded, lines, {
    keepDelivery,
    fee: input.kind === 'RETURN' ? input.fee : 0,
    takeBack,
    pointBalance: balance,
  })
  // A payment that never arrived (an unpaid virtual account) has no card share to give back.
  if (a.paid.pg_paid === 0) {
    plan.refundAmt = 0
    plan.pay = 0
  }
  const after = new Map(a.refunded)
  for (const l of lines) after.set(l.lineNo, (after.get(l.lineNo) ?? 0) + l.qtt)
  const whole = remainingLines(a.alloc, after).length === 0
  return { ...a, lines, plan, earnBack, reviews, whole, balance }
}

/** Purchase points earned on an order split by the lines' goods value (the points were earned on it). */
function earnShares(alloc: readonly LineAllocation[], earned: number) {
  const value = alloc.map((x) => x.lineAmt - x.coupon)
  const shares = allocate(earned, value)
  return new Map(alloc.map((x, i) => [x.lineNo, shares[i]]))
}

/** Read-only: what a claim on these lines would refund (the return dialog shows it before the member confirms). */
export async function previewRefund(db: D1Database, ordNo: string, input: PlanInput): Promise<ReturnPreview> {
  const p = await planRefund(db, ordNo, input)
  const { pay, giftCard, point, dlvrKept, fee, takeBack, shortfall, refundAmt } = p.plan
  return {
    pay,
    giftCard,
    point,
    dlvrKept,
    fee,
    takeBack,
    shortfall,
    refundAmt,
    reviewPoints: p.reviews.reduce((s, r) => s + r.points, 0),
    earnBack: p.earnBack,
  }
}

/** Refunds a claim exactly once (see the top of this file). */
export async function refundClaim(
  env: Env,
  claimNo: number,
  opts: { origin: string; lines?: ClaimLine[]; now?: Date },
): Promise<RefundResult> {
  const db = env.DB
  const claim = await claimForRefund(db, claimNo)
  if (!claim) throw DomainError.notFound('클레임 정보를 찾을 수 없어요.', 'claimNo')
  if (claim.claim_type !== 'CANCEL' && claim.claim_type !== 'RETURN')
    throw DomainError.invalid('취소·반품 클레임만 환불할 수 있어요.', 'claimNo')
  // An exchange sends the goods again instead of money (the desk turns it into a return first if it cannot).
  if (claim.exchange_yn) throw DomainError.invalid('교환 클레임은 환불하지 않아요. 반품으로 바꾼 뒤 환불해 주세요.', 'claimNo')

  for (let attempt = 0; attempt < 3; attempt++) {
    const now = opts.now ?? new Date()
    const nowIso = now.toISOString()
    const existing = await claimRefund(db, claimNo)
    if (existing) {
      if (existing.state === 'DONE') return toResult(existing, true)
      const token = crypto.randomUUID()
      const taken = await retakeRefund(db, claimNo, token, new Date(now.getTime() - REFUND_STALE_MS).toISOString(), nowIso)
      if (!taken) throw DomainError.conflict('환불을 처리하고 있어요. 잠시 후 다시 확인해 주세요.', 'claimNo')
      return finish(env, taken, opts.origin)
    }
    const lines = opts.lines ?? (JSON.parse(claim.lines_json || '[]') as ClaimLine[])
    const p = await planRefund(db, claim.ord_no, {
      lines: claim.claim_type === 'CANCEL' && !opts.lines ? [] : lines,
      kind: claim.claim_type,
      reasonCd: claim.reason_cd,
      fee: claim.return_fee,
      memberNo: (await orderByNo(db, claim.ord_no))?.member_no ?? null,
    })
    const token = crypto.randomUUID()
    const memberNo = p.paid.member_no
    const stmts = [
      // An order from before allocation gets its allocation now, once (alloc_yn), in the same batch.
      ...(p.unset ? p.alloc.map((a) => allocStmt(db, claim.ord_no, a, true)) : []),
      ...takeStmts(db, {
        claimNo,
        ordNo: claim.ord_no,
        token,
        plan: p.plan,
        whole: p.whole,
        before: p.refunded,
        nowIso,
      }),
      ...(memberNo
        ? takeBackStmts(db, {
            memberNo,
            ordNo: claim.ord_no,
            claimNo,
            // What the balance cannot cover was deducted from the money: take back only the rest, purchase points first.
            earnBack: Math.min(p.earnBack, p.plan.takeBack),
            reviews: reviewTakeBack(p.reviews, p.plan.takeBack - Math.min(p.earnBack, p.plan.takeBack)),
            nowIso,
          })
        : []),
      ...stampBackStmts(db, claim.ord_no, p.plan.lines),
      // A return's units leave the goods' sales in the refund's batch, once per claim (a cancel's go back with the
      // order's release, releaseStmts).
      ...(claim.claim_type === 'RETURN' ? [salesTakeBackStmt(db, claim.ord_no, `CLAIM-${claimNo}`, p.lines, nowIso)] : []),
    ]
    try {
      await guardedBatch(db, stmts)
    } catch (e) {
      if (!(e instanceof GuardError)) throw e
      // Taken meanwhile by another call, or the balance moved under the take-back: read again.
      if (e.guard === 'unique:claim_refunds.claim_no' || e.guard === 'points' || e.guard === 'refund.line') continue
      if (e.guard === 'unique:claim_refunds.ord_no')
        throw DomainError.conflict('이 주문의 다른 환불을 처리하고 있어요. 잠시 후 다시 시도해 주세요.', 'claimNo')
      console.error(JSON.stringify({ level: 'error', where: 'refund.take', claimNo, guard: e.guard }))
      throw DomainError.conflict('환불 금액이 결제 금액을 넘을 수 없어 환불하지 않았어요. 주문 내역을 확인해 주세요.', 'claimNo')
    }
    return finish(env, (await claimRefund(db, claimNo))!, opts.origin)
  }
  throw DomainError.conflict('환불할 수량이나 포인트가 바뀌었어요. 다시 시도해 주세요.', 'claimNo')
}

/** The review points to take back within `budget` (what the balance covers after purchase points). */
function reviewTakeBack(reviews: { lineNo: number; points: number }[], budget: number) {
  return reviews.map((r) => {
    const points = Math.min(r.points, Math.max(0, budget))
    budget -= points
    return { lineNo: r.lineNo, points }
  })
}

/** The gateway's part and the give-back of a taken refund. */
async function finish(env: Env, r: ClaimRefundRow, origin: string): Promise<RefundResult> {
  const db = env.DB
  const order = (await orderByNo(db, r.ord_no))!
  const paid = (await orderPaid(db, r.ord_no))!
  let receiptChanged = false
  if (r.pay_amt > 0 && !(await gatewayRefundOf(db, r.claim_no))) {
    const before = await gatewayRefunded(db, r.ord_no)
    const full = before === 0 && r.pay_amt === paid.pg_paid
    const g = await refundPart(env, order, {
      claimNo: r.claim_no,
      amount: r.pay_amt,
      partial: full ? null : { price: r.pay_amt, confirmPrice: paid.pg_paid - before - r.pay_amt },
      msg: r.whole_yn === 'Y' ? '주문 환불' : '부분 환불',
      origin,
    })
    if (!g.ok) {
      await failRefund(db, r.claim_no, r.token, g.message)
      throw DomainError.of('upstream', 'claimNo', `환불 중 결제사 오류가 발생했어요. 잠시 후 다시 시도해 주세요. (${g.message})`)
    }
    receiptChanged = true
  }
  const nowIso = new Date().toISOString()
  try {
    await guardedBatch(
      db,
      giveStmts(db, {
        claimNo: r.claim_no,
        ordNo: r.ord_no,
        token: r.token,
        memberNo: paid.member_no,
        point: r.point_amt,
        giftCard: r.gc_amt,
        gcCardNo: paid.gc_card_no,
        refundAmt: r.pay_amt,
        whole: r.whole_yn === 'Y',
        nowIso,
      }),
    )
  } catch (e) {
    // Left TAKEN: a later call takes it over after REFUND_STALE_MS and finds the gateway's refund in the log.
    console.error(JSON.stringify({ level: 'error', where: 'refund.give', claimNo: r.claim_no, message: (e as Error).message }))
    if (e instanceof GuardError && e.guard === 'refund.done') {
      const now = await claimRefund(db, r.claim_no)
      if (now?.state === 'DONE') return toResult(now, true)
    }
    throw DomainError.conflict('환불을 마무리하지 못했어요. 잠시 후 다시 확인해 주세요.', 'claimNo')
  }
  // A cash payment's receipt follows the money (cancelled, or issued anew for what remains); errors stay on the receipt.
  if (receiptChanged && isCashPayMethod(order.pay_method)) {
    const remaining = paid.pg_paid - (await gatewayRefunded(db, r.ord_no))
    const run = remaining > 0 ? reduceCashReceipt(env, order, remaining, origin) : cancelCashReceipt(env, r.ord_no, '환불', origin)
    await Promise.resolve(run).catch((e: unknown) =>
      console.error(JSON.stringify({ level: 'error', where: 'refund.receipt', ordNo: r.ord_no, message: (e as Error).message })),
    )
  }
  return toResult((await claimRefund(db, r.claim_no))!, false)
}
