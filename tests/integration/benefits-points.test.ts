// Points page (balance, soon-to-expire, ledger with the three-month look-back), conversion into an offline
// coupon exactly once, gift-card registration exactly once and rate-limited, digital coupon detail.
import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, iso, seedCommerce, token } from './commerce-fixture'

let t1 = ''
let t2 = ''
beforeAll(async () => {
  await seedCommerce() // member 1: 20,000P (신규가입, 50 days ago); member 2: 500P
  t1 = await token(1)
  t2 = await token(2)
  const d = db()
  await d.batch([
    d
      .prepare(
        `INSERT INTO point_ledger (member_no, amount, reason, reg_dttm, expire_dttm) VALUES (1, 3000, '후기작성', ?1, ?2), (1, 700, '구매적립', ?3, ?4)`,
      )
      .bind(iso(-200), iso(10), iso(-5), iso(1000)),
    d.prepare(
      `INSERT INTO gift_card_issues (card_no, card_nm, amount, issue_ymd, expire_ymd) VALUES ('1234567812345678', '다비치 상품권 5만원', 50000, '20260101', '20301231'), ('9999000011112222', '다비치 상품권 1만원', 10000, '20200101', '20201231')`,
    ),
    d.prepare(
      `INSERT INTO digital_coupons (coupon_no, member_no, coupon_nm, amount, status, pay_method, card_cd, buy_ymd, expire_ymd) VALUES ('DG2026000001', 1, '모바일 교환권 3만원', 30000, '사용가능', '3', '06', '20261101', '20271101')`,
    ),
  ])
})

describe('points', () => {
  it('balance, soon-to-expire and the ledger (three months by default, period filter, kinds)', async () => {
    const r = await call('/api/v1/front/benefit/point', { token: t1 })
    expect(r.status).toBe(200)
    expect(r.json.balance).toBe(23700)
    expect(r.json.soon).toBe(3000)
    expect(r.json.items.map((i: { reason: string }) => i.reason)).toEqual(['구매적립', '신규가입']) // 200 days ago is outside three months
    expect(r.json.items[0]).toMatchObject({ kind: '지급', amount: 700 })
    const all = await call(`/api/v1/front/benefit/point?fromYmd=20200101&toYmd=${iso(0).slice(0, 10).replace(/-/g, '')}`, { token: t1 })
    expect(all.json.items).toHaveLength(3)
    for (const q of ['?fromYmd=20260230', '?fromYmd=20261201&toYmd=20261101', '?kind=x', '?page=0']) {
      const bad = await call(`/api/v1/front/benefit/point${q}`, { token: t1 })
      expect(bad.status, q).toBe(400)
      expect(bad.json.errors[0].reason).toMatch(/[가-힣]/)
    }
    expect((await call('/api/v1/front/benefit/point')).status).toBe(401)
  })

  it('conversion: 20 identical concurrent requests convert once; the coupon appears with its value', async () => {
    const body = { amount: 10000, requestKey: 'conv-key-00000001' }
    const rs = await Promise.all(Array.from({ length: 20 }, () => call('/api/v1/front/benefit/point/convert', { token: t1, body })))
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(rs.filter((r) => r.status === 409)).toHaveLength(19)
    expect(
      (await db().prepare(`SELECT COUNT(*) AS n FROM point_ledger WHERE member_no = 1 AND reason = '쿠폰전환'`).first<{ n: number }>())!.n,
    ).toBe(1)
    const my = await call('/api/v1/front/coupon/my?channel=offline', { token: t1 })
    const c = my.json.coupons.find((x: { couponNo: number }) => x.couponNo === 9000)
    expect(c).toMatchObject({ benefitLabel: '10,000원 할인', kindLabel: '포인트 전환 쿠폰' })
    expect(c.barcode.value).toMatch(/^DC/)
    expect((await call('/api/v1/front/benefit/point', { token: t1 })).json.balance).toBe(13700)
  })

  it('different requests cannot convert more than the balance; bad amounts are refused', async () => {
    const rs = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call('/api/v1/front/benefit/point/convert', { token: t1, body: { amount: 5000, requestKey: `conv-race-0000000${i}` } }),
      ),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(2)
    expect((await call('/api/v1/front/benefit/point', { token: t1 })).json.balance).toBe(3700)
    for (const amount of [500, 5500, 200000, '5000', -5000]) {
      const r = await call('/api/v1/front/benefit/point/convert', { token: t2, body: { amount, requestKey: 'conv-bad-00000001' } })
      expect(r.status, String(amount)).toBe(400)
    }
    const short = await call('/api/v1/front/benefit/point/convert', { token: t2, body: { amount: 5000, requestKey: 'conv-bad-00000002' } })
    expect(short.status).toBe(400)
    expect(short.json.errors[0].reason).toBe('보유 포인트보다 많이 전환할 수 없어요.')
  })
})

describe('gift cards', () => {
  it('registers once under 20 concurrent requests from two members; detail and history are the owner’s', async () => {
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('/api/v1/front/benefit/giftcard/register', { token: i % 2 ? t2 : t1, body: { cardNo: '1234-5678-1234-5678' } }),
      ),
    )
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect((await db().prepare(`SELECT COUNT(*) AS n FROM gift_cards WHERE card_no = '1234567812345678'`).first<{ n: number }>())!.n).toBe(
      1,
    )
    const owner = rs.find((r) => r.status === 200)!
    expect(owner.json).toMatchObject({ balance: 50000, history: [{ kind: 'REGISTER', kindNm: '등록' }] })
    const ownerToken = rs.indexOf(owner) % 2 ? t2 : t1
    const other = ownerToken === t1 ? t2 : t1
    expect(owner.json.cardNo).not.toContain('5678-1234')
    const id = owner.json.cardId
    expect((await call(`/api/v1/front/benefit/giftcard/${id}`, { token: ownerToken })).status).toBe(200)
    expect((await call(`/api/v1/front/benefit/giftcard/${id}`, { token: other })).status).toBe(404)
    const mine = await call('/api/v1/front/benefit/giftcard', { token: ownerToken })
    expect(mine.json).toMatchObject({ balance: 50000, cards: [{ cardId: id, cardNm: '다비치 상품권 5만원' }] })
    // the order pages' list reads the same rows
    const list = await call('/api/v1/front/order/giftcard', { token: ownerToken })
    expect(JSON.stringify(list.json)).toContain('다비치 상품권 5만원')
  })

  it('refuses expired and unknown numbers alike, bad formats, and more than 10 tries an hour', async () => {
    await db().prepare('DELETE FROM gift_card_tries').run() // the race above spent this hour's tries
    const expired = await call('/api/v1/front/benefit/giftcard/register', { token: t2, body: { cardNo: '9999000011112222' } })
    const unknown = await call('/api/v1/front/benefit/giftcard/register', { token: t2, body: { cardNo: '1111222233334444' } })
    expect(expired.status).toBe(400)
    expect(unknown.json.errors[0].reason).toBe(expired.json.errors[0].reason)
    expect((await call('/api/v1/front/benefit/giftcard/register', { token: t2, body: { cardNo: '12ab' } })).status).toBe(400)
    const rs = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('/api/v1/front/benefit/giftcard/register', { token: t2, body: { cardNo: `55556666777788${String(i).padStart(2, '0')}` } }),
      ),
    )
    expect(rs.some((r) => r.status === 429)).toBe(true)
  })
})

describe('digital coupons', () => {
  it('detail with barcode for the owner, 404 for another member', async () => {
    const r = await call('/api/v1/front/benefit/digitalcoupon/DG2026000001', { token: t1 })
    expect(r.status).toBe(200)
    expect(r.json).toMatchObject({ couponNm: '모바일 교환권 3만원', barcode: { value: 'DG2026000001' } })
    expect((await call('/api/v1/front/benefit/digitalcoupon/DG2026000001', { token: t2 })).status).toBe(404)
  })
})
