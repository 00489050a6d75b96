import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, orderBody, payInSandbox, releasePending, seedCommerce, token } from './commerce-fixture'

let t1 = ''
let t2 = ''
beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
  t2 = await token(2)
})

async function checkout(over: Record<string, unknown> = {}) {
  const r = await call('/api/v1/front/order/payment', { token: t1, body: orderBody(over) })
  expect(r.status).toBe(200)
  return r.json as { orderInfoPO: { ordNo: string }; orderPayPO: { payUrl: string; params: Record<string, string> } }
}
const order = (ordNo: string) => db().prepare('SELECT * FROM orders WHERE ord_no = ?1').bind(ordNo).first<Record<string, any>>()
const stockOf = async (item: string) =>
  (await db().prepare('SELECT stock_qtt FROM goods_items WHERE item_no = ?1').bind(item).first<{ stock_qtt: number }>())!.stock_qtt
const sandboxTx = async (ordNo: string) => (await call(`/__sandbox/pg/tx/${ordNo}`)).json.transactions as Array<{ status: string }>

describe('KG Inicis standard payment through the sandbox', () => {
  it('approves a card payment server-side and completes the order with the receipt', async () => {
    const co = await checkout({ pointUseAmt: 1000, paymentAmt: 59000 })
    expect(co.orderPayPO.payUrl).toBe('http://shop.test/__sandbox/pg/stdpay')
    const { ret, next } = await payInSandbox(co.orderPayPO.params, 'approve')
    expect(ret.status).toBe(200)
    expect(next).toBe(`/payment/complete/${co.orderInfoPO.ordNo}`)
    const o = await order(co.orderInfoPO.ordNo)
    expect(o).toMatchObject({ status: '20', card_cd: '06', card_quota: '03', pay_amt: 59000 })
    const receipt = await call(`/api/v1/front/order/complete/${co.orderInfoPO.ordNo}`, { token: t1 })
    expect(receipt.json.payment).toMatchObject({ payMethodNm: '신용카드', cardCompanyName: '국민카드' })
    expect(receipt.json.orderer.mobile).toBe('010-****-2222')
    expect((await sandboxTx(co.orderInfoPO.ordNo))[0].status).toBe('APPROVED')
    // a replayed return (with this checkout's merchantData) is harmless
    const again = await call('/api/v1/front/order/pg/return', {
      form: {
        resultCode: '0000',
        orderNumber: co.orderInfoPO.ordNo,
        merchantData: co.orderPayPO.params.merchantData,
        authToken: 'x',
        authUrl: 'http://evil.test/a',
        netCancelUrl: 'http://evil.test/n',
      },
    })
    expect(again.text).toContain(`/payment/complete/${co.orderInfoPO.ordNo}`)
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('20')
  })

  it('pays by bank transfer with the bank name', async () => {
    const co = await checkout({ payMethod: '1' })
    await payInSandbox(co.orderPayPO.params, 'approve', { payMethod: '1', bankCode: '04' })
    const receipt = await call(`/api/v1/front/order/complete/${co.orderInfoPO.ordNo}`, { token: t1 })
    expect(receipt.json.payment).toMatchObject({ payMethodNm: '계좌이체', bankName: '국민은행' })
  })

  it('a declined payment leaves no paid order and gives the stock and points back', async () => {
    const before = await stockOf('G100002-01')
    const co = await checkout({ pointUseAmt: 1000, paymentAmt: 59000 })
    expect(await stockOf('G100002-01')).toBe(before - 1)
    const { next } = await payInSandbox(co.orderPayPO.params, 'decline')
    expect(next).toMatch(/^\/payment\/close\?ordNo=\d+&msg=/)
    const o = await order(co.orderInfoPO.ordNo)
    expect(o!.status).toBe('22')
    expect(o!.paid_dttm).toBeNull()
    expect(await stockOf('G100002-01')).toBe(before)
    const back = await db()
      .prepare(`SELECT amount FROM point_ledger WHERE ord_no = ?1 AND reason = '주문취소 반환'`)
      .bind(co.orderInfoPO.ordNo)
      .first<{ amount: number }>()
    expect(back?.amount).toBe(1000)
    expect((await call(`/api/v1/front/order/detail/${co.orderInfoPO.ordNo}`, { token: t1 })).status).toBe(404)
  })

  it('a failure on our side after approval triggers net-cancel', async () => {
    const before = await stockOf('G100002-01')
    const co = await checkout()
    const { next } = await payInSandbox(co.orderPayPO.params, 'fail_after')
    expect(next).toContain('/payment/close')
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('22')
    expect((await sandboxTx(co.orderInfoPO.ordNo))[0].status).toBe('NETCANCELLED')
    const nc = await db()
      .prepare(`SELECT result_code FROM payments WHERE ord_no = ?1 AND kind = 'NETCANCEL'`)
      .bind(co.orderInfoPO.ordNo)
      .first<{ result_code: string }>()
    expect(nc?.result_code).toBe('0000')
    expect(await stockOf('G100002-01')).toBe(before)
  })

  it('an approval answer that never arrives (time out) is net-cancelled too', async () => {
    const co = await checkout()
    await payInSandbox(co.orderPayPO.params, 'timeout')
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('22')
    expect((await sandboxTx(co.orderInfoPO.ordNo))[0].status).toBe('NETCANCELLED')
  })

  it('the gateway refuses a window form whose price was changed in the browser', async () => {
    const co = await checkout()
    const r = await call('/__sandbox/pg/stdpay', { form: { ...co.orderPayPO.params, price: '100' } })
    expect(r.status).toBe(400)
    expect(r.text).toContain('signature 검증에 실패')
  })

  it('a forged return is not trusted: unknown authUrl hosts are never called', async () => {
    const co = await checkout()
    const r = await call('/api/v1/front/order/pg/return', {
      form: {
        resultCode: '0000',
        mid: 'INIpayTest',
        orderNumber: co.orderInfoPO.ordNo,
        merchantData: co.orderPayPO.params.merchantData,
        authToken: 'forged',
        authUrl: 'https://evil.test/auth',
        netCancelUrl: 'https://evil.test/net',
      },
    })
    expect(r.text).toContain('/payment/close')
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('22')
  })

  it('a return with a made-up authToken at the real gateway is refused, not paid', async () => {
    const co = await checkout()
    await call('/api/v1/front/order/pg/return', {
      form: {
        resultCode: '0000',
        mid: 'INIpayTest',
        orderNumber: co.orderInfoPO.ordNo,
        merchantData: co.orderPayPO.params.merchantData,
        authToken: 'NOPE',
        authUrl: 'http://shop.test/__sandbox/pg/api/payAuth',
        netCancelUrl: 'http://shop.test/__sandbox/pg/api/netCancel',
      },
    })
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('22')
  })

  it('a return that is not bound to its checkout (cross-site, no or foreign merchantData) changes nothing', async () => {
    const co = await checkout()
    // another buyer's checkout (a member's own next attempt would release the first, issue 30)
    const other = (await call('/api/v1/front/order/payment', { token: t2, body: orderBody() })).json as Awaited<ReturnType<typeof checkout>>
    const before = await stockOf('G100002-01')
    for (const merchantData of [
      undefined,
      '',
      co.orderInfoPO.ordNo,
      other.orderPayPO.params.merchantData,
      `${co.orderInfoPO.ordNo}.${'0'.repeat(40)}`,
    ]) {
      const form: Record<string, string> = { resultCode: 'V801', resultMsg: '<script>공격</script>', orderNumber: co.orderInfoPO.ordNo }
      if (merchantData !== undefined) form.merchantData = merchantData
      const r = await call('/api/v1/front/order/pg/return', { form })
      expect(r.status).toBe(200)
      expect(r.text).toContain('/payment/close')
    }
    const o = (await order(co.orderInfoPO.ordNo))!
    expect(o.status).toBe('01')
    expect(o.fail_msg).toBeNull()
    expect(await stockOf('G100002-01')).toBe(before)
    // the buyer's own window still pays
    const { next } = await payInSandbox(co.orderPayPO.params, 'approve')
    expect(next).toBe(`/payment/complete/${co.orderInfoPO.ordNo}`)
    await payInSandbox(other.orderPayPO.params, 'approve')
  })

  it('closing the window releases the pending order', async () => {
    await releasePending(1)
    const before = await stockOf('G100002-01')
    const co = await checkout()
    const r = await call('/api/v1/front/order/pg/close', { token: t1, body: { ordNo: co.orderInfoPO.ordNo } })
    expect(r.json.released).toBe(true)
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('00')
    expect(await stockOf('G100002-01')).toBe(before)
  })
})

describe('abandoned checkouts', () => {
  it('give their stock back after 30 minutes without a return', async () => {
    const before = await stockOf('G100002-01')
    const co = await checkout()
    await db()
      .prepare('UPDATE orders SET reg_dttm = ?2 WHERE ord_no = ?1')
      .bind(co.orderInfoPO.ordNo, new Date(Date.now() - 31 * 60_000).toISOString())
      .run()
    await checkout({ goods: [{ goodsNo: 'G100001', itemNo: 'G100001-01', buyQtt: 1 }], paymentAmt: 33000 })
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('00')
    expect(await stockOf('G100002-01')).toBe(before)
  })
})

describe('guests', () => {
  it('order without points or coupons, see the receipt with their cookie, and look the order up with order number + phone', async () => {
    const r = await call('/api/v1/front/order/payment', { body: orderBody() })
    expect(r.status).toBe(200)
    const cookie = (r.headers.get('set-cookie') ?? '').match(/davich_guest_order=[^;]+/)![0]
    await payInSandbox(r.json.orderPayPO.params, 'approve')
    const ordNo = r.json.orderInfoPO.ordNo
    expect((await call(`/api/v1/front/order/complete/${ordNo}`, { cookie })).status).toBe(200)
    expect((await call(`/api/v1/front/order/complete/${ordNo}`)).status).toBe(404)
    const ok = await call('/api/v1/front/order/guest/lookup', { body: { ordNo, mobile: '010-1111-2222' } })
    expect(ok.status).toBe(200)
    expect(ok.json.delivery.mobile).toBe('010-****-2222')
    const wrong = await call('/api/v1/front/order/guest/lookup', { body: { ordNo, mobile: '01099998888' } })
    expect(wrong.status).toBe(404)
    const points = await call('/api/v1/front/order/payment', { body: orderBody({ pointUseAmt: 1000, paymentAmt: 59000 }) })
    expect(points.status).toBe(400)
  })
})
