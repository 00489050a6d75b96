// Exactly-once by construction (issue 11): N identical concurrent requests leave exactly the rows one
// request leaves — returns, cancels (and their gateway refunds), payment returns and point use — and
// every member or guest resource is reached only by its owner.
import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, orderBody, payInSandbox, seedCommerce, token } from './commerce-fixture'

let t1 = ''
let t2 = ''
beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
  t2 = await token(2)
})

const N = 20
const count = async (sql: string, ...args: unknown[]) =>
  (await db()
    .prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n
const statusOf = async (ordNo: string) =>
  (await db().prepare('SELECT status FROM orders WHERE ord_no = ?1').bind(ordNo).first<{ status: string }>())!.status
const stockOf = async (item: string) =>
  (await db().prepare('SELECT stock_qtt FROM goods_items WHERE item_no = ?1').bind(item).first<{ stock_qtt: number }>())!.stock_qtt

async function paidOrder(over: Record<string, unknown> = {}, t = t1) {
  const r = await call('/api/v1/front/order/payment', { token: t, body: orderBody(over) })
  expect(r.status).toBe(200)
  await payInSandbox(r.json.orderPayPO.params, 'approve')
  return r.json.orderInfoPO.ordNo as string
}
async function deliveredOrder(buyQtt: number) {
  const ordNo = await paidOrder({ goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt }], paymentAmt: 60000 * buyQtt })
  await db()
    .prepare(`UPDATE orders SET status = '50', delivered_dttm = ?2 WHERE ord_no = ?1`)
    .bind(ordNo, new Date(Date.now() - 2 * 86_400_000).toISOString())
    .run()
  await db().prepare(`UPDATE order_lines SET status = '50' WHERE ord_no = ?1`).bind(ordNo).run()
  return ordNo
}
const burst = (n: number, f: () => ReturnType<typeof call>) => Promise.all(Array.from({ length: n }, f))

describe('returns', () => {
  it(`a whole return sent ${N} times at once is one claim, one history row, one quantity taken`, async () => {
    const ordNo = await deliveredOrder(1)
    const rs = await burst(N, () =>
      call('/api/v1/front/claim/return', { token: t1, body: { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '20' } }),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(rs.filter((r) => r.status !== 200).every((r) => r.status === 409 && /[가-힣]/.test(r.json.errors[0].reason))).toBe(true)
    expect(await count(`SELECT COUNT(*) AS n FROM claims WHERE ord_no = ?1`, ordNo)).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM order_status_history WHERE ord_no = ?1 AND status = '70'`, ordNo)).toBe(1)
    expect(await count(`SELECT claim_qtt AS n FROM order_lines WHERE ord_no = ?1`, ordNo)).toBe(1)
    expect(await statusOf(ordNo)).toBe('70')
  })

  it(`a partial return sent ${N} times with one requestKey is one claim, and every answer is that claim`, async () => {
    const ordNo = await deliveredOrder(3)
    const requestKey = crypto.randomUUID()
    const rs = await burst(N, () =>
      call('/api/v1/front/claim/return', { token: t1, body: { ordNo, requestKey, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '50' } }),
    )
    const ok = rs.filter((r) => r.status === 200)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    expect(new Set(ok.map((r) => r.json.claim.claimNo)).size).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM claims WHERE ord_no = ?1`, ordNo)).toBe(1)
    expect(await count(`SELECT claim_qtt AS n FROM order_lines WHERE ord_no = ?1`, ordNo)).toBe(1)
  })

  it(`partial returns without a key never take more than was bought, nor refund more than was paid`, async () => {
    const ordNo = await deliveredOrder(2)
    await burst(N, () => call('/api/v1/front/claim/return', { token: t1, body: { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '20' } }))
    const claims = await count(`SELECT COUNT(*) AS n FROM claims WHERE ord_no = ?1`, ordNo)
    expect(claims).toBeGreaterThanOrEqual(1)
    expect(claims).toBeLessThanOrEqual(2)
    expect(await count(`SELECT claim_qtt AS n FROM order_lines WHERE ord_no = ?1`, ordNo)).toBe(claims)
    expect(await count(`SELECT COALESCE(SUM(refund_amt), 0) AS n FROM claims WHERE ord_no = ?1`, ordNo)).toBeLessThanOrEqual(120000)
    expect(await count(`SELECT COUNT(*) AS n FROM order_status_history WHERE ord_no = ?1 AND status IN ('70','72')`, ordNo)).toBe(claims)
  })

  it('another member cannot return, cancel or see the order (404, nothing written)', async () => {
    const ordNo = await deliveredOrder(1)
    expect(
      (await call('/api/v1/front/claim/return', { token: t2, body: { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '20' } })).status,
    ).toBe(404)
    expect((await call('/api/v1/front/claim/cancel', { token: t2, body: { ordNo, reasonCd: '40' } })).status).toBe(404)
    expect((await call(`/api/v1/front/order/detail/${ordNo}`, { token: t2 })).status).toBe(404)
    expect((await call(`/api/v1/front/order/complete/${ordNo}`, { token: t2 })).status).toBe(404)
    expect((await call('/api/v1/front/order/pg/close', { token: t2, body: { ordNo } })).status).toBe(404)
    expect(await count(`SELECT COUNT(*) AS n FROM claims WHERE ord_no = ?1`, ordNo)).toBe(0)
  })
})

describe('cancels', () => {
  it(`a cancel sent ${N} times at once calls the gateway's refund once and gives the stock back once`, async () => {
    const stock = await stockOf('G100002-01')
    const ordNo = await paidOrder()
    const rs = await burst(N, () => call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '40' } }))
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(rs.filter((r) => r.status === 409)).toHaveLength(N - 1)
    expect(await count(`SELECT COUNT(*) AS n FROM payments WHERE ord_no = ?1 AND kind = 'CANCEL'`, ordNo)).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM claims WHERE ord_no = ?1`, ordNo)).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM order_status_history WHERE ord_no = ?1 AND status = '21'`, ordNo)).toBe(1)
    expect(await stockOf('G100002-01')).toBe(stock)
    expect(await statusOf(ordNo)).toBe('21')
  })

  it('a refund the gateway refuses keeps the claim (FAIL): a burst of retries calls the gateway once, a later retry completes', async () => {
    const ordNo = await paidOrder()
    const tid = (await db().prepare('SELECT pg_tid FROM orders WHERE ord_no = ?1').bind(ordNo).first<{ pg_tid: string }>())!.pg_tid
    await db().prepare(`UPDATE orders SET pg_tid = 'StdpayUNKNOWN' WHERE ord_no = ?1`).bind(ordNo).run()
    const rs = await burst(N, () => call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '40' } }))
    expect(rs.filter((r) => r.status === 502)).toHaveLength(1)
    expect(rs.filter((r) => r.status === 409)).toHaveLength(N - 1)
    expect(await count(`SELECT COUNT(*) AS n FROM payments WHERE ord_no = ?1 AND kind = 'CANCEL'`, ordNo)).toBe(1)
    expect((await db().prepare('SELECT status FROM claims WHERE ord_no = ?1').bind(ordNo).first<{ status: string }>())!.status).toBe('FAIL')
    expect(await statusOf(ordNo)).toBe('20')
    // the gateway works again: one retry completes, the claim is the same row
    await db().prepare('UPDATE orders SET pg_tid = ?2 WHERE ord_no = ?1').bind(ordNo, tid).run()
    const again = await burst(5, () => call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '40' } }))
    expect(again.filter((r) => r.status === 200)).toHaveLength(1)
    expect(await count(`SELECT COUNT(*) AS n FROM claims WHERE ord_no = ?1`, ordNo)).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM payments WHERE ord_no = ?1 AND kind = 'CANCEL'`, ordNo)).toBe(2)
    expect(await statusOf(ordNo)).toBe('21')
  })
})

describe('payments', () => {
  it(`the gateway's return posted ${N} times at once approves once`, async () => {
    const r = await call('/api/v1/front/order/payment', { token: t1, body: orderBody() })
    const ordNo = r.json.orderInfoPO.ordNo as string
    const win = await call('/__sandbox/pg/stdpay', { form: r.json.orderPayPO.params })
    const hidden = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
      )
    const back = await call('/__sandbox/pg/stdpay/submit', {
      form: { ...hidden(win.text), scenario: 'approve', payMethod: '3', cardCode: '06', quota: '00' },
    })
    const form = hidden(back.text)
    const rs = await burst(N, () => call('/api/v1/front/order/pg/return', { form }))
    expect(rs.every((x) => x.status === 200)).toBe(true)
    expect(await statusOf(ordNo)).toBe('20')
    expect(await count(`SELECT COUNT(*) AS n FROM payments WHERE ord_no = ?1 AND kind = 'APPROVE'`, ordNo)).toBe(1)
    expect(await count(`SELECT COUNT(*) AS n FROM payments WHERE ord_no = ?1 AND kind = 'NETCANCEL'`, ordNo)).toBe(0)
    expect(await count(`SELECT COUNT(*) AS n FROM order_status_history WHERE ord_no = ?1 AND status = '20'`, ordNo)).toBe(1)
  })

  it(`${N} checkouts spending the same points at once: one spends them, the balance never goes below zero`, async () => {
    const balance = await count('SELECT COALESCE(SUM(amount), 0) AS n FROM point_ledger WHERE member_no = 1')
    const use = Math.min(Math.floor(balance / 100) * 100, 18_000) // 30 % of a 60,000원 order
    expect(balance - use).toBeLessThan(use)
    const rs = await burst(N, () =>
      call('/api/v1/front/order/payment', { token: t1, body: orderBody({ pointUseAmt: use, paymentAmt: 60000 - use }) }),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(rs.filter((r) => r.status !== 200).every((r) => r.status === 409 || r.status === 400)).toBe(true)
    expect(await count('SELECT COALESCE(SUM(amount), 0) AS n FROM point_ledger WHERE member_no = 1')).toBe(balance - use)
    // give the points back for the other tests
    await call('/api/v1/front/order/pg/close', { token: t1, body: { ordNo: rs.find((r) => r.status === 200)!.json.orderInfoPO.ordNo } })
  })
})

describe("a guest's pending order", () => {
  it('is released only with the guest checkout proof, never by another shopper', async () => {
    const r = await call('/api/v1/front/order/payment', { body: orderBody() })
    const ordNo = r.json.orderInfoPO.ordNo as string
    const cookie = (r.headers.get('set-cookie') ?? '').match(/davich_guest_order=[^;]+/)![0]
    expect((await call('/api/v1/front/order/pg/close', { token: t2, body: { ordNo } })).status).toBe(404)
    expect((await call('/api/v1/front/order/pg/close', { body: { ordNo } })).status).toBe(404)
    expect(
      (await call('/api/v1/front/order/pg/close', { body: { ordNo }, cookie: `davich_guest_order=${ordNo}.${'a'.repeat(32)}` })).status,
    ).toBe(404)
    expect(await statusOf(ordNo)).toBe('01')
    const own = await call('/api/v1/front/order/pg/close', { body: { ordNo }, cookie })
    expect(own.status).toBe(200)
    expect(own.json.released).toBe(true)
    expect(await statusOf(ordNo)).toBe('00')
  })
})
