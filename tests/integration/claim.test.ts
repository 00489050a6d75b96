import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, orderBody, payInSandbox, seedCommerce, token } from './commerce-fixture'

let t1 = ''
let t2 = ''
beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
  t2 = await token(2)
})

async function paidOrder(over: Record<string, unknown> = {}) {
  const r = await call('/api/v1/front/order/payment', { token: t1, body: orderBody(over) })
  await payInSandbox(r.json.orderPayPO.params, 'approve')
  return r.json.orderInfoPO.ordNo as string
}
const stockOf = async (item: string) =>
  (await db().prepare('SELECT stock_qtt FROM goods_items WHERE item_no = ?1').bind(item).first<{ stock_qtt: number }>())!.stock_qtt

describe('cancel before shipment', () => {
  it('refunds through the gateway, gives back stock, coupon and points, keeps the history', async () => {
    const stock = await stockOf('G100001-01')
    const ordNo = await paidOrder({
      goods: [{ goodsNo: 'G100001', itemNo: 'G100001-01', buyQtt: 1, couponNo: '11' }],
      pointUseAmt: 1000,
      paymentAmt: 29000,
    })
    expect(await stockOf('G100001-01')).toBe(stock - 1)
    const other = await call('/api/v1/front/claim/cancel', { token: t2, body: { ordNo, reasonCd: '40' } })
    expect(other.status).toBe(404)
    const [a, b] = await Promise.all([
      call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '40' } }),
      call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '40' } }),
    ])
    const ok = [a, b].filter((r) => r.status === 200)
    expect(ok).toHaveLength(1)
    expect(ok[0].json.order).toMatchObject({ status: '21', statusNm: '결제취소' })
    expect(ok[0].json.claim).toMatchObject({ reasonNm: '단순 변심', refundAmt: 29000 })
    expect([a, b].find((r) => r.status !== 200)!.status).toBe(409)
    expect(await stockOf('G100001-01')).toBe(stock)
    const tx = (await call(`/__sandbox/pg/tx/${ordNo}`)).json.transactions
    expect(tx[0].status).toBe('CANCELLED')
    const coupon = await db().prepare('SELECT use_yn FROM member_coupons WHERE issue_no = 11').first<{ use_yn: string }>()
    expect(coupon?.use_yn).toBe('N')
    const detail = await call(`/api/v1/front/order/detail/${ordNo}`, { token: t1 })
    expect(detail.json.history.map((h: { status: string }) => h.status)).toEqual(['01', '20', '21'])
    const list = await call('/api/v1/front/order/claims', { token: t1 })
    expect(list.json.claims[0]).toMatchObject({ ordNo, claimType: 'CANCEL', statusNm: '결제취소' })
  })

  it('refuses to cancel after shipment', async () => {
    const ordNo = await paidOrder()
    await db().prepare(`UPDATE orders SET status = '40' WHERE ord_no = ?1`).bind(ordNo).run()
    const r = await call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '10' } })
    expect(r.status).toBe(409)
    expect(r.json.errors[0].reason).toMatch(/배송이 시작되어/)
  })
})

describe('return within the window', () => {
  it('takes a return within 7 days; the seller pays shipping for defects, the buyer for a change of mind', async () => {
    const ordNo = await paidOrder({ goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 2 }], paymentAmt: 120000 })
    await db()
      .prepare(`UPDATE orders SET status = '50', delivered_dttm = ?2 WHERE ord_no = ?1`)
      .bind(ordNo, new Date(Date.now() - 3 * 86_400_000).toISOString())
      .run()
    const r = await call('/api/v1/front/claim/return', { token: t1, body: { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '50' } })
    expect(r.status).toBe(200)
    expect(r.json.claim).toMatchObject({ claimType: 'RETURN', returnFee: 6000, refundAmt: 54000, status: '72' })
    const r2 = await call('/api/v1/front/claim/return', { token: t1, body: { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '20' } })
    expect(r2.json.claim).toMatchObject({ returnFee: 0, status: '70' })
    const r3 = await call('/api/v1/front/claim/return', { token: t1, body: { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '20' } })
    expect(r3.status).toBe(409)
  })

  it('closes after 7 days, except 30 days when the goods differ; 70 needs a written reason', async () => {
    const ordNo = await paidOrder()
    await db()
      .prepare(`UPDATE orders SET status = '50', delivered_dttm = ?2 WHERE ord_no = ?1`)
      .bind(ordNo, new Date(Date.now() - 10 * 86_400_000).toISOString())
      .run()
    const late = await call('/api/v1/front/claim/return', { token: t1, body: { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '50' } })
    expect(late.status).toBe(409)
    expect(late.json.errors[0].reason).toMatch(/7일이 지나/)
    const text = await call('/api/v1/front/claim/return', {
      token: t1,
      body: { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '70', reasonText: '' },
    })
    expect(text.status).toBe(400)
    expect(text.json.errors[0]).toMatchObject({ field: 'reasonText' })
    const differs = await call('/api/v1/front/claim/return', { token: t1, body: { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '60' } })
    expect(differs.status).toBe(200)
  })

  it('rejects bad claim input with a Korean 400 and guests with 401', async () => {
    for (const body of [
      { ordNo: 'x', reasonCd: '40' },
      { ordNo: '20261122000000001', reasonCd: '99' },
    ]) {
      const r = await call('/api/v1/front/claim/cancel', { token: t1, body })
      expect(r.status).toBe(400)
      expect(r.json.errors[0].reason).toMatch(/[가-힣]/)
    }
    const r = await call('/api/v1/front/claim/return', { token: t1, body: { ordNo: '20261122000000001', lines: [], reasonCd: '20' } })
    expect(r.status).toBe(400)
    expect((await call('/api/v1/front/claim/cancel', { body: { ordNo: '20261122000000001', reasonCd: '40' } })).status).toBe(401)
  })
})
