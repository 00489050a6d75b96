import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, orderBody, seedCommerce, token } from './commerce-fixture'

let t1 = ''
beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
})

type Co = { orderInfoPO: { ordNo: string }; orderPayPO: { payUrl: string; params: Record<string, string> } }
async function checkout(over: Record<string, unknown> = {}): Promise<Co> {
  const r = await call('/api/v1/front/order/payment', { token: t1, body: orderBody({ payDevice: 'MOBILE', ...over }) })
  expect(r.status, r.text).toBe(200)
  return r.json
}
const order = (ordNo: string) => db().prepare('SELECT * FROM orders WHERE ord_no = ?1').bind(ordNo).first<Record<string, any>>()
const sandboxTx = async (ordNo: string) =>
  (await call(`/__sandbox/pg/tx/${ordNo}`)).json.transactions as Array<{ status: string; tid: string }>
const stockOf = async (item: string) =>
  (await db().prepare('SELECT stock_qtt FROM goods_items WHERE item_no = ?1').bind(item).first<{ stock_qtt: number }>())!.stock_qtt
const unesc = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
const hidden = (html: string) =>
  Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], unesc(m[2])]))

/** Drives the INIpay mobile sandbox like a phone: the window, a button, the gateway's POST to P_NEXT_URL. */
async function payOnPhone(params: Record<string, string>, scenario: string, extra: Record<string, string> = {}) {
  const win = await call('/__sandbox/pg/smart/payment/', { form: params })
  if (win.status !== 200) throw new Error(`window ${win.status}: ${win.text.slice(0, 200)}`)
  const back = await call('/__sandbox/pg/smart/payment/submit', {
    form: { ...hidden(win.text), scenario, cardCode: '06', quota: '03', ...extra },
  })
  if (back.status === 303) return { ret: back, next: back.headers.get('location') ?? '', returnFields: {} as Record<string, string> }
  const action = unesc(back.text.match(/<form method="post" action="([^"]+)"/)![1])
  const returnFields = hidden(back.text)
  const ret = await call(new URL(action).pathname, { form: returnFields })
  const next = unesc(ret.text.match(/url=([^"]+)"/)?.[1] ?? '')
  return { ret, next, returnFields }
}

describe('INIpay mobile protocol (a phone)', () => {
  it('a phone gets the mobile window form with its own fields; a desktop the PC one', async () => {
    const m = await checkout()
    expect(m.orderPayPO.payUrl).toBe('http://shop.test/__sandbox/pg/smart/payment/')
    expect(m.orderPayPO.params).toMatchObject({
      P_INI_PAYMENT: 'CARD',
      P_MID: 'INIpayTest',
      P_OID: m.orderInfoPO.ordNo,
      P_AMT: '60000',
      P_NEXT_URL: 'http://shop.test/payment/mobilereturn',
      P_CHARSET: 'utf8',
    })
    expect(m.orderPayPO.params.P_CHKFAKE).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(m.orderPayPO.params.P_NOTI).toMatch(new RegExp(`^${m.orderInfoPO.ordNo}\\.`))
    const pc = await checkout({ payDevice: 'PC' })
    expect(pc.orderPayPO.payUrl).toBe('http://shop.test/__sandbox/pg/stdpay')
    expect(pc.orderPayPO.params.oid).toBe(pc.orderInfoPO.ordNo)
  })

  it('approval: the return at /payment/mobilereturn is approved server-side and lands on the same completion page', async () => {
    const co = await checkout()
    const { next, ret } = await payOnPhone(co.orderPayPO.params, 'approve')
    expect(ret.status).toBe(200)
    expect(next).toBe(`/payment/complete/${co.orderInfoPO.ordNo}`)
    expect(await order(co.orderInfoPO.ordNo)).toMatchObject({ status: '20', pay_method: '3', card_cd: '06', card_quota: '03' })
    expect((await sandboxTx(co.orderInfoPO.ordNo))[0].status).toBe('APPROVED')
    const receipt = await call(`/api/v1/front/order/complete/${co.orderInfoPO.ordNo}`, { token: t1 })
    expect(receipt.json.payment).toMatchObject({ payMethodNm: '신용카드', cardCompanyName: '국민카드' })
  })

  it('20 concurrent posts of the same return approve once', async () => {
    const co = await checkout()
    const win = await call('/__sandbox/pg/smart/payment/', { form: co.orderPayPO.params })
    const back = await call('/__sandbox/pg/smart/payment/submit', { form: { ...hidden(win.text), scenario: 'approve' } })
    const fields = hidden(back.text)
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('/payment/mobilereturn', { form: fields })))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('20')
    const approvals = await db()
      .prepare(`SELECT COUNT(*) AS n FROM payments WHERE ord_no = ?1 AND kind = 'APPROVE'`)
      .bind(co.orderInfoPO.ordNo)
      .first<{ n: number }>()
    expect(approvals!.n).toBe(1)
  })

  it('decline: nothing is paid, stock comes back, the shopper lands on the mobile close page', async () => {
    const before = await stockOf('G100002-01')
    const co = await checkout()
    const { next } = await payOnPhone(co.orderPayPO.params, 'decline')
    expect(next).toMatch(/^\/products\/payment\/mobileclose\?ordNo=\d+&msg=/)
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('22')
    expect(await stockOf('G100002-01')).toBe(before)
  })

  it('a failure on our side after approval is net-cancelled at the gateway', async () => {
    const co = await checkout()
    const { next } = await payOnPhone(co.orderPayPO.params, 'fail_after')
    expect(next).toContain('/products/payment/mobileclose')
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('22')
    expect((await sandboxTx(co.orderInfoPO.ordNo))[0].status).toBe('NETCANCELLED')
    const nc = await db()
      .prepare(`SELECT result_code FROM payments WHERE ord_no = ?1 AND kind = 'NETCANCEL'`)
      .bind(co.orderInfoPO.ordNo)
      .first<{ result_code: string }>()
    expect(nc?.result_code).toBe('00')
  })

  it('an approval answer that never arrives is net-cancelled too', async () => {
    const co = await checkout()
    await payOnPhone(co.orderPayPO.params, 'timeout')
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('22')
    expect((await sandboxTx(co.orderInfoPO.ordNo))[0].status).toBe('NETCANCELLED')
  })

  it('the window refuses a changed amount (P_CHKFAKE); a forged or unbound return changes nothing', async () => {
    const co = await checkout()
    const tampered = await call('/__sandbox/pg/smart/payment/', { form: { ...co.orderPayPO.params, P_AMT: '100' } })
    expect(tampered.status).toBe(400)
    expect(tampered.text).toContain('P_CHKFAKE')
    for (const form of [
      { P_STATUS: '00', P_TID: 'x', P_REQ_URL: 'https://evil.test/req', P_NOTI: co.orderPayPO.params.P_NOTI },
      {
        P_STATUS: '00',
        P_TID: 'x',
        P_REQ_URL: 'http://shop.test/__sandbox/pg/smart/payReq',
        P_NOTI: `${co.orderInfoPO.ordNo}.${'0'.repeat(40)}`,
      },
    ]) {
      const r = await call('/payment/mobilereturn', { form })
      expect(r.status).toBe(200)
    }
    // the first (bound, but an untrusted approval host) fails the checkout without calling that host; the second is not this checkout's
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('22')
  })

  it('a virtual account through the mobile window waits for the deposit with its deadline', async () => {
    const co = await checkout({ payMethod: '2' })
    expect(co.orderPayPO.params.P_INI_PAYMENT).toBe('VBANK')
    const { next } = await payOnPhone(co.orderPayPO.params, 'approve', { bankCode: '20' })
    expect(next).toBe(`/payment/complete/${co.orderInfoPO.ordNo}`)
    const o = (await order(co.orderInfoPO.ordNo))!
    expect(o).toMatchObject({ status: '10', pay_method: '2', bank_cd: '20' })
    expect(o.vacct_no).toMatch(/^\d{14}$/)
    expect(o.vacct_due_dttm).toBeTruthy()
    const tid = (await sandboxTx(co.orderInfoPO.ordNo))[0].tid
    const dep = await call(`/__sandbox/pg/vbank/${tid}/deposit`, { form: { mode: 'exact' } })
    expect(dep.text).toContain('OK')
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('20')
  })
})
