// The claims desk through the console API (issue 26, desk 2): role CLAIMS only, every step from the stage the
// operator saw — N concurrent clicks: one effect and its one access-log row, the rest 409 with nothing written.
import { beforeAll, describe, expect, it } from 'vitest'
import { operatorSql } from '~/demo/seed/operators'
import { call, db, iso, orderBody, payInSandbox, seedCommerce, token } from './commerce-fixture'
import { operatorCookie } from './helpers'

let t1 = ''
let claims = ''
let cs = ''
beforeAll(async () => {
  await seedCommerce()
  const sql = [
    ...operatorSql({
      no: 3,
      loginId: 'claims01',
      name: '정클레임',
      roles: ['CLAIMS'],
      totpSecret: null,
      passwordHash: 'x',
      regDttm: iso(-9),
    }),
    ...operatorSql({ no: 2, loginId: 'cs01', name: '한고객', roles: ['CS'], totpSecret: null, passwordHash: 'x', regDttm: iso(-9) }),
  ]
  await db().batch(sql.map((s) => db().prepare(s)))
  t1 = await token(1)
  claims = await operatorCookie('claims01')
  cs = await operatorCookie('cs01')
})

const ORIGIN = { origin: 'http://shop.test' }
const op = (path: string, cookie: string, body?: unknown) =>
  call(`/admin/api${path}`, { cookie, ...(body === undefined ? {} : { body, method: 'POST' }), ...({ headers: ORIGIN } as object) })

async function returnedOrder() {
  const r = await call('/api/v1/front/order/payment', { token: t1, body: orderBody() })
  await payInSandbox(r.json.orderPayPO.params, 'approve')
  const ordNo = r.json.orderInfoPO.ordNo as string
  await db().prepare(`UPDATE orders SET status = '50', delivered_dttm = ?2 WHERE ord_no = ?1`).bind(ordNo, iso(-2)).run()
  const ret = await call('/api/v1/front/claim/return', { token: t1, body: { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '20' } })
  return { ordNo, claimNo: ret.json.claim.claimNo as number }
}
const logRows = async (action: string, claimNo: number) =>
  (await db()
    .prepare('SELECT COUNT(*) AS n FROM operator_access_log WHERE action = ?1 AND subject = ?2')
    .bind(action, `claim:${claimNo}`)
    .first<{ n: number }>())!.n

describe('claims desk API', () => {
  it('is for CLAIMS only: CS and a shop member are refused (403)', async () => {
    expect((await op('/claims', cs)).status).toBe(403)
    const member = await call('/admin/api/claims', { token: t1 })
    expect(member.status).toBe(403)
  })

  it('lists the queue with the steps each claim allows, and validates its filters', async () => {
    const { claimNo } = await returnedOrder()
    const q = await op('/claims?state=OPEN&type=RETURN', claims)
    expect(q.status).toBe(200)
    const row = q.json.rows.find((r: { claimNo: number }) => r.claimNo === claimNo)
    expect(row).toMatchObject({ kind: 'RETURN', stage: 'REQUESTED', steps: ['pickup', 'reject'], memberNm: '김*매', late: false })
    // A cancel the shop finished by itself (paid, not yet preparing) is not the desk's work.
    const paid = await call('/api/v1/front/order/payment', { token: t1, body: orderBody() })
    await payInSandbox(paid.json.orderPayPO.params, 'approve')
    const selfCancel = await call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo: paid.json.orderInfoPO.ordNo, reasonCd: '40' } })
    expect(selfCancel.status).toBe(200)
    const open = await op('/claims?state=OPEN', claims)
    expect(open.json.rows.map((r: { claimNo: number }) => r.claimNo)).not.toContain(selfCancel.json.claim.claimNo)
    expect((await op('/claims?state=NOPE', claims)).status).toBe(400)
    expect((await op('/claims/999999', claims)).status).toBe(404)
  })

  it('N concurrent pickup clicks: one 200 and one access-log row, the rest 409', async () => {
    const { claimNo } = await returnedOrder()
    const rs = await Promise.all(Array.from({ length: 5 }, () => op(`/claims/${claimNo}/pickup`, claims, { seen: 'REQUESTED' })))
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409])
    expect(rs.find((r) => r.status === 409)!.json.errors[0].reason).toMatch(/먼저 처리했거나/)
    expect(await logRows('claims.pickup', claimNo)).toBe(1)
    const d = await op(`/claims/${claimNo}`, claims)
    expect(d.json).toMatchObject({ stage: 'PICKUP_BOOKED', pickup: { courierNm: 'CJ대한통운' } })
    expect(d.json.events).toHaveLength(1)
  })

  it('refuses bad step input with Korean 4xx, never 500', async () => {
    const { claimNo } = await returnedOrder()
    expect((await op(`/claims/${claimNo}/pickup`, claims, {})).status).toBe(400)
    expect((await op(`/claims/${claimNo}/teleport`, claims, { seen: 'REQUESTED' })).status).toBe(400)
    const noReason = await op(`/claims/${claimNo}/reject`, claims, { seen: 'REQUESTED' })
    expect(noReason.status).toBe(400)
    expect(noReason.json.errors[0].reason).toMatch(/거절 사유/)
    expect((await op(`/claims/${claimNo}/inspect`, claims, { seen: 'REQUESTED', lines: [] })).status).toBe(400)
  })

  it('inspection through the console, then N concurrent inspect clicks → one', async () => {
    const { claimNo } = await returnedOrder()
    await op(`/claims/${claimNo}/pickup`, claims, { seen: 'REQUESTED' })
    const inv = (await db().prepare('SELECT pickup_invoice_no AS i FROM claims WHERE claim_no = ?1').bind(claimNo).first<{ i: string }>())!
      .i
    await call('/__sandbox/wms/return-received', { body: { invoiceNo: inv } })
    const body = { seen: 'RECEIVED', lines: [{ lineNo: 1, verdict: 'ACCEPT' }] }
    const rs = await Promise.all(Array.from({ length: 4 }, () => op(`/claims/${claimNo}/inspect`, claims, body)))
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409, 409, 409])
    expect(await logRows('claims.inspect', claimNo)).toBe(1)
    const d = await op(`/claims/${claimNo}`, claims)
    expect(d.json).toMatchObject({ stage: 'INSPECTED', steps: ['refund'], lines: [{ lineNo: 1, check: { verdict: 'ACCEPT' } }] })
    expect(d.json.refundDueYmd).toMatch(/^\d{8}$/)
  })
})

describe('a delivered order returned through the shop reaches 74 through the console', () => {
  it('pickup → warehouse notice → inspect → refund (N clicks → one gateway partial cancel), points and coupon back, member told each step', async () => {
    const r = await call('/api/v1/front/order/payment', {
      token: t1,
      body: orderBody({
        goods: [{ goodsNo: 'G100001', itemNo: 'G100001-01', buyQtt: 1, couponNo: '11' }],
        pointUseAmt: 1000,
        paymentAmt: 29000,
      }),
    })
    await payInSandbox(r.json.orderPayPO.params, 'approve')
    const ordNo = r.json.orderInfoPO.ordNo as string
    await db().prepare(`UPDATE orders SET status = '50', delivered_dttm = ?2 WHERE ord_no = ?1`).bind(ordNo, iso(-1)).run()
    const ret = await call('/api/v1/front/claim/return', { token: t1, body: { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '50' } })
    expect(ret.status).toBe(200)
    const claimNo = ret.json.claim.claimNo as number
    const stock = async () =>
      (await db().prepare(`SELECT stock_qtt FROM goods_items WHERE item_no = 'G100001-01'`).first<{ stock_qtt: number }>())!.stock_qtt
    const stockBefore = await stock()

    expect((await op(`/claims/${claimNo}/pickup`, claims, { seen: 'REQUESTED' })).status).toBe(200)
    const inv = (await db().prepare('SELECT pickup_invoice_no AS i FROM claims WHERE claim_no = ?1').bind(claimNo).first<{ i: string }>())!
      .i
    expect((await call('/__sandbox/wms/return-received', { body: { invoiceNo: inv } })).json.results[0].status).toBe(200)
    expect((await op(`/claims/${claimNo}/inspect`, claims, { seen: 'RECEIVED', lines: [{ lineNo: 1, verdict: 'ACCEPT' }] })).status).toBe(
      200,
    )
    expect(await stock()).toBe(stockBefore + 1)

    const rs = await Promise.all(Array.from({ length: 5 }, () => op(`/claims/${claimNo}/refund`, claims, { seen: 'INSPECTED' })))
    expect(rs.map((x) => x.status).sort()).toEqual([200, 409, 409, 409, 409])
    expect(await logRows('claims.refund', claimNo)).toBe(1)

    const claim = (await db().prepare('SELECT * FROM claims WHERE claim_no = ?1').bind(claimNo).first<Record<string, any>>())!
    expect(claim).toMatchObject({ desk_stage: 'DONE', status: '74' })
    expect((await db().prepare('SELECT status FROM orders WHERE ord_no = ?1').bind(ordNo).first<{ status: string }>())!.status).toBe('74')
    // The gateway's partial cancel, recorded once (the buyer's return fee stays with the shop).
    const cancels = (
      await db().prepare(`SELECT amount FROM payments WHERE claim_no = ?1 AND kind = 'CANCEL'`).bind(claimNo).all<{ amount: number }>()
    ).results
    expect(cancels).toHaveLength(1)
    expect(cancels[0].amount).toBeGreaterThan(0)
    expect(cancels[0].amount).toBeLessThan(29000)
    expect(claim.refund_amt).toBe(cancels[0].amount)
    // Points used on the order and the coupon are given back.
    const refund = (await db().prepare('SELECT * FROM claim_refunds WHERE claim_no = ?1').bind(claimNo).first<Record<string, any>>())!
    expect(refund).toMatchObject({ state: 'DONE', point_amt: 1000 })
    expect((await db().prepare('SELECT use_yn FROM member_coupons WHERE issue_no = 11').first<{ use_yn: string }>())!.use_yn).toBe('N')
    // The member heard of every step, once each.
    const notices = (
      await db()
        .prepare(`SELECT title FROM member_notifications WHERE member_no = 1 AND kind = 'CLAIM' AND dedup_key LIKE ?1 ORDER BY noti_no`)
        .bind(`CLAIM:${claimNo}:%`)
        .all<{ title: string }>()
    ).results.map((n) => n.title)
    expect(notices).toEqual(['반품 상품 회수를 접수했어요', '반품 상품이 도착했어요', '반품 상품 검수를 마쳤어요', '환불이 완료되었어요'])
    const sms = await call(`/__sandbox/sms/outbox?mobile=01011112222`)
    expect(JSON.stringify(sms.json)).toContain('환불')
    // … and sees it on the order page.
    const detail = await call(`/api/v1/front/order/detail/${ordNo}`, { token: t1 })
    expect(detail.json.claims[0]).toMatchObject({ stage: 'DONE', stageText: '환불 완료', status: '74' })
  })
})
