// 모바일 상품권 bought online (issue 28): bought by card through the gateway (the code issued once by the paid batch),
// sent to a mobile number (N identical sends → one gift, one SMS), registered by the receiver with the code from the
// SMS, half used at a store's till and the rest at checkout — every step on both members' lists; kept by the buyer
// (N identical keeps → one card); a declined payment issues nothing; bad input is a Korean 4xx.
import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, orderBody, payInSandbox, seedCommerce, token } from './commerce-fixture'

let buyer = ''
let friend = ''
const FRIEND_MOBILE = '01033334444'

beforeAll(async () => {
  await seedCommerce()
  buyer = await token(1)
  friend = await token(2)
})

const list = async (t: string) => (await call('/api/v1/front/voucher', { token: t })).json as { bought: any[]; received: any[] }
const outbox = async (mobile: string) =>
  ((await call(`/__sandbox/sms/outbox?mobile=${mobile}`)).json as { messages: { body: string }[] }).messages

async function buy(faceAmt: number, scenario: 'approve' | 'decline' = 'approve') {
  const r = await call('/api/v1/front/voucher/order', { token: buyer, body: { faceAmt, orderToken: crypto.randomUUID() } })
  expect(r.status).toBe(200)
  expect(r.json.payAmt).toBe(faceAmt)
  const paid = await payInSandbox(r.json.orderPayPO.params, scenario)
  return { ordNo: r.json.ordNo as string, next: paid.next }
}

describe('모바일 상품권: buy, send, register, use at a store and at checkout', () => {
  let ordNo = ''
  let code = ''

  it('is bought by card through the gateway; the paid batch issues its code once', async () => {
    const b = await buy(30000)
    ordNo = b.ordNo
    expect(b.next).toBe(`/mypage/myservice/paysdigitalcoupon?paid=${ordNo}`)
    const v = await db().prepare('SELECT * FROM voucher_purchases WHERE ord_no = ?1').bind(ordNo).first<Record<string, any>>()
    expect(v).toMatchObject({ state: 'KEPT', face_amt: 30000 })
    const issues = await db().prepare('SELECT * FROM gift_card_issues WHERE card_no = ?1').bind(v!.card_no).all()
    expect(issues.results).toHaveLength(1)
    expect(issues.results[0]).toMatchObject({ amount: 30000, member_no: null })
    const mine = await list(buyer)
    expect(mine.bought[0]).toMatchObject({ ordNo, state: 'KEPT', stateNm: '보관 중', balance: 30000, canSend: true, canKeep: true })
    // The buyer never sees the whole code of a voucher not on their own account.
    expect(mine.bought[0].cardNo).toMatch(/^\*{4}-\*{4}-\*{4}-\d{4}$/)
    // It is an order like any other (the order list), ships nothing (not on the delivery list) and is not cancelled as goods.
    const orders = await call('/api/v1/front/order/list', { token: buyer })
    expect(JSON.stringify(orders.json)).toContain(ordNo)
    const delivery = await call('/api/v1/front/order/delivery', { token: buyer })
    expect(JSON.stringify(delivery.json)).not.toContain(ordNo)
    const cancel = await call('/api/v1/front/claim/cancel', { token: buyer, body: { ordNo, reasonCd: '10', reasonText: '' } })
    expect(cancel.status).toBe(409)
    expect(cancel.json.errors[0].reason).toMatch(/모바일 상품권 구매는/)
    expect((await db().prepare('SELECT status FROM orders WHERE ord_no = ?1').bind(ordNo).first<{ status: string }>())!.status).toBe('20')
  })

  it('10 identical sends to a mobile number give one gift and one SMS', async () => {
    const before = (await outbox(FRIEND_MOBILE)).length
    const body = { recipientNm: '이구매', mobile: '010-3333-4444', message: '생일 축하해요' }
    const rs = await Promise.all(Array.from({ length: 10 }, () => call(`/api/v1/front/voucher/${ordNo}/send`, { token: buyer, body })))
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    const refused = rs.filter((r) => r.status === 409)
    expect(refused).toHaveLength(9)
    expect(refused[0].json.errors[0].reason).toMatch(/이미 010-\*{4}-4444님께 선물한 상품권/)
    const sms = await outbox(FRIEND_MOBILE)
    expect(sms.length).toBe(before + 1)
    expect(sms[0].body).toContain('모바일 상품권 30,000원')
    expect(sms[0].body).toContain('생일 축하해요')
    code = sms[0].body.match(/code=(\d{16})/)![1]
    // The receiver is a member: the gift is in their inbox too, once.
    const inbox = await db()
      .prepare(`SELECT COUNT(*) AS n FROM member_notifications WHERE member_no = 2 AND title LIKE '%상품권%'`)
      .first<{ n: number }>()
    expect(inbox!.n).toBe(1)
    expect((await list(buyer)).bought[0]).toMatchObject({
      state: 'SENT',
      canSend: false,
      canResend: true,
      recipient: { mobile: '010-****-4444' },
    })
    // A sent voucher can no longer be kept by the buyer.
    expect((await call(`/api/v1/front/voucher/${ordNo}/keep`, { token: buyer, body: {} })).status).toBe(409)
  })

  it('the receiver registers the code from the SMS; both members see it', async () => {
    const r = await call('/api/v1/front/benefit/giftcard/register', { token: friend, body: { cardNo: code } })
    expect(r.status).toBe(200)
    expect(r.json).toMatchObject({ amount: 30000, balance: 30000 })
    const again = await call('/api/v1/front/benefit/giftcard/register', { token: buyer, body: { cardNo: code } })
    expect(again.status).toBe(400)
    const theirs = await list(friend)
    expect(theirs.received[0]).toMatchObject({ ordNo, state: 'REGISTERED', balance: 30000, buyerNm: '김*매' })
    expect(theirs.received[0].cardNo.replace(/-/g, '')).toBe(code)
    expect((await list(buyer)).bought[0]).toMatchObject({ state: 'REGISTERED', stateNm: '등록됨', holderNm: '이*매' })
  })

  it('half is used at a store’s till, the rest at checkout; both lists follow', async () => {
    const till = await call('/__sandbox/pos/till/voucher', { body: { voucherNo: code, storeCode: 'S001', amount: 15000 } })
    expect(till.json.answer).toMatchObject({ ok: true, used: 15000, balance: 15000 })
    expect((await list(friend)).received[0]).toMatchObject({ stateNm: '일부 사용', balance: 15000, used: 15000 })
    expect((await list(buyer)).bought[0]).toMatchObject({ stateNm: '일부 사용', used: 15000 })

    const cardId = (await list(friend)).received[0].cardId as number
    const co = await call('/api/v1/front/order/payment', {
      token: friend,
      body: orderBody({
        orderer: { name: '이구매', mobile: '010-3333-4444', email: 'buyer02@example.com' },
        giftCard: { cardId, amount: 15000 },
        paymentAmt: 45000,
      }),
    })
    expect(co.status).toBe(200)
    const paid = await payInSandbox(co.json.orderPayPO.params, 'approve')
    expect(paid.next).toBe(`/payment/complete/${co.json.orderInfoPO.ordNo}`)
    expect((await list(friend)).received[0]).toMatchObject({ stateNm: '사용 완료', balance: 0, used: 30000 })
    expect((await list(buyer)).bought[0]).toMatchObject({ stateNm: '사용 완료' })
    const detail = await call(`/api/v1/front/benefit/giftcard/${cardId}`, { token: friend })
    expect(detail.json.history.map((h: { kind: string }) => h.kind)).toEqual(['USE', 'USE', 'REGISTER'])
  })
})

describe('모바일 상품권: kept by the buyer, declined, bad input', () => {
  it('8 identical keeps register it once on the buyer’s own account', async () => {
    const { ordNo } = await buy(10000)
    const rs = await Promise.all(Array.from({ length: 8 }, () => call(`/api/v1/front/voucher/${ordNo}/keep`, { token: buyer, body: {} })))
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1)
    expect(rs.filter((r) => r.status === 409)).toHaveLength(7)
    const v = await db()
      .prepare('SELECT card_no, state, holder_member_no FROM voucher_purchases WHERE ord_no = ?1')
      .bind(ordNo)
      .first<any>()
    expect(v).toMatchObject({ state: 'REGISTERED', holder_member_no: 1 })
    const cards = await db()
      .prepare('SELECT COUNT(*) AS n FROM gift_cards WHERE card_no = ?1 AND member_no = 1')
      .bind(v.card_no)
      .first<any>()
    expect(cards.n).toBe(1)
    const hist = await db().prepare(`SELECT COUNT(*) AS n FROM gift_card_history WHERE card_no = ?1`).bind(v.card_no).first<any>()
    expect(hist.n).toBe(1)
    const mine = (await list(buyer)).bought.find((b) => b.ordNo === ordNo)
    expect(mine).toMatchObject({ state: 'REGISTERED', holderNm: '나', balance: 10000 })
    expect(mine.cardNo.replace(/-/g, '')).toBe(v.card_no)
    // Sending a voucher already on the buyer's account is refused.
    const send = await call(`/api/v1/front/voucher/${ordNo}/send`, { token: buyer, body: { recipientNm: '이구매', mobile: FRIEND_MOBILE } })
    expect(send.status).toBe(409)
  })

  it('a declined payment issues nothing and lists nothing', async () => {
    const { ordNo, next } = await buy(50000, 'decline')
    expect(next).toContain('/payment/close')
    const v = await db().prepare('SELECT state, card_no FROM voucher_purchases WHERE ord_no = ?1').bind(ordNo).first<any>()
    expect(v.state).toBe('PENDING')
    expect(await db().prepare('SELECT 1 FROM gift_card_issues WHERE card_no = ?1').bind(v.card_no).first()).toBeNull()
    expect((await list(buyer)).bought.some((b) => b.ordNo === ordNo)).toBe(false)
  })

  it('bad input is a Korean 4xx; another member’s voucher is not found; sends to oneself are refused', async () => {
    const odd = await call('/api/v1/front/voucher/order', { token: buyer, body: { faceAmt: 12345, orderToken: crypto.randomUUID() } })
    expect(odd.status).toBe(400)
    expect(odd.json.errors[0].reason).toMatch(/상품권 금액은/)
    expect((await call('/api/v1/front/voucher/order', { body: { faceAmt: 10000, orderToken: crypto.randomUUID() } })).status).toBe(401)
    const { ordNo } = await buy(10000)
    const foreign = await call(`/api/v1/front/voucher/${ordNo}/send`, {
      token: friend,
      body: { recipientNm: '김구매', mobile: '01011112222' },
    })
    expect(foreign.status).toBe(404)
    const self = await call(`/api/v1/front/voucher/${ordNo}/send`, { token: buyer, body: { recipientNm: '김구매', mobile: '01011112222' } })
    expect(self.status).toBe(400)
    expect(self.json.errors[0].reason).toMatch(/본인에게는/)
    const badMobile = await call(`/api/v1/front/voucher/${ordNo}/send`, { token: buyer, body: { recipientNm: '이구매', mobile: '12' } })
    expect(badMobile.status).toBe(400)
    expect((await call('/api/v1/front/voucher/abc/keep', { token: buyer, body: {} })).status).toBe(400)
    // The same orderToken twice is one order.
    const t = crypto.randomUUID()
    const a = await call('/api/v1/front/voucher/order', { token: buyer, body: { faceAmt: 10000, orderToken: t } })
    const b = await call('/api/v1/front/voucher/order', { token: buyer, body: { faceAmt: 10000, orderToken: t } })
    expect(a.json.ordNo).toBe(b.json.ordNo)
  })
})
