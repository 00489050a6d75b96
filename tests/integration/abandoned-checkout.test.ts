// An abandoned payment window leaves nothing locked (issue 30): a member's new payment attempt releases the
// checkout left in a payment window — stock, coupons, points — in the new order's own batch; a checkout that a
// gateway return holds is never released; N concurrent attempts leave the coupon used at most once, never stuck.
import { beforeAll, describe, expect, it } from 'vitest'
import { abandonedReleaseStmts } from '../../src/server/db/orders'
import { guardedBatch, GuardError } from '../../src/server/db/guard'
import { call, db, orderBody, seedCommerce, token } from './commerce-fixture'

let t1 = ''
beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
})

const N = 20
// 보스턴 뿔테 30,000원 with the member's frame coupon (10% → 3,000원), delivery 3,000원.
const withCoupon = (over: Record<string, unknown> = {}) =>
  orderBody({ goods: [{ goodsNo: 'G100001', itemNo: 'G100001-01', buyQtt: 1, couponNo: '11' }], paymentAmt: 30000, ...over })
const one = async <T>(sql: string, ...args: unknown[]) =>
  (await db()
    .prepare(sql)
    .bind(...args)
    .first<T>())!
const statusOf = async (ordNo: string) => (await one<{ status: string }>('SELECT status FROM orders WHERE ord_no = ?1', ordNo)).status
const stock = async () => (await one<{ n: number }>(`SELECT stock_qtt AS n FROM goods_items WHERE item_no = 'G100001-01'`)).n
const balance = async () => (await one<{ n: number }>('SELECT COALESCE(SUM(amount), 0) AS n FROM point_ledger WHERE member_no = 1')).n
const couponHolders = async () =>
  (await db().prepare(`SELECT ord_no FROM order_coupon_uses WHERE coupon_key = '11'`).all<{ ord_no: string }>()).results.map(
    (r) => r.ord_no,
  )
const memberCoupon = () => one<{ use_yn: string; ord_no: string | null }>('SELECT use_yn, ord_no FROM member_coupons WHERE issue_no = 11')
const pendingOf = async () =>
  (await db().prepare(`SELECT ord_no FROM orders WHERE member_no = 1 AND status = '01'`).all<{ ord_no: string }>()).results.map(
    (r) => r.ord_no,
  )

async function attempt(body = withCoupon()) {
  const r = await call('/api/v1/front/order/payment', { token: t1, body })
  expect(r.status, JSON.stringify(r.json)).toBe(200)
  return r.json.orderInfoPO.ordNo as string
}
/** Ends the test's live checkout so the next test starts with nothing held. */
const close = (ordNo: string) => call('/api/v1/front/order/pg/close', { token: t1, body: { ordNo } })

describe('an abandoned payment window', () => {
  it('is released by the next attempt, in that attempt’s batch: coupon, points and stock come back once', async () => {
    const [stock0, bal0] = [await stock(), await balance()]
    const abandoned = await attempt(withCoupon({ pointUseAmt: 1000, paymentAmt: 29000 }))
    expect(await stock()).toBe(stock0 - 1)
    expect(await balance()).toBe(bal0 - 1000)

    // A fresh order sheet counts what the abandoned checkout holds as the member's again.
    const page = await call('/api/v1/front/order/page', {
      token: t1,
      body: { goods: [{ goodsNo: 'G100001', itemNo: 'G100001-01', buyQtt: 1 }], orderClassification: 'direct' },
    })
    expect(page.json.coupons.map((c: { couponNo: string }) => c.couponNo)).toContain('11')
    expect(page.json.memberPoint).toBe(bal0)

    const next = await attempt(withCoupon({ pointUseAmt: 1000, paymentAmt: 29000 }))
    expect(await statusOf(abandoned)).toBe('00')
    expect((await one<{ fail_msg: string }>('SELECT fail_msg FROM orders WHERE ord_no = ?1', abandoned)).fail_msg).toMatch(
      /새로 결제를 시작/,
    )
    expect(await couponHolders()).toEqual([next])
    expect(await memberCoupon()).toEqual({ use_yn: 'Y', ord_no: next })
    expect(await balance()).toBe(bal0 - 1000)
    expect(await stock()).toBe(stock0 - 1)
    // The abandoned sheet's token cannot pay again (its checkout was given up), in Korean.
    const again = await call('/api/v1/front/order/payment', {
      token: t1,
      body: {
        ...withCoupon(),
        orderToken: (await one<{ idem_key: string }>('SELECT idem_key FROM orders WHERE ord_no = ?1', abandoned)).idem_key,
      },
    })
    expect(again.status).toBe(409)
    expect(again.json.errors[0]).toMatchObject({ field: 'orderToken' })
    expect(again.json.errors[0].reason).toMatch(/주문서를 새로 불러와/)
    await close(next)
    expect(await stock()).toBe(stock0)
    expect(await balance()).toBe(bal0)
  })

  it('is not released while a gateway return holds it (it may be getting paid)', async () => {
    const paying = await attempt()
    await db().prepare(`UPDATE orders SET pg_tid = 'LOCK:test' WHERE ord_no = ?1`).bind(paying).run()
    const r = await call('/api/v1/front/order/payment', { token: t1, body: withCoupon() })
    expect(r.status).toBe(409)
    expect(r.json.errors[0].reason).toMatch(/쿠폰/)
    expect(await statusOf(paying)).toBe('01')
    expect(await couponHolders()).toEqual([paying])
    // The batch's own guard: a return taking the checkout between the read and the batch aborts the new order whole.
    await expect(guardedBatch(db(), abandonedReleaseStmts(db(), paying, new Date()))).rejects.toThrow(GuardError)
    expect(await statusOf(paying)).toBe('01')
    expect(await memberCoupon()).toEqual({ use_yn: 'Y', ord_no: paying })
    await db().prepare(`UPDATE orders SET pg_tid = NULL WHERE ord_no = ?1`).bind(paying).run()
    await close(paying)
    expect(await memberCoupon()).toEqual({ use_yn: 'N', ord_no: null })
  })

  it(`${N} identical concurrent attempts after an abandoned one make one order; the coupon is used once`, async () => {
    const abandoned = await attempt()
    const body = withCoupon()
    const rs = await Promise.all(Array.from({ length: N }, () => call('/api/v1/front/order/payment', { token: t1, body })))
    expect(rs.map((r) => r.status)).toEqual(Array(N).fill(200))
    const ordNos = new Set(rs.map((r) => r.json.orderInfoPO.ordNo as string))
    expect(ordNos.size).toBe(1)
    const [live] = ordNos
    expect(await statusOf(abandoned)).toBe('00')
    expect(await couponHolders()).toEqual([live])
    expect(await memberCoupon()).toEqual({ use_yn: 'Y', ord_no: live })
    await close(live)
  })

  it(`${N} new attempts at once (each its own sheet): the coupon ends held by one live checkout, never stuck`, async () => {
    const stock0 = await stock()
    const abandoned = await attempt()
    const rs = await Promise.all(Array.from({ length: N }, () => call('/api/v1/front/order/payment', { token: t1, body: withCoupon() })))
    // Each attempt either made its order (releasing those before it) or was refused on the coupon, in Korean.
    for (const r of rs) {
      expect([200, 409]).toContain(r.status)
      if (r.status === 409) expect(r.json.errors[0].reason).toMatch(/쿠폰|결제창/)
    }
    expect(await statusOf(abandoned)).toBe('00')
    const pending = await pendingOf()
    expect(pending).toHaveLength(1)
    expect(await couponHolders()).toEqual(pending)
    expect(await memberCoupon()).toEqual({ use_yn: 'Y', ord_no: pending[0] })
    // Every other attempt's order gave its unit back: one unit is out, held by the live checkout.
    expect(await stock()).toBe(stock0 - 1)
    // Never stuck: leaving that window too, the next attempt takes the coupon.
    const last = await attempt()
    expect(await statusOf(pending[0])).toBe('00')
    expect(await memberCoupon()).toEqual({ use_yn: 'Y', ord_no: last })
    await close(last)
    expect(await memberCoupon()).toEqual({ use_yn: 'N', ord_no: null })
    expect(await stock()).toBe(stock0)
  })
})
