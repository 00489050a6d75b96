// Checkout with benefits: solo-use vs combinable coupons (and points, by the point policy), and a registered
// gift card paying part of an order all or nothing, given back once when the order is cancelled.
import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, iso, orderBody, payInSandbox, seedCommerce, token } from './commerce-fixture'

let t1 = ''
let t2 = ''
const CARD = 'GC00000000000001'
beforeAll(async () => {
  await seedCommerce()
  const d = db()
  await d.batch([
    // A solo-use product coupon and a second combinable order coupon for buyer01.
    d
      .prepare(
        `INSERT INTO coupons (coupon_no, coupon_kind_cd, coupon_nm, benefit_type_cd, benefit_value, benefit_max_amt, valid_type_cd, valid_days, target_scope_cd, goods_type_cd, solo_use_yn, issue_start_dttm, issue_end_dttm, reg_dttm)
       VALUES (3, 'GOODS', '브랜드 위크 단독 5천원', 'AMOUNT', 5000, NULL, 'ISSUE_DAYS', 30, 'ALL', NULL, 'Y', ?1, ?2, ?1),
              (4, 'ORDER', '주문 1천원 할인', 'AMOUNT', 1000, NULL, 'ISSUE_DAYS', 30, 'ALL', NULL, 'N', ?1, ?2, ?1)`,
      )
      .bind(iso(-10), iso(10)),
    d
      .prepare(
        `INSERT INTO member_coupons (issue_no, coupon_no, member_no, valid_start_dttm, valid_end_dttm, issue_dttm) VALUES (13, 3, 1, ?1, ?2, ?1), (14, 4, 1, ?1, ?2, ?1)`,
      )
      .bind(iso(-1), iso(20)),
    // buyer01's registered gift card: 50,000원 left.
    d
      .prepare(
        `INSERT INTO gift_cards (card_no, member_no, card_nm, amount, status, issue_ymd, expire_ymd) VALUES (?1, 1, '다비치 모바일 상품권 5만원', 50000, '사용가능', '20260101', '20991231')`,
      )
      .bind(CARD),
    d
      .prepare(`INSERT INTO gift_card_history (card_no, member_no, kind, amount, reg_dttm) VALUES (?1, 1, 'REGISTER', 50000, ?2)`)
      .bind(CARD, iso(-1)),
  ])
  t1 = await token(1)
  t2 = await token(2)
})

const balance = async () =>
  (await db().prepare('SELECT amount, status FROM gift_cards WHERE card_no = ?1').bind(CARD).first<{ amount: number; status: string }>())!
const history = async (kind: string) =>
  (await db().prepare('SELECT * FROM gift_card_history WHERE card_no = ?1 AND kind = ?2').bind(CARD, kind).all()).results

describe('solo-use vs combinable coupons at checkout', () => {
  it('offers each coupon with its solo-use flag', async () => {
    const page = await call('/api/v1/front/order/page', {
      token: t1,
      body: { goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1 }], orderClassification: 'direct' },
    })
    expect(page.status).toBe(200)
    const byNo = Object.fromEntries(page.json.coupons.map((c: { couponNo: string; soloUseYn: string }) => [c.couponNo, c.soloUseYn]))
    expect(byNo).toMatchObject({ '13': 'Y', '14': 'N', '12': 'N' })
    // Each line names the product coupons that fit it (the frame coupon only on the frame).
    expect(page.json.goodsItemList[0].couponNos.sort()).toEqual(['11', '13'])
    const supply = await call('/api/v1/front/order/page', {
      token: t1,
      body: { goods: [{ goodsNo: 'G100004', itemNo: 'G100004-01', buyQtt: 1 }], orderClassification: 'direct' },
    })
    expect(supply.json.goodsItemList[0].couponNos).toEqual(['13'])
  })

  it('refuses a solo-use coupon with any other coupon, in Korean, and writes nothing', async () => {
    const before = (await db().prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>())!.n
    const r = await call('/api/v1/front/order/payment', {
      token: t1,
      body: orderBody({
        goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1, couponNo: '13' }],
        orderCouponNo: '14',
        paymentAmt: 54000,
      }),
    })
    expect(r.status).toBe(400)
    expect(r.json.errors[0]).toMatchObject({
      field: 'couponNo',
      reason: "'브랜드 위크 단독 5천원'은 단독 사용 쿠폰이라 다른 쿠폰과 함께 사용할 수 없어요.",
    })
    expect((await db().prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>())!.n).toBe(before)
  })

  it('takes combinable coupons together, and a solo-use coupon alone', async () => {
    const both = await call('/api/v1/front/order/payment', {
      token: t1,
      body: orderBody({ goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1 }], orderCouponNo: '14', paymentAmt: 59000 }),
    })
    expect(both.status).toBe(200)
    await call('/api/v1/front/order/pg/close', { token: t1, body: { ordNo: both.json.orderInfoPO.ordNo } })
    const solo = await call('/api/v1/front/order/payment', {
      token: t1,
      body: orderBody({ goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1, couponNo: '13' }], paymentAmt: 55000 }),
    })
    expect(solo.status).toBe(200)
    // My coupons' used tab lists it with its order.
    const used = await call('/api/v1/front/coupon/my?state=used', { token: t1 })
    expect(used.status).toBe(200)
    expect(JSON.stringify(used.json)).toContain(solo.json.orderInfoPO.ordNo)
    await call('/api/v1/front/order/pg/close', { token: t1, body: { ordNo: solo.json.orderInfoPO.ordNo } })
  })

  it('refuses coupons with points when the point policy does not combine them', async () => {
    await db().prepare(`UPDATE point_policy SET coupon_combine_yn = 'N' WHERE id = 1`).run()
    try {
      const r = await call('/api/v1/front/order/payment', {
        token: t1,
        body: orderBody({ orderCouponNo: '14', pointUseAmt: 1000, paymentAmt: 58000 }),
      })
      expect(r.status).toBe(400)
      expect(r.json.errors[0]).toMatchObject({
        field: 'pointUseAmt',
        reason: expect.stringContaining('쿠폰과 포인트는 함께 사용할 수 없어요'),
      })
      const pointsOnly = await call('/api/v1/front/order/payment', { token: t1, body: orderBody({ pointUseAmt: 1000, paymentAmt: 59000 }) })
      expect(pointsOnly.status).toBe(200)
      await call('/api/v1/front/order/pg/close', { token: t1, body: { ordNo: pointsOnly.json.orderInfoPO.ordNo } })
    } finally {
      await db().prepare(`UPDATE point_policy SET coupon_combine_yn = 'Y' WHERE id = 1`).run()
    }
  })
})

describe('a gift card paying an order, all or nothing', () => {
  it('lists the member’s payable cards on the order sheet, masked', async () => {
    const page = await call('/api/v1/front/order/page', {
      token: t1,
      body: { goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1 }], orderClassification: 'direct' },
    })
    expect(page.json.giftCards).toHaveLength(1)
    expect(page.json.giftCards[0]).toMatchObject({ cardNm: '다비치 모바일 상품권 5만원', balance: 50000 })
    expect(page.json.giftCards[0].cardNo).not.toContain('0000000000000001')
    const other = await call('/api/v1/front/order/page', {
      token: t2,
      body: { goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1 }], orderClassification: 'direct' },
    })
    expect(other.json.giftCards).toEqual([])
  })

  it('refuses bad amounts with Korean reasons and another member’s card as unusable', async () => {
    const cardId = (await db().prepare('SELECT rowid AS id FROM gift_cards WHERE card_no = ?1').bind(CARD).first<{ id: number }>())!.id
    const over = await call('/api/v1/front/order/payment', {
      token: t1,
      body: orderBody({ giftCard: { cardId, amount: 60000 }, paymentAmt: 0 }),
    })
    expect(over.status).toBe(400)
    expect(over.json.errors[0]).toMatchObject({ field: 'giftCard.amount', reason: expect.stringContaining('잔액') })
    const all = await call('/api/v1/front/order/payment', {
      token: t1,
      body: orderBody({
        goods: [{ goodsNo: 'G100004', itemNo: 'G100004-01', buyQtt: 1 }],
        giftCard: { cardId, amount: 8000 },
        paymentAmt: 0,
      }),
    })
    expect(all.status).toBe(400)
    expect(all.json.errors[0].reason).toMatch(/최대 7,900원까지/)
    const stranger = await call('/api/v1/front/order/payment', {
      token: t2,
      body: orderBody({ giftCard: { cardId, amount: 1000 }, paymentAmt: 59000 }),
    })
    expect(stranger.status).toBe(409)
    expect(stranger.json.errors[0].reason).toMatch(/사용할 수 없는 상품권/)
    const typed = await call('/api/v1/front/order/payment', { token: t1, body: orderBody({ giftCard: { cardId: 'x', amount: -1 } }) })
    expect(typed.status).toBe(400)
    expect((await balance()).amount).toBe(50000)
  })

  it('of 20 concurrent checkouts whose amount the balance covers once, exactly one is written', async () => {
    const cardId = (await db().prepare('SELECT rowid AS id FROM gift_cards WHERE card_no = ?1').bind(CARD).first<{ id: number }>())!.id
    const ordersBefore = (await db().prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>())!.n
    const stockBefore = (await db()
      .prepare(`SELECT stock_qtt FROM goods_items WHERE item_no = 'G100002-01'`)
      .first<{ stock_qtt: number }>())!.stock_qtt
    const rs = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('/api/v1/front/order/payment', { token: t1, body: orderBody({ giftCard: { cardId, amount: 40000 }, paymentAmt: 20000 }) }),
      ),
    )
    const ok = rs.filter((r) => r.status === 200)
    expect(ok).toHaveLength(1)
    for (const r of rs.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409)
      expect(r.json.errors[0].reason).toMatch(/상품권 잔액이 부족해요|사용할 수 없는 상품권/)
    }
    expect(ok[0].json.orderInfoPO.payAmt).toBe(20000)
    // Nothing of the refused ones was written: one order, one line of stock, one debit, one USE line.
    expect((await db().prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>())!.n).toBe(ordersBefore + 1)
    expect(
      (await db().prepare(`SELECT stock_qtt FROM goods_items WHERE item_no = 'G100002-01'`).first<{ stock_qtt: number }>())!.stock_qtt,
    ).toBe(stockBefore - 1)
    expect(await balance()).toMatchObject({ amount: 10000, status: '사용가능' })
    expect(await history('USE')).toHaveLength(1)
    // Both gift-card pages show the balance apart from the face value.
    const mid = await call(`/api/v1/front/benefit/giftcard/${cardId}`, { token: t1 })
    expect(mid.json).toMatchObject({ amount: 50000, balance: 10000 })
    expect((await call('/api/v1/front/order/giftcard', { token: t1 })).json.giftCards[0]).toMatchObject({ amount: 50000, balance: 10000 })

    // Paid, then cancelled twice at once: the card gets 40,000원 back once, with one CANCEL line.
    const ordNo = ok[0].json.orderInfoPO.ordNo as string
    await payInSandbox(ok[0].json.orderPayPO.params, 'approve')
    const detail = await call(`/api/v1/front/order/detail/${ordNo}`, { token: t1 })
    expect(detail.json.amounts).toMatchObject({ giftCardUseAmt: 40000, payAmt: 20000 })
    const cancels = await Promise.all([0, 1].map(() => call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '40' } })))
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(1)
    expect(cancels.find((r) => r.status !== 200)!.status).toBe(409)
    expect(await balance()).toMatchObject({ amount: 50000, status: '사용가능' })
    expect(await history('CANCEL')).toHaveLength(1)
    // The refund through the gateway is the card/account part only.
    expect(cancels.find((r) => r.status === 200)!.json.claim.refundAmt).toBe(20000)

    // The order-side list and the card's own page show the use and its give-back.
    const list = await call('/api/v1/front/order/giftcard', { token: t1 })
    expect(list.json.uses.map((u: { kind: string; amount: number; ordNo: string }) => [u.kind, u.amount, u.ordNo])).toEqual([
      ['CANCEL', 40000, ordNo],
      ['USE', 40000, ordNo],
    ])
    const card = await call(`/api/v1/front/benefit/giftcard/${cardId}`, { token: t1 })
    expect(card.json.history.map((h: { kind: string }) => h.kind)).toEqual(['CANCEL', 'USE', 'REGISTER'])
    expect((await call('/api/v1/front/order/giftcard', { token: t2 })).json.uses).toEqual([])
  })

  it('uses a card to its last won (사용완료), and an abandoned checkout gives it back', async () => {
    const cardId = (await db().prepare('SELECT rowid AS id FROM gift_cards WHERE card_no = ?1').bind(CARD).first<{ id: number }>())!.id
    const r = await call('/api/v1/front/order/payment', {
      token: t1,
      body: orderBody({
        goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 1 }],
        giftCard: { cardId, amount: 50000 },
        paymentAmt: 10000,
      }),
    })
    expect(r.status).toBe(200)
    expect(await balance()).toMatchObject({ amount: 0, status: '사용완료' })
    const closed = await call('/api/v1/front/order/pg/close', { token: t1, body: { ordNo: r.json.orderInfoPO.ordNo } })
    expect(closed.json.released).toBe(true)
    expect(await balance()).toMatchObject({ amount: 50000, status: '사용가능' })
  })
})
