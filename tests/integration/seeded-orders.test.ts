// Issue 11 defect 11: the seeded paid orders of the demo shop can be cancelled (the sandbox gateway
// knows their transactions), and the refund runs once.
import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, json, seedShop, tokenFor } from './helpers'

let token = ''
beforeAll(async () => {
  await seedShop()
  token = await tokenFor('member01')
})

describe('seeded orders', () => {
  it('a seeded paid order is cancelled and refunded through the sandbox gateway', async () => {
    const order = await db
      .prepare(
        `SELECT ord_no, pay_amt FROM orders WHERE member_no = (SELECT member_no FROM members WHERE login_id = 'member01') AND status = '20' LIMIT 1`,
      )
      .first<{ ord_no: string; pay_amt: number }>()
    expect(order).not.toBeNull()
    const init = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const rs = await Promise.all(
      Array.from({ length: 10 }, () => json(`/api/v1/front/claim/cancel`, init({ ordNo: order!.ord_no, reasonCd: '40' }))),
    )
    const ok = rs.filter((r) => r.status === 200)
    expect(ok).toHaveLength(1)
    expect(ok[0].body.claim.refundAmt).toBe(order!.pay_amt)
    const tx = (await (await call(`/__sandbox/pg/tx/${order!.ord_no}`)).json()) as { transactions: { status: string }[] }
    expect(tx.transactions[0].status).toBe('CANCELLED')
    const refunds = await db
      .prepare(`SELECT COUNT(*) AS n FROM payments WHERE ord_no = ?1 AND kind = 'CANCEL'`)
      .bind(order!.ord_no)
      .first<{ n: number }>()
    expect(refunds!.n).toBe(1)
  })
})
