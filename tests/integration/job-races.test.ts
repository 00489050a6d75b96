// Queue consumers racing the member's own action (issue 31): the state changes once whoever comes first —
// confirm click vs the purchase-confirm job; cancel vs the virtual-account expiry job; coupon use vs the
// coupon-expiry notice job. Each job runs through the queue consumer with every batch delivered twice.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '~/server/env'
import { runNightlyJobs } from '~/server/jobs'
import { couponExpiryJob } from '~/server/jobs/coupon-expiry'
import { purchaseConfirmJob } from '~/server/jobs/purchase-confirm'
import { vbankExpireJob } from '~/server/jobs/vbank-expire'
import { call, db, iso, orderBody, payInSandbox, seedCommerce, token } from './commerce-fixture'

let t1 = ''
beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
})

const N = 6
const one = async <T>(sql: string, ...args: unknown[]) =>
  (await db()
    .prepare(sql)
    .bind(...args)
    .first<T>())!
const job = (j: Parameters<typeof runNightlyJobs>[2]) => runNightlyJobs(env as unknown as Env, new Date(), j, { twice: true })
const stock = async () => (await one<{ stock_qtt: number }>(`SELECT stock_qtt FROM goods_items WHERE item_no = 'G100002-01'`)).stock_qtt

async function paidOrder(payMethod: '3' | '2', over: Record<string, unknown> = {}) {
  const co = (await call('/api/v1/front/order/payment', { token: t1, body: orderBody({ payMethod, ...over }) })).json as {
    orderInfoPO: { ordNo: string }
    orderPayPO: { params: Record<string, string> }
  }
  await payInSandbox(co.orderPayPO.params, 'approve', payMethod === '2' ? { payMethod: '2', bankCode: '04' } : {})
  return co.orderInfoPO.ordNo
}

describe('a job racing the member', () => {
  it(`confirm click ×${N} vs the purchase-confirm job: confirmed once, one points line, one history row`, async () => {
    const ordNo = await paidOrder('3')
    await db().batch([
      db().prepare(`UPDATE orders SET status = '50', delivered_dttm = ?2 WHERE ord_no = ?1`).bind(ordNo, iso(-5)),
      db().prepare(`UPDATE order_lines SET status = '50' WHERE ord_no = ?1`).bind(ordNo),
    ])
    const [clicks, reports] = await Promise.all([
      Promise.all(Array.from({ length: N }, () => call(`/api/v1/front/benefit/order/${ordNo}/confirm`, { method: 'POST', token: t1 }))),
      job([purchaseConfirmJob]),
    ])
    expect(reports[0].error).toBeUndefined()
    expect(clicks.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1)
    expect(clicks.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    expect((await one<{ status: string }>(`SELECT status FROM orders WHERE ord_no = ?1`, ordNo)).status).toBe('90')
    expect((await one<{ n: number }>(`SELECT COUNT(*) AS n FROM point_ledger WHERE ord_no = ?1 AND amount > 0`, ordNo)).n).toBe(1)
    expect((await one<{ n: number }>(`SELECT COUNT(*) AS n FROM order_status_history WHERE ord_no = ?1 AND status = '90'`, ordNo)).n).toBe(
      1,
    )
  })

  it(`cancel ×${N} vs the virtual-account expiry job: voided once, the stock back once`, async () => {
    const before = await stock()
    const ordNo = await paidOrder('2')
    expect(await stock()).toBe(before - 1)
    await db().prepare(`UPDATE orders SET vacct_due_dttm = ?2 WHERE ord_no = ?1`).bind(ordNo, iso(-1)).run()
    const [cancels, reports] = await Promise.all([
      Promise.all(
        Array.from({ length: N }, () => call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '10', reasonText: '' } })),
      ),
      job([vbankExpireJob]),
    ])
    expect(reports[0].error).toBeUndefined()
    expect(cancels.every((r) => r.status < 500)).toBe(true)
    expect((await one<{ status: string }>(`SELECT status FROM orders WHERE ord_no = ?1`, ordNo)).status).toBe('11')
    expect(await stock()).toBe(before)
    expect(
      (
        await one<{ n: number }>(
          `SELECT COUNT(*) AS n FROM order_status_history WHERE ord_no = ?1 AND status = '11' AND line_no IS NULL`,
          ordNo,
        )
      ).n,
    ).toBe(1)
  })

  it(`coupon use ×${N} vs the coupon-expiry notice job: used once, at most one notice`, async () => {
    await db().prepare(`UPDATE member_coupons SET valid_end_dttm = ?1 WHERE issue_no = 12`).bind(iso(2)).run()
    const [uses, reports] = await Promise.all([
      Promise.all(
        Array.from({ length: N }, () =>
          call('/api/v1/front/order/payment', { token: t1, body: orderBody({ orderCouponNo: '12', paymentAmt: 57000 }) }),
        ),
      ),
      job([couponExpiryJob]),
    ])
    expect(reports[0].error).toBeUndefined()
    expect(uses.filter((r) => r.status === 200)).toHaveLength(1)
    expect(uses.every((r) => r.status < 500)).toBe(true)
    expect((await one<{ use_yn: string }>(`SELECT use_yn FROM member_coupons WHERE issue_no = 12`)).use_yn).toBe('Y')
    expect((await one<{ n: number }>(`SELECT COUNT(*) AS n FROM orders WHERE coupon_dc_amt > 0 AND member_no = 1`)).n).toBe(1)
    expect(
      (await one<{ n: number }>(`SELECT COUNT(*) AS n FROM member_notifications WHERE dedup_key = 'coupon-exp:12'`)).n,
    ).toBeLessThanOrEqual(1)
  })
})
