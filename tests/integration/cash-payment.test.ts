import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '~/server/env'
import { SANDBOX_GATEWAY_IP } from '~/server/providers/inicis/adapter'
import { reduceCashReceipt } from '~/server/services/cash'
import { confirmPurchase } from '~/server/services/confirm'
import { orderByNo } from '~/server/db/orders'
import { call, db, orderBody, payInSandbox, releasePending, seedCommerce, token } from './commerce-fixture'
import { read, call as request } from './helpers'
import { runNight as runNightAt } from './jobs-helper'

let t1 = ''
beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
})

type Co = { orderInfoPO: { ordNo: string }; orderPayPO: { payUrl: string; params: Record<string, string> } }
async function checkout(over: Record<string, unknown> = {}): Promise<Co> {
  const r = await call('/api/v1/front/order/payment', { token: t1, body: orderBody(over) })
  expect(r.status, r.text).toBe(200)
  return r.json
}
const order = (ordNo: string) => db().prepare('SELECT * FROM orders WHERE ord_no = ?1').bind(ordNo).first<Record<string, any>>()
const receipts = async (ordNo: string) =>
  (await db().prepare('SELECT * FROM cash_receipts WHERE ord_no = ?1 ORDER BY receipt_no').bind(ordNo).all<Record<string, any>>()).results
const notices = async (ordNo: string) =>
  (
    await db().prepare('SELECT result FROM vbank_notices WHERE ord_no = ?1 ORDER BY notice_no').bind(ordNo).all<{ result: string }>()
  ).results.map((r) => r.result)
const sandboxReceipts = async () =>
  (await call('/__sandbox/pg/receipts')).json.receipts as Array<{ tid: string; status: string; reg_num: string; price: number }>
const outage = (value: 'on' | 'off') => call('/__sandbox/pg/switch', { form: { name: 'receipt_outage', value } })

/** A deposit notice as the gateway's notice server sends it (INIpay standard "noti"). */
function noti(o: Record<string, any>, over: Record<string, string> = {}, ip = SANDBOX_GATEWAY_IP) {
  const form = {
    no_tid: o.pg_tid,
    no_oid: o.ord_no,
    id_merchant: 'INIpayTest',
    cd_bank: `000000${o.bank_cd}`,
    dt_trans: '20261124',
    tm_trans: '101010',
    no_msgseq: '0001',
    type_msg: '0200',
    no_vacct: o.vacct_no,
    amt_input: String(o.pay_amt),
    nm_inputbank: '국민은행',
    nm_input: '김구매',
    ...over,
  }
  return read(
    request('/api/v1/front/order/pg/vbanknoti', { form, origin: 'http://shop.test', headers: ip ? { 'cf-connecting-ip': ip } : {} }),
  )
}

async function vbankOrder(over: Record<string, unknown> = {}) {
  const co = await checkout({ payMethod: '2', ...over })
  const { next } = await payInSandbox(co.orderPayPO.params, 'approve', { payMethod: '2', bankCode: '04' })
  expect(next).toBe(`/payment/complete/${co.orderInfoPO.ordNo}`)
  return (await order(co.orderInfoPO.ordNo))!
}

describe('virtual account: the deposit notice pays the order exactly once', () => {
  it('issues the account with its deadline; only a genuine notice pays, once; forged, wrong-amount and replayed notices change nothing', async () => {
    const o = await vbankOrder({ cashReceipt: { type: 'DEDUCTION', idType: 'MOBILE', number: '010-1111-2222' } })
    expect(o).toMatchObject({
      status: '10',
      pay_method: '2',
      bank_cd: '04',
      vacct_holder_nm: '(주)다비치마켓',
      cash_receipt_type: 'DEDUCTION',
      cash_receipt_no: '01011112222',
    })
    expect(o.vacct_no).toMatch(/^\d{14}$/)
    expect(Date.parse(o.vacct_due_dttm) - Date.now()).toBeGreaterThan(2 * 86_400_000)
    const detail = await call(`/api/v1/front/order/detail/${o.ord_no}`, { token: t1 })
    expect(detail.json.payment).toMatchObject({
      vacctNo: o.vacct_no,
      bankName: '국민은행',
      vacctHolderNm: '(주)다비치마켓',
      sandboxDepositUrl: `/__sandbox/pg/vbank/${o.pg_tid}`,
    })
    expect(detail.json.cashReceipts).toEqual([])

    // forged: not from the gateway's notice servers (no address, another address) → refused, nothing recorded as paid
    for (const ip of ['', '203.0.113.9']) {
      const r = await noti(o, {}, ip)
      expect(r.status).toBe(403)
      expect(r.json.errors[0].field).toBe('source')
    }
    // from the gateway but not this order's transaction / account / merchant → answered OK, recorded, nothing paid
    for (const over of <Record<string, string>[]>[
      { no_tid: 'StdpayVBNK_OTHER' },
      { no_vacct: '56200000000000' },
      { id_merchant: 'OTHERMID' },
      { no_oid: '20990101000000000' },
    ]) {
      const r = await noti(o, over)
      expect(r.status).toBe(200)
      expect(r.text).toBe('OK')
    }
    // wrong amount → refused and logged
    expect((await noti(o, { amt_input: String(o.pay_amt - 1000) })).text).toBe('OK')
    expect((await order(o.ord_no))!.status).toBe('10')
    expect(await notices(o.ord_no)).toEqual(['AMOUNT'])

    // 20 concurrent identical genuine notices: paid once, one receipt issued once
    const answers = await Promise.all(Array.from({ length: 20 }, () => noti(o)))
    expect(answers.every((a) => a.status === 200 && a.text === 'OK')).toBe(true)
    const paid = (await order(o.ord_no))!
    expect(paid).toMatchObject({ status: '20' })
    expect(paid.deposit_dttm).toBeTruthy()
    const n = await notices(o.ord_no)
    expect(n.filter((x) => x === 'PAID')).toHaveLength(1)
    expect(n.filter((x) => x === 'REPLAY')).toHaveLength(19)
    const deposits = await db()
      .prepare(`SELECT COUNT(*) AS n FROM payments WHERE ord_no = ?1 AND kind = 'DEPOSIT'`)
      .bind(o.ord_no)
      .first<{ n: number }>()
    expect(deposits!.n).toBe(1)
    const rs = await receipts(o.ord_no)
    expect(rs).toHaveLength(1)
    expect(rs[0]).toMatchObject({ status: 'OK', use_opt: '1', id_type: 'MOBILE', reg_num: '01011112222', amount: o.pay_amt, tries: 1 })
    expect((await sandboxReceipts()).filter((r) => r.tid === rs[0].tid)).toHaveLength(1)

    // replayed later → OK, recorded as a replay, still one payment
    expect((await noti(o)).text).toBe('OK')
    expect((await notices(o.ord_no)).at(-1)).toBe('REPLAY')
    const shown = await call(`/api/v1/front/order/detail/${o.ord_no}`, { token: t1 })
    expect(shown.json.status).toBe('20')
    expect(shown.json.cashReceipts[0]).toMatchObject({ statusNm: '승인', useOptNm: '소득공제용', idNoMasked: '*******2222' })
  })

  it('the sandbox bank deposits through the gateway notice (exact amount pays; a wrong amount is refused)', async () => {
    const o = await vbankOrder()
    const wrong = await call(`/__sandbox/pg/vbank/${o.pg_tid}/deposit`, { form: { mode: 'wrong' } })
    expect(wrong.text).toContain('OK')
    expect((await order(o.ord_no))!.status).toBe('10')
    const exact = await call(`/__sandbox/pg/vbank/${o.pg_tid}/deposit`, { form: { mode: 'exact' } })
    expect(exact.status).toBe(200)
    expect((await order(o.ord_no))!.status).toBe('20')
    expect(await notices(o.ord_no)).toEqual(['AMOUNT', 'PAID'])
    // below 100,000원 and nothing asked: no receipt
    expect(await receipts(o.ord_no)).toEqual([])
  })

  it('a notice for an order cancelled while waiting is answered and recorded, and changes nothing', async () => {
    const o = await vbankOrder()
    const c = await call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo: o.ord_no, reasonCd: '10', reasonText: '' } })
    expect(c.status, c.text).toBe(200)
    expect((await order(o.ord_no))!.status).toBe('11')
    const r = await noti(o)
    expect(r.text).toBe('OK')
    expect((await order(o.ord_no))!.status).toBe('11')
    expect(await notices(o.ord_no)).toEqual(['CANCELLED'])
  })

  it('the mobile notice format pays too', async () => {
    const o = await vbankOrder()
    const r = await read(
      request('/api/v1/front/order/pg/mobilenoti', {
        origin: 'http://shop.test',
        headers: { 'cf-connecting-ip': SANDBOX_GATEWAY_IP },
        form: {
          P_STATUS: '02',
          P_TID: o.pg_tid,
          P_TYPE: 'VBANK',
          P_OID: o.ord_no,
          P_MID: 'INIpayTest',
          P_AMT: String(o.pay_amt),
          P_FN_CD1: o.bank_cd,
          P_VACT_NUM: o.vacct_no,
          P_UNAME: '김구매',
        },
      }),
    )
    expect(r.text).toBe('OK')
    expect((await order(o.ord_no))!.status).toBe('20')
  })
})

describe('cash receipts', () => {
  it('at 100,000원 or more without a request: issued automatically to the self-issue number', async () => {
    const co = await checkout({ payMethod: '1', goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 2 }], paymentAmt: 120000 })
    await payInSandbox(co.orderPayPO.params, 'approve', { payMethod: '1', bankCode: '88' })
    const rs = await receipts(co.orderInfoPO.ordNo)
    expect(rs).toHaveLength(1)
    expect(rs[0]).toMatchObject({ status: 'OK', auto_yn: 'Y', id_type: 'SELF', reg_num: '0100001234', amount: 120000 })
    const d = await call(`/api/v1/front/order/detail/${co.orderInfoPO.ordNo}`, { token: t1 })
    expect(d.json.cashReceipts[0].idNoMasked).toContain('자진발급')
  })

  it('a business number is checked (checksum) with a Korean message; a card payment keeps no receipt choice', async () => {
    const bad = await call('/api/v1/front/order/payment', {
      token: t1,
      body: orderBody({ payMethod: '1', cashReceipt: { type: 'PROOF', idType: 'BIZ', number: '124-81-00997' } }),
    })
    expect(bad.status).toBe(400)
    expect(bad.json.errors[0]).toMatchObject({
      field: 'cashReceipt.number',
      reason: '유효하지 않은 사업자 등록번호예요. 번호를 다시 확인해 주세요.',
    })
    const mismatch = await call('/api/v1/front/order/payment', {
      token: t1,
      body: orderBody({ payMethod: '1', cashReceipt: { type: 'PROOF', idType: 'MOBILE', number: '01011112222' } }),
    })
    expect(mismatch.status).toBe(400)
    const card = await checkout({ payMethod: '3', cashReceipt: { type: 'PROOF', idType: 'BIZ', number: '124-81-00998' } })
    expect((await order(card.orderInfoPO.ordNo))!.cash_receipt_type).toBeNull()
  })

  it('a gateway error is kept as 오류, never lost, and the nightly job issues it later (once)', async () => {
    await outage('on')
    const co = await checkout({ payMethod: '1', cashReceipt: { type: 'PROOF', idType: 'BIZ', number: '124-81-00998' } })
    await payInSandbox(co.orderPayPO.params, 'approve', { payMethod: '1' })
    const [r] = await receipts(co.orderInfoPO.ordNo)
    expect(r).toMatchObject({ status: 'ERR', use_opt: '2', reg_num: '1248100998', tries: 1 })
    expect(r.err_msg).toContain('점검')
    const shown = await call(`/api/v1/front/order/detail/${co.orderInfoPO.ordNo}`, { token: t1 })
    expect(shown.json.cashReceipts[0].statusNm).toBe('오류')

    // a night during the outage: tried again, still 오류
    await runNight(new Date(Date.now() + 86_400_000))
    expect((await receipts(co.orderInfoPO.ordNo))[0]).toMatchObject({ status: 'ERR', tries: 2 })
    await outage('off')
    await runNight(new Date(Date.now() + 2 * 86_400_000))
    const [ok] = await receipts(co.orderInfoPO.ordNo)
    expect(ok).toMatchObject({ status: 'OK', tries: 3 })
    // a second run the same night changes nothing
    await runNight(new Date(Date.now() + 2 * 86_400_000))
    expect((await receipts(co.orderInfoPO.ordNo))[0].tries).toBe(3)
    expect((await sandboxReceipts()).filter((x) => x.tid === ok.tid)).toHaveLength(1)
  })

  it('a cancel refunds to the saved refund account and cancels the receipt; without the account it is refused first', async () => {
    const co = await checkout({ payMethod: '1', cashReceipt: { type: 'DEDUCTION', idType: 'CARD', number: '1234-5678-9012-3456' } })
    await payInSandbox(co.orderPayPO.params, 'approve', { payMethod: '1' })
    const [issued] = await receipts(co.orderInfoPO.ordNo)
    expect(issued.status).toBe('OK')
    const refused = await call('/api/v1/front/claim/cancel', {
      token: t1,
      body: { ordNo: co.orderInfoPO.ordNo, reasonCd: '10', reasonText: '' },
    })
    expect(refused.status).toBe(409)
    expect(refused.json.errors[0].reason).toContain('환불 계좌')
    expect((await order(co.orderInfoPO.ordNo))!.status).toBe('20')
    await call('/api/v1/front/order/refundaccount', {
      method: 'PUT',
      token: t1,
      body: { bankCd: '04', accountNo: '123456-01-234567', holderName: '김구매' },
    })
    const c = await call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo: co.orderInfoPO.ordNo, reasonCd: '10', reasonText: '' } })
    expect(c.status, c.text).toBe(200)
    const [cancelled] = await receipts(co.orderInfoPO.ordNo)
    expect(cancelled).toMatchObject({ status: 'CANCEL' })
    expect((await sandboxReceipts()).find((x) => x.tid === issued.tid)!.status).toBe('CANCELLED')
    const d = await call(`/api/v1/front/order/detail/${co.orderInfoPO.ordNo}`, { token: t1 })
    expect(d.json.cashReceipts[0].statusNm).toBe('취소')
  })

  it('a reduced payment cancels the receipt and issues the remaining amount', async () => {
    const co = await checkout({ payMethod: '1', goods: [{ goodsNo: 'G100002', itemNo: 'G100002-01', buyQtt: 2 }], paymentAmt: 120000 })
    await payInSandbox(co.orderPayPO.params, 'approve', { payMethod: '1' })
    const o = (await orderByNo((env as unknown as Env).DB, co.orderInfoPO.ordNo))!
    await reduceCashReceipt(env as unknown as Env, o, 60000, 'http://shop.test')
    const rs = await receipts(co.orderInfoPO.ordNo)
    expect(rs.map((r) => [r.status, r.amount])).toEqual([
      ['CANCEL', 120000],
      ['OK', 60000],
    ])
  })
})

describe('escrow (구매안전서비스)', () => {
  it('is asked through the window on a cash method, and the purchase confirmation goes to the gateway once', async () => {
    const co = await checkout({ payMethod: '1', escrowYn: 'Y' })
    expect(co.orderPayPO.params.acceptmethod).toContain('useescrow')
    await payInSandbox(co.orderPayPO.params, 'approve', { payMethod: '1' })
    const ordNo = co.orderInfoPO.ordNo
    expect((await order(ordNo))!.escrow_yn).toBe('Y')
    await db()
      .prepare(`UPDATE orders SET status = '50', delivered_dttm = ?2 WHERE ord_no = ?1`)
      .bind(ordNo, new Date(Date.now() - 86_400_000).toISOString())
      .run()
    await Promise.allSettled(Array.from({ length: 5 }, () => confirmPurchase(env as unknown as Env, ordNo, { memberNo: 1 })))
    const o = (await order(ordNo))!
    expect(o.status).toBe('90')
    expect(o.escrow_confirm_dttm).toMatch(/^\d{4}-/)
    const sent = await db()
      .prepare(`SELECT COUNT(*) AS n FROM payments WHERE ord_no = ?1 AND kind = 'ESCROW_CONFIRM' AND result_code = '00'`)
      .bind(ordNo)
      .first<{ n: number }>()
    expect(sent!.n).toBe(1)
    const tx = (await call(`/__sandbox/pg/tx/${ordNo}`)).json.transactions as Array<{ status: string }>
    expect(tx[0].status).toBe('ESCROW_CONFIRMED')
    const d = await call(`/api/v1/front/order/detail/${ordNo}`, { token: t1 })
    expect(d.json.payment).toMatchObject({ escrowYn: 'Y' })
    expect(d.json.payment.escrowConfirmDttm).toBeTruthy()
  })

  it('a card order is never escrowed', async () => {
    const co = await checkout({ payMethod: '3', escrowYn: 'Y' })
    expect(co.orderPayPO.params.acceptmethod).not.toContain('useescrow')
  })
})

/** scheduled() at `at`, then queue() consumes every message (each batch delivered twice). */
const runNight = (at: Date) => runNightAt(at)

describe('nightly: virtual accounts past their deadline', () => {
  it('are voided (stock back) after the deadline, not before; a second run changes nothing; a late notice changes nothing', async () => {
    const stock = async () =>
      (await db().prepare(`SELECT stock_qtt FROM goods_items WHERE item_no = 'G100002-01'`).first<{ stock_qtt: number }>())!.stock_qtt
    await releasePending(1)
    const before = await stock()
    const o = await vbankOrder()
    expect(await stock()).toBe(before - 1)
    await runNight(new Date(Date.now() + 86_400_000))
    expect((await order(o.ord_no))!.status).toBe('10')
    await runNight(new Date(Date.parse(o.vacct_due_dttm) + 60_000))
    const voided = (await order(o.ord_no))!
    expect(voided.status).toBe('11')
    expect(await stock()).toBe(before)
    await runNight(new Date(Date.parse(o.vacct_due_dttm) + 120_000))
    expect(await stock()).toBe(before)
    expect((await noti(o)).text).toBe('OK')
    expect((await order(o.ord_no))!.status).toBe('11')
  })
})
