import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, orderBody, payInSandbox, seedCommerce, token } from './commerce-fixture'
import { call as request } from './helpers'

let t1 = ''
let t2 = ''
beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
  t2 = await token(2)
})

describe('order page, delivery fee and point policy', () => {
  it('builds the page with a fresh orderToken, splits reservation-only goods and explains why', async () => {
    const r = await call('/api/v1/front/order/page', {
      token: t1,
      body: {
        goods: [
          { goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1 },
          { goodsNo: 'G100003', itemNo: 'G100003-01', buyQtt: 2 },
        ],
      },
    })
    expect(r.status).toBe(200)
    expect(r.json.orderToken).toMatch(/^[0-9a-f-]{36}$/)
    expect(r.json.goodsItemList).toHaveLength(1)
    expect(r.json.reservationGoods[0]).toMatchObject({
      goodsNo: 'G100003',
      reservationUrl: '/davichstore/reservation?goodsNo=G100003&itemNo=G100003-01',
    })
    expect(r.json.mixedCategoriesYn).toBe('Y')
    expect(r.json.notice).toMatch(/매장 방문 예약/)
    expect(r.json.paymentAmt).toMatchObject({ goodsAmt: 60000, dlvrAmt: 0, payAmt: 60000 })
    expect(r.json.memberPoint).toBe(20000)
    expect(r.json.coupons.map((c: { couponNo: string }) => c.couponNo).sort()).toEqual(['11', '12'])
    const again = await call('/api/v1/front/order/page', {
      token: t1,
      body: { goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1 }] },
    })
    expect(again.json.orderToken).not.toBe(r.json.orderToken)
  })

  it('recomputes the delivery fee for the method, the zip code and coupons', async () => {
    const goods = [{ goodsNo: 'G100001', itemNo: 'G100001-01', buyQtt: 1, couponNo: '11' }]
    const d = await call('/api/v1/front/order/orddelifree', {
      token: t1,
      body: { dlvrMethod: '01', goods, delivery: { zipCode: '63100' }, orderClassification: 'direct' },
    })
    expect(d.status).toBe(200)
    expect(d.json.order.paymentAmt).toMatchObject({ goodsAmt: 30000, goodsCouponDcAmt: 3000, dlvrAmt: 6000, payAmt: 33000 })
    const p = await call('/api/v1/front/order/orddelifree', { token: t1, body: { dlvrMethod: '02', goods, orderClassification: 'direct' } })
    expect(p.json.order.paymentAmt.dlvrAmt).toBe(0)
  })

  it('gives the point policy with the member balance', async () => {
    const r = await call('/api/v1/front/order/adminpointsetting', { token: t1 })
    expect(r.json).toMatchObject({ minBalance: 1000, useUnit: 100, maxUseRate: 30, memberPoint: 20000 })
    const g = await call('/api/v1/front/order/adminpointsetting')
    expect(g.json.memberPoint).toBe(0)
  })
})

describe('payment: exactly once', () => {
  it('200 concurrent submits of one checkout create one order', async () => {
    const body = orderBody()
    const rs = await Promise.all(Array.from({ length: 200 }, () => call('/api/v1/front/order/payment', { token: t1, body })))
    expect(rs.every((r) => r.status === 200)).toBe(true)
    const ordNos = new Set(rs.map((r) => r.json.orderInfoPO.ordNo))
    expect(ordNos.size).toBe(1)
    expect(rs.filter((r) => !r.json.repeated)).toHaveLength(1)
    const n = await db().prepare('SELECT COUNT(*) AS n FROM orders WHERE idem_key = ?1').bind(body.orderToken).first<{ n: number }>()
    expect(n?.n).toBe(1)
    const stock = await db().prepare(`SELECT stock_qtt FROM goods_items WHERE item_no = 'G100002-01'`).first<{ stock_qtt: number }>()
    expect(stock?.stock_qtt).toBe(99)
    const po = rs[0].json.orderPayPO
    expect(po.params).toMatchObject({ mid: 'INIpayTest', price: '60000', gopaymethod: 'Card' })
    expect(po.params.signature).toMatch(/^[0-9a-f]{64}$/)
  })

  it('50 concurrent orders for the last 5 units sell exactly 5', async () => {
    const rs = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('/api/v1/front/order/payment', {
          token: t2,
          body: orderBody({ goods: [{ goodsNo: 'G100001', itemNo: 'G100001-02', buyQtt: 1 }], paymentAmt: 33000 }),
        }),
      ),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(5)
    const refused = rs.filter((r) => r.status !== 200)
    expect(refused.every((r) => r.status === 409 && /재고|품절/.test(r.json.errors[0].reason))).toBe(true)
    const stock = await db().prepare(`SELECT stock_qtt FROM goods_items WHERE item_no = 'G100001-02'`).first<{ stock_qtt: number }>()
    expect(stock?.stock_qtt).toBe(0)
    const sold = await db().prepare(`SELECT SUM(buy_qtt) AS n FROM order_lines WHERE item_no = 'G100001-02'`).first<{ n: number }>()
    expect(sold?.n).toBe(5)
  })

  it('one coupon cannot be used twice, even by concurrent checkouts', async () => {
    const body = () => orderBody({ goods: [{ goodsNo: 'G100001', itemNo: 'G100001-01', buyQtt: 1, couponNo: '11' }], paymentAmt: 30000 })
    const rs = await Promise.all(Array.from({ length: 10 }, () => call('/api/v1/front/order/payment', { token: t1, body: body() })))
    // Each made its order (a member's new attempt releases the unpaid ones before it, issue 30) or was refused on the coupon.
    expect(rs.some((r) => r.status === 200)).toBe(true)
    expect(rs.filter((r) => r.status !== 200).every((r) => r.status === 409 && /쿠폰|결제창/.test(r.json.errors[0].reason))).toBe(true)
    const uses = await db().prepare(`SELECT ord_no FROM order_coupon_uses WHERE coupon_key = '11'`).all<{ ord_no: string }>()
    expect(uses.results).toHaveLength(1)
    // Once the checkout holding it is paid, a later one is refused.
    const holder = rs.find((r) => r.status === 200 && r.json.orderInfoPO.ordNo === uses.results[0].ord_no)!
    await payInSandbox(holder.json.orderPayPO.params, 'approve')
    const later = await call('/api/v1/front/order/payment', { token: t1, body: body() })
    expect(later.status).toBe(409)
  })

  it('refuses a tampered amount', async () => {
    const r = await call('/api/v1/front/order/payment', { token: t1, body: orderBody({ paymentAmt: 100 }) })
    expect(r.status).toBe(400)
    expect(r.json.errors[0]).toMatchObject({ field: 'paymentAmt' })
    expect(r.json.errors[0].reason).toMatch(/결제 금액이 달라졌어요/)
  })

  it('uses points within the policy, never more than the balance', async () => {
    const bad = await call('/api/v1/front/order/payment', { token: t2, body: orderBody({ pointUseAmt: 500, paymentAmt: 59500 }) })
    expect(bad.status).toBe(400)
    expect(bad.json.errors[0].reason).toMatch(/1,000P 이상 보유/)
    const ok = await call('/api/v1/front/order/payment', { token: t1, body: orderBody({ pointUseAmt: 5000, paymentAmt: 55000 }) })
    expect(ok.status).toBe(200)
    const bal = await db().prepare('SELECT SUM(amount) AS b FROM point_ledger WHERE member_no = 1').first<{ b: number }>()
    expect(bal?.b).toBe(15000)
  })

  it('refuses reservation-only goods and a pickup at an unknown store', async () => {
    const lens = await call('/api/v1/front/order/payment', {
      token: t1,
      body: orderBody({ goods: [{ goodsNo: 'G100003', itemNo: 'G100003-01', buyQtt: 1 }], paymentAmt: 28800 }),
    })
    expect(lens.status).toBe(400)
    expect(lens.json.errors[0].reason).toMatch(/매장 예약으로만/)
    const today = new Date(Date.now() + 9 * 3600_000 + 86_400_000).toISOString().slice(0, 10).replace(/-/g, '')
    const pickup = orderBody({
      dlvrMethod: '02',
      delivery: undefined,
      reserveStoreInfo: { storeCode: 'S999' },
      reservationDate: today,
      reservationTime: '1400',
    })
    const r = await call('/api/v1/front/order/payment', { token: t1, body: pickup })
    expect(r.status).toBe(400)
    expect(r.json.errors[0].field).toBe('reserveStoreInfo.storeCode')
    const good = await call('/api/v1/front/order/payment', { token: t1, body: { ...pickup, reserveStoreInfo: { storeCode: 'S001' } } })
    expect(good.status).toBe(200)
    expect(good.json.storeNo).toBe(1)
  })
})

describe('history', () => {
  it("answers 404 for another member's order and 401 for guests", async () => {
    const r = await call('/api/v1/front/order/payment', { token: t1, body: orderBody() })
    const ordNo = r.json.orderInfoPO.ordNo
    await db().prepare(`UPDATE orders SET status = '20' WHERE ord_no = ?1`).bind(ordNo).run()
    expect((await call(`/api/v1/front/order/detail/${ordNo}`, { token: t1 })).status).toBe(200)
    const other = await call(`/api/v1/front/order/detail/${ordNo}`, { token: t2 })
    expect(other.status).toBe(404)
    expect(other.json.errors[0].reason).toMatch(/주문 정보를 찾을 수 없어요/)
    expect((await call(`/api/v1/front/order/detail/${ordNo}`)).status).toBe(401)
    const list = await call('/api/v1/front/order/list', { token: t1 })
    expect(list.json.orders.map((o: { ordNo: string }) => o.ordNo)).toContain(ordNo)
    expect(list.json.orders.every((o: { status: string }) => !['00', '01', '22'].includes(o.status))).toBe(true)
  })

  it('saves a refund account with bank and holder rules and shows it masked', async () => {
    const bad = await call('/api/v1/front/order/refundaccount', {
      method: 'PUT',
      token: t1,
      body: { bankCd: 'ZZ', accountNo: '1234567890', holderName: '김구매' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.errors[0].reason).toMatch(/은행/)
    const ok = await call('/api/v1/front/order/refundaccount', {
      method: 'PUT',
      token: t1,
      body: { bankCd: '88', accountNo: '110-123-456789', holderName: '김구매' },
    })
    expect(ok.json.account).toEqual({ bankCd: '88', bankName: '신한은행', accountNoMasked: '********6789', holderName: '김구매' })
  })
})

describe('bad input answers a Korean 400', () => {
  const hangul = /[가-힣]/
  const cases: Array<[string, string, unknown]> = [
    ['POST', '/api/v1/front/order/page', { goods: [{ goodsNo: 'x', itemNo: '', buyQtt: 0 }] }],
    ['POST', '/api/v1/front/order/orddelifree', { dlvrMethod: '09', goods: [] }],
    ['POST', '/api/v1/front/order/payment', { orderToken: 'short' }],
    ['POST', '/api/v1/front/order/payment', { ...orderBody(), payMethod: '99' }],
    ['POST', '/api/v1/front/order/payment', { ...orderBody(), delivery: undefined }],
    ['POST', '/api/v1/front/order/payment', { ...orderBody(), agreeYn: 'N' }],
    ['GET', '/api/v1/front/order/list?from=2026-01-01', undefined],
    ['GET', '/api/v1/front/order/detail/abc', undefined],
    ['POST', '/api/v1/front/order/guest/lookup', { ordNo: '1', mobile: 'x' }],
    ['POST', '/api/v1/front/order/pg/close', { ordNo: 'x' }],
    ['PUT', '/api/v1/front/order/refundaccount', { bankCd: '', accountNo: 'abc', holderName: '' }],
    ['GET', '/api/v1/front/order/complete/zzz', undefined],
    ['GET', '/api/v1/front/order/claims?page=0', undefined],
    ['GET', '/api/v1/front/order/offline?rows=1000', undefined],
    ['GET', '/api/v1/front/order/paymentcard?to=abc', undefined],
    ['GET', '/api/v1/front/order/delivery?from=1', undefined],
  ]
  for (const [method, path, body] of cases) {
    it(`${method} ${path}`, async () => {
      const r = await call(path, { method, body, token: t1 })
      expect(r.status).toBe(400)
      expect(r.json.errors.length).toBeGreaterThan(0)
      expect(r.json.errors[0].reason).toMatch(hangul)
    })
  }
  it('a body that is not JSON', async () => {
    const res = await request('/api/v1/front/order/payment', {
      origin: 'http://shop.test',
      token: t1,
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: { reason: string }[] }).errors[0].reason).toMatch(hangul)
  })
})

describe('an order submitted with a revoked session (issue 24)', () => {
  it('is refused with 401, not taken as a guest order', async () => {
    const t = await token(2)
    const before = (await db().prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>())!.n
    await db()
      .prepare('UPDATE sessions SET revoked_dttm = ?1 WHERE member_no = 2 AND revoked_dttm IS NULL')
      .bind(new Date().toISOString())
      .run()
    const r = await call('/api/v1/front/order/payment', { token: t, body: orderBody() })
    expect(r.status).toBe(401)
    expect(r.json.errors[0].reason).toBe('로그인이 필요합니다.')
    expect((await db().prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>())!.n).toBe(before)
    // A guest (no session at all) still orders as a guest.
    const guest = await call('/api/v1/front/order/payment', { body: orderBody() })
    expect(guest.status).toBe(200)
    expect(guest.json.orderInfoPO.ordNo).toBeTruthy()
  })
})
