// Refunds from the allocation (issue 24): orders paid with an order coupon, points and a gift card in every
// combination, returned one unit at a time and the last unit cancelled, refund exactly what was paid, tender by tender.
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '../../src/server/env'
import { refundClaim } from '../../src/server/services/refund'
import { DomainError } from '../../src/server/domain-error'
import { call, db, iso, orderBody, payInSandbox, seedCommerce, token } from './commerce-fixture'

const E = env as unknown as Env
const ORIGIN = 'http://shop.test'
const CARD = 'GC00000000000024'
let t1 = ''

beforeAll(async () => {
  await seedCommerce()
  const d = db()
  await d.batch([
    // Order coupons (3,000원) for buyer01, one per order below.
    ...Array.from({ length: 12 }, (_, i) =>
      d
        .prepare(
          `INSERT INTO member_coupons (issue_no, coupon_no, member_no, issue_seq, valid_start_dttm, valid_end_dttm, issue_dttm) VALUES (?1, 2, 1, ?1, ?2, ?3, ?2)`,
        )
        .bind(100 + i, iso(-1), iso(20)),
    ),
    d
      .prepare(
        `INSERT INTO gift_cards (card_no, member_no, card_nm, amount, status, issue_ymd, expire_ymd) VALUES (?1, 1, '다비치 상품권 50만원', 500000, '사용가능', '20260101', '20991231')`,
      )
      .bind(CARD),
    d
      .prepare(`INSERT INTO gift_card_history (card_no, member_no, kind, amount, reg_dttm) VALUES (?1, 1, 'REGISTER', 500000, ?2)`)
      .bind(CARD, iso(-1)),
    d.prepare(`UPDATE point_ledger SET amount = 100000 WHERE member_no = 1`),
  ])
  t1 = await token(1)
})

const cardId = async () =>
  (await db().prepare('SELECT rowid AS id FROM gift_cards WHERE card_no = ?1').bind(CARD).first<{ id: number }>())!.id
const cardBalance = async () =>
  (await db().prepare('SELECT amount FROM gift_cards WHERE card_no = ?1').bind(CARD).first<{ amount: number }>())!.amount
const points = async () =>
  (await db().prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM point_ledger WHERE member_no = 1').first<{ n: number }>())!.n
let nextCoupon = 100

/** Two shapes: A (3 lines, 155,000원, free delivery) and B (2 lines, 45,000원 + 3,000원 delivery). */
const SHAPES = {
  A: {
    goods: [
      { goodsNo: 'G100001', itemNo: 'G100001-01', buyQtt: 1 },
      { goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 2 },
      { goodsNo: 'G100004', itemNo: 'G100004-01', buyQtt: 1 },
    ],
    goodsAmt: 155000,
    dlvr: 0,
  },
  B: {
    goods: [
      { goodsNo: 'G100004', itemNo: 'G100004-01', buyQtt: 3 },
      { goodsNo: 'G100001', itemNo: 'G100001-01', buyQtt: 1 },
    ],
    goodsAmt: 45000,
    dlvr: 3000,
  },
}

async function paidOrder(shape: keyof typeof SHAPES, use: { coupon: boolean; points: boolean; giftCard: boolean }) {
  const s = SHAPES[shape]
  const couponAmt = use.coupon ? 3000 : 0
  const dlvr = s.goodsAmt - couponAmt >= 50000 ? 0 : 3000
  const pointAmt = use.points ? 1300 : 0
  const gc = use.giftCard ? (shape === 'A' ? 20000 : 5000) : 0
  const pay = s.goodsAmt - couponAmt + dlvr - pointAmt - gc
  const r = await call('/api/v1/front/order/payment', {
    token: t1,
    body: orderBody({
      goods: s.goods,
      orderCouponNo: use.coupon ? String(nextCoupon++) : undefined,
      pointUseAmt: pointAmt,
      giftCard: gc ? { cardId: await cardId(), amount: gc } : undefined,
      paymentAmt: pay,
    }),
  })
  expect(r.status, JSON.stringify(r.json)).toBe(200)
  const ordNo = r.json.orderInfoPO.ordNo as string
  await payInSandbox(r.json.orderPayPO.params, 'approve')
  return { ordNo, pay, pointAmt, gc, couponAmt, dlvr }
}

const deliver = (ordNo: string) =>
  db().batch([
    db().prepare(`UPDATE orders SET status = '50', delivered_dttm = ?2 WHERE ord_no = ?1`).bind(ordNo, iso(-1)),
    db().prepare(`UPDATE order_lines SET status = '50' WHERE ord_no = ?1`).bind(ordNo),
  ])

async function returnUnit(ordNo: string, lineNo: number, reasonCd = '20') {
  const r = await call('/api/v1/front/claim/return', { token: t1, body: { ordNo, lines: [{ lineNo, qtt: 1 }], reasonCd } })
  expect(r.status, JSON.stringify(r.json)).toBe(200)
  return r.json.claim as { claimNo: number; refundAmt: number }
}

/** A cancel claim as the claims desk writes it (a partial cancel of named lines). */
async function cancelClaim(ordNo: string, lines: { lineNo: number; qtt: number }[]) {
  const r = await db()
    .prepare(
      `INSERT INTO claims (ord_no, member_no, claim_type, reason_cd, status, lines_json, reg_dttm) VALUES (?1, 1, 'CANCEL', '10', '23', ?2, ?3) RETURNING claim_no`,
    )
    .bind(ordNo, JSON.stringify(lines), new Date().toISOString())
    .first<{ claim_no: number }>()
  return r!.claim_no
}

const combos = [false, true].flatMap((coupon) =>
  [false, true].flatMap((pts) => [false, true].map((giftCard) => ({ coupon, points: pts, giftCard }))),
)

describe('split returns refund exactly what was paid', () => {
  it.each(combos.map((c, i) => ({ ...c, shape: (i % 2 ? 'B' : 'A') as 'A' | 'B' })))(
    'coupon $coupon, points $points, gift card $giftCard (order $shape)',
    async ({ shape, ...use }) => {
      const cardBefore = await cardBalance()
      const pointsBefore = await points()
      const o = await paidOrder(shape, use)
      expect(await cardBalance()).toBe(cardBefore - o.gc)
      expect(await points()).toBe(pointsBefore - o.pointAmt)
      await deliver(o.ordNo)
      // Every unit returned alone (defective: the seller pays shipping), except the last one, cancelled.
      const units = SHAPES[shape].goods.flatMap((g, i) => Array.from({ length: g.buyQtt }, () => i + 1))
      const last = units.pop()!
      const results: Awaited<ReturnType<typeof refundClaim>>[] = []
      for (const lineNo of units) {
        const claim = await returnUnit(o.ordNo, lineNo)
        const done = await refundClaim(E, claim.claimNo, { origin: ORIGIN })
        // The amount the request showed is the amount refunded.
        expect(done.refundAmt).toBe(claim.refundAmt)
        results.push(done)
      }
      results.push(await refundClaim(E, await cancelClaim(o.ordNo, [{ lineNo: last, qtt: 1 }]), { origin: ORIGIN }))
      const sum = (k: 'pay' | 'giftCard' | 'point') => results.reduce((s, r) => s + r[k], 0)
      expect({ pay: sum('pay'), giftCard: sum('giftCard'), point: sum('point') }).toEqual({ pay: o.pay, giftCard: o.gc, point: o.pointAmt })
      expect(results.at(-1)!.whole).toBe(true)
      expect(await cardBalance()).toBe(cardBefore)
      expect(await points()).toBe(pointsBefore)
      // The gateway cancelled exactly the payment, in as many partial cancels as claims.
      const tx = (await call(`/__sandbox/pg/tx/${o.ordNo}`)).json.transactions[0]
      expect(tx).toMatchObject({ price: o.pay, cancel_amt: o.pay, status: 'CANCELLED' })
      // The order coupon is usable again once nothing of the order is left.
      if (use.coupon) {
        const c = await db()
          .prepare(`SELECT use_yn FROM member_coupons WHERE issue_no = ?1`)
          .bind(nextCoupon - 1)
          .first<{ use_yn: string }>()
        expect(c?.use_yn).toBe('N')
      }
      // Every unit was refunded once; nothing more can be.
      const again = await cancelClaimOrNull(o.ordNo)
      expect(again).toBeNull()
    },
  )
})

async function cancelClaimOrNull(ordNo: string) {
  const left = await db()
    .prepare('SELECT COALESCE(SUM(buy_qtt - refund_qtt), 0) AS n FROM order_lines WHERE ord_no = ?1')
    .bind(ordNo)
    .first<{ n: number }>()
  return left!.n > 0 ? left!.n : null
}

describe('exactly once, failures kept, the cap guarded', () => {
  it('N concurrent refunds of one claim: one gateway call, one give-back', async () => {
    const o = await paidOrder('A', { coupon: false, points: true, giftCard: true })
    await deliver(o.ordNo)
    const claim = await returnUnit(o.ordNo, 2)
    const pointsBefore = await points()
    const all = await Promise.allSettled(Array.from({ length: 6 }, () => refundClaim(E, claim.claimNo, { origin: ORIGIN })))
    const done = all
      .filter((r) => r.status === 'fulfilled')
      .map((r) => (r as PromiseFulfilledResult<{ repeated: boolean; point: number }>).value)
    expect(done.filter((r) => !r.repeated)).toHaveLength(1)
    for (const r of all.filter((x) => x.status === 'rejected'))
      expect(((r as PromiseRejectedResult).reason as DomainError).kind).toBe('conflict')
    const calls = await db()
      .prepare(`SELECT COUNT(*) AS n FROM payments WHERE ord_no = ?1 AND kind = 'CANCEL'`)
      .bind(o.ordNo)
      .first<{ n: number }>()
    expect(calls?.n).toBe(1)
    expect(await points()).toBe(pointsBefore + done[0].point)
    const again = await refundClaim(E, claim.claimNo, { origin: ORIGIN })
    expect(again.repeated).toBe(true)
  })

  it('a refused gateway call leaves the refund FAIL; the retry is one caller and gives back once', async () => {
    const o = await paidOrder('A', { coupon: true, points: true, giftCard: false })
    await deliver(o.ordNo)
    const claim = await returnUnit(o.ordNo, 1)
    await call('/__sandbox/pg/switch', { form: { name: 'refund_outage', value: 'on' } })
    try {
      await expect(refundClaim(E, claim.claimNo, { origin: ORIGIN })).rejects.toMatchObject({ kind: 'upstream' })
    } finally {
      await call('/__sandbox/pg/switch', { form: { name: 'refund_outage', value: 'off' } })
    }
    const state = await db().prepare('SELECT state FROM claim_refunds WHERE claim_no = ?1').bind(claim.claimNo).first<{ state: string }>()
    expect(state?.state).toBe('FAIL')
    const pointsBefore = await points()
    const all = await Promise.allSettled(Array.from({ length: 4 }, () => refundClaim(E, claim.claimNo, { origin: ORIGIN })))
    const ok = all.filter((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ repeated: boolean; point: number; pay: number }>[]
    expect(ok.filter((r) => !r.value.repeated)).toHaveLength(1)
    const good = await db()
      .prepare(`SELECT COUNT(*) AS n, SUM(amount) AS amt FROM payments WHERE ord_no = ?1 AND kind = 'CANCEL' AND result_code = '00'`)
      .bind(o.ordNo)
      .first<{ n: number; amt: number }>()
    expect(good).toEqual({ n: 1, amt: ok[0].value.pay })
    expect(await points()).toBe(pointsBefore + ok[0].value.point)
  })

  it('the refund batch refuses to pay back more than was paid, even if the books were tampered with', async () => {
    const o = await paidOrder('B', { coupon: false, points: false, giftCard: false })
    await deliver(o.ordNo)
    const c1 = await returnUnit(o.ordNo, 2)
    await refundClaim(E, c1.claimNo, { origin: ORIGIN })
    // A bug (simulated): the line forgets it was refunded. A second refund of it must still be refused.
    await db().prepare('UPDATE order_lines SET refund_qtt = 0, claim_qtt = 0 WHERE ord_no = ?1 AND line_no = 2').bind(o.ordNo).run()
    await db().prepare('UPDATE order_lines SET alloc_pay_amt = alloc_pay_amt + 40000 WHERE ord_no = ?1 AND line_no = 2').bind(o.ordNo).run()
    const c2 = await cancelClaim(o.ordNo, [{ lineNo: 2, qtt: 1 }])
    await expect(refundClaim(E, c2, { origin: ORIGIN })).rejects.toMatchObject({ kind: 'conflict' })
    const sum = await db()
      .prepare(`SELECT COALESCE(SUM(pay_amt), 0) AS n FROM claim_refunds WHERE ord_no = ?1`)
      .bind(o.ordNo)
      .first<{ n: number }>()
    expect(sum!.n).toBeLessThanOrEqual(o.pay)
  })
})

describe('benefits follow their purchase', () => {
  it('a reviewed line, refunded: the review points are taken back and the 구매 인증 badge goes; the review stays', async () => {
    const o = await paidOrder('A', { coupon: false, points: false, giftCard: false })
    await deliver(o.ordNo)
    const w = await call('/api/v1/front/review', {
      token: t1,
      body: { ordNo: o.ordNo, lineNo: 1, score: 5, content: '착용감이 가볍고 디자인이 마음에 들어요.' },
    })
    expect(w.status).toBe(201)
    const listed = async () =>
      ((await call('/api/v1/front/review/goods/G100001?sort=new&rows=30')).json.list as { reviewNo: number; purchased: boolean }[]).find(
        (r) => r.reviewNo === w.json.reviewNo,
      )
    expect((await listed())?.purchased).toBe(true)
    const before = await points()
    const claim = await returnUnit(o.ordNo, 1)
    const r = await refundClaim(E, claim.claimNo, { origin: ORIGIN })
    expect(r.takeBack).toBe(500)
    expect(await points()).toBe(before - 500)
    expect((await listed())?.purchased).toBe(false)
    // Deleting the review later takes nothing more back.
    const del = await call(`/api/v1/front/review/${w.json.reviewNo}`, { token: t1, method: 'DELETE' })
    expect(del.status).toBe(200)
    expect(await points()).toBe(before - 500)
  })

  it('points already spent: the shortfall comes off the money refunded, the balance never goes below zero', async () => {
    const o = await paidOrder('A', { coupon: false, points: false, giftCard: false })
    await deliver(o.ordNo)
    const w = await call('/api/v1/front/review', {
      token: t1,
      body: { ordNo: o.ordNo, lineNo: 3, score: 4, content: '생각보다 잘 닦이고 휴대하기 좋아요.' },
    })
    expect(w.status).toBe(201)
    // The member spends every point.
    const bal = await points()
    await db()
      .prepare(`INSERT INTO point_ledger (member_no, amount, reason, reg_dttm) VALUES (1, ?1, '구매사용', ?2)`)
      .bind(-bal, new Date().toISOString())
      .run()
    try {
      const claim = await returnUnit(o.ordNo, 3)
      const r = await refundClaim(E, claim.claimNo, { origin: ORIGIN })
      expect(r).toMatchObject({ takeBack: 0, shortfall: 500, pay: 5000 - 500 })
      expect(await points()).toBe(0)
    } finally {
      await db()
        .prepare(`INSERT INTO point_ledger (member_no, amount, reason, reg_dttm) VALUES (1, ?1, '테스트 복구', ?2)`)
        .bind(bal, new Date().toISOString())
        .run()
    }
  })
})
