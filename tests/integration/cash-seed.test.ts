// The demo seed has an order in each cash state (src/demo/seed/cash.ts), shown as the member sees it.
import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, json, seedShop, tokenFor } from './helpers'

let token = ''
beforeAll(async () => {
  await seedShop()
  token = await tokenFor('member01')
})

describe('seeded cash orders', () => {
  it('waiting for deposit, deposited, receipt issued and receipt failed', async () => {
    const { results } = await db
      .prepare(`SELECT ord_no FROM orders WHERE idem_key LIKE 'seed-cash-%' ORDER BY reg_dttm DESC`)
      .all<{ ord_no: string }>()
    expect(results).toHaveLength(4)
    const details = await Promise.all(results.map(async (r) => (await json(`/api/v1/front/order/detail/${r.ord_no}`, { token })).body))
    const [waiting, deposited, issued, failed] = details
    expect(waiting).toMatchObject({ status: '10', payment: { payMethod: '2', vacctHolderNm: '(주)다비치마켓' } })
    expect(waiting.payment.vacctDueDttm > new Date().toISOString()).toBe(true)
    expect(waiting.payment.sandboxDepositUrl).toMatch(/^\/__sandbox\/pg\/vbank\//)
    expect(deposited).toMatchObject({ status: '20', payment: { payMethod: '2', escrowYn: 'Y' }, cashReceipts: [] })
    expect(deposited.payment.depositDttm).toBeTruthy()
    expect(issued).toMatchObject({
      status: '20',
      payment: { payMethod: '1' },
      cashReceipts: [{ statusNm: '승인', useOptNm: '소득공제용' }],
    })
    expect(failed).toMatchObject({ status: '20', cashReceipts: [{ statusNm: '오류' }] })
  })

  it('the waiting account is paid at the sandbox bank through the gateway notice', async () => {
    const o = await db
      .prepare(`SELECT ord_no, pg_tid FROM orders WHERE idem_key LIKE 'seed-cash-%' AND status = '10'`)
      .first<{ ord_no: string; pg_tid: string }>()
    const page = await call(`/__sandbox/pg/vbank/${o!.pg_tid}`)
    expect(page.status).toBe(200)
    const r = await call(`/__sandbox/pg/vbank/${o!.pg_tid}/deposit`, { form: { mode: 'exact' } })
    expect(await r.text()).toContain('OK')
    expect((await json(`/api/v1/front/order/detail/${o!.ord_no}`, { token })).body.status).toBe('20')
  })
})
