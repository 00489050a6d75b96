// The claims desk (issue 26, desk 2): a return goes pickup → the warehouse's signed return-received notice →
// inspection → refund (74) or rejection (71); a cancel request at 30 is approved or refused. Every step moves only
// from the stage its caller saw: N identical concurrent steps take effect once, the rest are refused (409).
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '~/server/env'
import { systemActor, takeClaimStep, storeReceiveReturn, type StepInput } from '~/server/services/claim-desk'
import type { OperatorStep } from '~/shared/order/claim-flow'
import { call, db, iso, orderBody, payInSandbox, seedCommerce, token } from './commerce-fixture'

const E = env as unknown as Env
let t1 = ''
beforeAll(async () => {
  await seedCommerce()
  t1 = await token(1)
})

async function paidOrder(over: Record<string, unknown> = {}) {
  const r = await call('/api/v1/front/order/payment', { token: t1, body: orderBody(over) })
  await payInSandbox(r.json.orderPayPO.params, 'approve')
  return r.json.orderInfoPO.ordNo as string
}

/** A delivered order of member 1 with a return request of its only line; the claim number. */
async function returned(over: Record<string, unknown> = {}, reasonCd = '20') {
  const ordNo = await paidOrder(over)
  await db().prepare(`UPDATE orders SET status = '50', delivered_dttm = ?2 WHERE ord_no = ?1`).bind(ordNo, iso(-2)).run()
  await db().prepare(`UPDATE order_lines SET status = '50' WHERE ord_no = ?1`).bind(ordNo).run()
  const r = await call('/api/v1/front/claim/return', { token: t1, body: { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd } })
  expect(r.status).toBe(200)
  return { ordNo, claimNo: r.json.claim.claimNo as number }
}

const operator = systemActor(E, 'OPERATOR:test01')
const step = (claimNo: number, s: OperatorStep, input: StepInput) =>
  takeClaimStep(E, claimNo, s, input, operator, { origin: 'http://shop.test' })
const settle = (ps: Promise<unknown>[]) => Promise.allSettled(ps)
const claimRow = (claimNo: number) => db().prepare('SELECT * FROM claims WHERE claim_no = ?1').bind(claimNo).first<Record<string, any>>()
const orderStatus = async (ordNo: string) =>
  (await db().prepare('SELECT status FROM orders WHERE ord_no = ?1').bind(ordNo).first<{ status: string }>())!.status
const events = async (claimNo: number) =>
  (
    await db().prepare('SELECT step, to_stage FROM claim_events WHERE claim_no = ?1 ORDER BY event_no').bind(claimNo).all<{
      step: string
      to_stage: string
    }>()
  ).results
const claimNotices = async () =>
  (
    await db().prepare(`SELECT title, body FROM member_notifications WHERE member_no = 1 AND kind = 'CLAIM' ORDER BY noti_no`).all<{
      title: string
      body: string
    }>()
  ).results

async function photo(memberNo = 1) {
  const fileId = crypto.randomUUID().replace(/-/g, '')
  await db()
    .prepare(
      `INSERT INTO member_files (file_id, member_no, purpose, r2_key, content_type, byte_size, width, height, original_name, reg_dttm)
       VALUES (?1, ?2, 'claim-check', ?3, 'image/jpeg', 100, 10, 10, 'x.jpg', ?4)`,
    )
    .bind(fileId, memberNo, `m/${memberNo}/claim-check/${fileId}`, iso(0))
    .run()
  return fileId
}

/** Books the pickup and has the sandbox warehouse send its signed return-received notice; the invoice. */
async function pickedUpAndReceived(claimNo: number) {
  await step(claimNo, 'pickup', { seen: 'REQUESTED' })
  const inv = (await claimRow(claimNo))!.pickup_invoice_no as string
  const r = await call('/__sandbox/wms/return-received', { body: { invoiceNo: inv } })
  expect(r.json.results[0].status).toBe(200)
  return inv
}

describe('return pickup and the warehouse notice', () => {
  it('books one pickup for N concurrent clicks; the rest are refused as moved', async () => {
    const { ordNo, claimNo } = await returned()
    const before = (await claimNotices()).length
    const rs = await settle(Array.from({ length: 5 }, () => step(claimNo, 'pickup', { seen: 'REQUESTED' })))
    expect(rs.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of rs.filter((x) => x.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ kind: 'conflict' })
    const c = (await claimRow(claimNo))!
    expect(c.desk_stage).toBe('PICKUP_BOOKED')
    expect(c.pickup_invoice_no).toMatch(/^\d{10,14}$/)
    expect(await events(claimNo)).toEqual([{ step: 'pickup', to_stage: 'PICKUP_BOOKED' }])
    expect(await orderStatus(ordNo)).toBe('70')
    // The warehouse booked one pickup for the claim however many asked.
    const bookings = await db()
      .prepare('SELECT COUNT(*) AS n FROM sandbox_wms_bookings WHERE claim_no = ?1')
      .bind(claimNo)
      .first<{ n: number }>()
    expect(bookings!.n).toBe(1)
    expect((await claimNotices()).slice(before).map((n) => n.title)).toEqual(['반품 상품 회수를 접수했어요'])
  })

  it('N identical return-received notices move the claim once and start the law’s clock', async () => {
    const { claimNo } = await returned()
    await step(claimNo, 'pickup', { seen: 'REQUESTED' })
    const inv = (await claimRow(claimNo))!.pickup_invoice_no as string
    const r = await call('/__sandbox/wms/return-received', { body: { invoiceNo: inv, repeat: 6 } })
    const results = r.json.results.map((x: { status: number; answer: { result: string } }) => [x.status, x.answer.result])
    expect(results.filter((x: unknown[]) => x[1] === 'RECEIVED')).toHaveLength(1)
    expect(results.every((x: unknown[]) => x[0] === 200)).toBe(true)
    const c = (await claimRow(claimNo))!
    expect(c.desk_stage).toBe('RECEIVED')
    expect(c.received_at).toBe('WMS')
    expect(c.refund_due_ymd).toMatch(/^\d{8}$/)
    expect((await events(claimNo)).map((e) => e.step)).toEqual(['pickup', 'receive'])
  })

  it('refuses an unsigned return-received notice and an unknown invoice', async () => {
    const unsigned = await call('/api/v1/front/order/wms/return-received', { body: { invoiceNo: '612345678901' } })
    expect(unsigned.status).toBe(401)
    const unknown = await call('/__sandbox/wms/return-received', { body: { invoiceNo: '699999999990' } })
    expect(unknown.json.results[0].status).toBe(404)
  })
})

describe('inspection', () => {
  it('needs a verdict per line, and a reason and a photo of the claim’s member for a rejection', async () => {
    const { claimNo } = await returned()
    await pickedUpAndReceived(claimNo)
    await expect(step(claimNo, 'inspect', { seen: 'RECEIVED', lines: [] })).rejects.toMatchObject({ kind: 'invalid' })
    await expect(
      step(claimNo, 'inspect', { seen: 'RECEIVED', lines: [{ lineNo: 1, verdict: 'REJECT', reason: '', fileId: null }] }),
    ).rejects.toMatchObject({ kind: 'invalid', errors: [{ field: 'lines.0.reason' }, { field: 'lines.0.fileId' }] })
    const someoneElses = await photo(2)
    await expect(
      step(claimNo, 'inspect', { seen: 'RECEIVED', lines: [{ lineNo: 1, verdict: 'REJECT', reason: '사용 흔적', fileId: someoneElses }] }),
    ).rejects.toMatchObject({ kind: 'invalid', errors: [{ field: 'lines.0.fileId' }] })
    expect((await claimRow(claimNo))!.desk_stage).toBe('RECEIVED')
  })

  it('a rejected return ends at 71 with its reason for the member, its quantity given back; N clicks → one effect', async () => {
    const { ordNo, claimNo } = await returned()
    await pickedUpAndReceived(claimNo)
    const fileId = await photo()
    const input: StepInput = {
      seen: 'RECEIVED',
      lines: [{ lineNo: 1, verdict: 'REJECT', reason: '착용 흔적과 렌즈 흠집이 있어요', fileId }],
    }
    const rs = await settle(Array.from({ length: 4 }, () => step(claimNo, 'inspect', input)))
    expect(rs.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const c = (await claimRow(claimNo))!
    expect(c).toMatchObject({ desk_stage: 'REJECTED', status: '71', reject_reason: '착용 흔적과 렌즈 흠집이 있어요' })
    expect(await orderStatus(ordNo)).toBe('71')
    const line = await db().prepare('SELECT claim_qtt FROM order_lines WHERE ord_no = ?1').bind(ordNo).first<{ claim_qtt: number }>()
    expect(line!.claim_qtt).toBe(0)
    const checks = await db()
      .prepare('SELECT COUNT(*) AS n FROM claim_line_checks WHERE claim_no = ?1')
      .bind(claimNo)
      .first<{ n: number }>()
    expect(checks!.n).toBe(1)
    const detail = await call(`/api/v1/front/order/detail/${ordNo}`, { token: t1 })
    const claim = detail.json.claims.find((x: { claimNo: number }) => x.claimNo === claimNo)
    expect(claim).toMatchObject({ stage: 'REJECTED', stageText: '반품 거절', rejectReason: '착용 흔적과 렌즈 흠집이 있어요', status: '71' })
    expect(claim.history.map((h: { text: string }) => h.text)).toEqual([
      expect.stringMatching(/^상품 회수 중 · 회수 접수/),
      '상품 검수 중',
      expect.stringMatching(/^반품 거절 · 검수 불합격: 착용 흔적/),
    ])
    const notices = (await claimNotices()).filter((n) => n.body.includes(ordNo))
    expect(notices.map((n) => n.title)).toEqual(['반품 상품 회수를 접수했어요', '반품 상품이 도착했어요', '검수 결과 반품이 거절되었어요'])
  })

  it('an accepted return waits for its refund at INSPECTED', async () => {
    const { claimNo } = await returned()
    await pickedUpAndReceived(claimNo)
    await step(claimNo, 'inspect', { seen: 'RECEIVED', lines: [{ lineNo: 1, verdict: 'ACCEPT', reason: '' }] })
    expect((await claimRow(claimNo))!.desk_stage).toBe('INSPECTED')
    // A step from a stage the operator no longer sees is refused, and so is a step the stage does not allow.
    await expect(step(claimNo, 'pickup', { seen: 'REQUESTED' })).rejects.toMatchObject({ kind: 'conflict' })
    await expect(step(claimNo, 'reship', { seen: 'INSPECTED' })).rejects.toMatchObject({ kind: 'invalid' })
  })
})

describe('rejecting a return before it comes back', () => {
  it('needs a reason; N concurrent rejections → one', async () => {
    const { ordNo, claimNo } = await returned()
    await expect(step(claimNo, 'reject', { seen: 'REQUESTED', reason: '' })).rejects.toMatchObject({ kind: 'invalid' })
    const rs = await settle(Array.from({ length: 4 }, () => step(claimNo, 'reject', { seen: 'REQUESTED', reason: '반품 기간이 지났어요' })))
    expect(rs.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await orderStatus(ordNo)).toBe('71')
    expect(await events(claimNo)).toEqual([{ step: 'reject', to_stage: 'REJECTED' }])
  })
})

describe('cancel request at 30 (배송준비중)', () => {
  it('the member asks (23); N concurrent refusals → one, and the order goes back to 30', async () => {
    const ordNo = await paidOrder()
    await db().prepare(`UPDATE orders SET status = '30' WHERE ord_no = ?1`).bind(ordNo).run()
    await db().prepare(`UPDATE order_lines SET status = '30' WHERE ord_no = ?1`).bind(ordNo).run()
    const [a, b] = await Promise.all([
      call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '40' } }),
      call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '40' } }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const ok = a.status === 200 ? a : b
    expect(ok.json.order.status).toBe('23')
    expect(ok.json.claim).toMatchObject({ kind: 'CANCEL', stage: 'REQUESTED', stageText: '취소 요청 확인 중' })
    const claimNo = ok.json.claim.claimNo as number
    await expect(step(claimNo, 'refuse', { seen: 'REQUESTED', reason: '' })).rejects.toMatchObject({ kind: 'invalid' })
    const rs = await settle(Array.from({ length: 4 }, () => step(claimNo, 'refuse', { seen: 'REQUESTED', reason: '이미 포장을 마쳤어요' })))
    expect(rs.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await orderStatus(ordNo)).toBe('30')
    const detail = await call(`/api/v1/front/order/detail/${ordNo}`, { token: t1 })
    expect(detail.json.claims[0]).toMatchObject({ stageText: '취소 거절', rejectReason: '이미 포장을 마쳤어요' })
  })
})

describe('cancel request approved', () => {
  it('N concurrent approvals refund once through the gateway; the order ends at 21 with its stock back', async () => {
    const ordNo = await paidOrder()
    await db().prepare(`UPDATE orders SET status = '30' WHERE ord_no = ?1`).bind(ordNo).run()
    await db().prepare(`UPDATE order_lines SET status = '30' WHERE ord_no = ?1`).bind(ordNo).run()
    const stock = async () =>
      (await db().prepare(`SELECT stock_qtt FROM goods_items WHERE item_no = 'G100002-01'`).first<{ stock_qtt: number }>())!.stock_qtt
    const before = await stock()
    const req = await call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo, reasonCd: '40' } })
    const claimNo = req.json.claim.claimNo as number
    const rs = await settle(Array.from({ length: 4 }, () => step(claimNo, 'approve', { seen: 'REQUESTED' })))
    expect(rs.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await orderStatus(ordNo)).toBe('21')
    expect((await claimRow(claimNo))!).toMatchObject({ desk_stage: 'DONE', status: '21' })
    expect(await stock()).toBe(before + 1)
    const cancels = await db()
      .prepare(`SELECT COUNT(*) AS n FROM payments WHERE claim_no = ?1 AND kind = 'CANCEL'`)
      .bind(claimNo)
      .first<{ n: number }>()
    expect(cancels!.n).toBe(1)
    const tx = (await call(`/__sandbox/pg/tx/${ordNo}`)).json.transactions
    expect(tx[0].status).toBe('CANCELLED')
    const detail = await call(`/api/v1/front/order/detail/${ordNo}`, { token: t1 })
    expect(detail.json.claims[0]).toMatchObject({ stageText: '취소 완료' })
  })
})

describe('store-pickup returns', () => {
  it('are received at their store, not picked up by a courier', async () => {
    const { claimNo } = await returned()
    await db()
      .prepare(`UPDATE orders SET dlvr_method = '02', store_code = 'S001' WHERE ord_no = (SELECT ord_no FROM claims WHERE claim_no = ?1)`)
      .bind(claimNo)
      .run()
    await expect(step(claimNo, 'pickup', { seen: 'REQUESTED' })).rejects.toMatchObject({ kind: 'conflict' })
    await expect(storeReceiveReturn(E, { memberNo: 9, storeCode: 'S002' }, claimNo, 'REQUESTED')).rejects.toMatchObject({
      kind: 'not_found',
    })
    const rs = await settle(
      Array.from({ length: 3 }, () => storeReceiveReturn(E, { memberNo: 9, storeCode: 'S001' }, claimNo, 'REQUESTED')),
    )
    expect(rs.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect((await claimRow(claimNo))!).toMatchObject({ desk_stage: 'RECEIVED', received_at: 'STORE:S001' })
  })
})

describe('the nightly summary of late refunds', () => {
  it('names every open claim past its refund deadline, once per night', async () => {
    const { claimNo } = await returned()
    await pickedUpAndReceived(claimNo)
    const { claimNo: onTime } = await returned()
    await pickedUpAndReceived(onTime)
    await db().prepare(`UPDATE claims SET refund_due_ymd = '20260101' WHERE claim_no = ?1`).bind(claimNo).run()
    const { summarizeLateRefunds } = await import('~/server/jobs/claim-late-summary')
    const night = new Date('2026-11-27T18:00:00Z') // 03:00 in Seoul on 28 November
    const first = await summarizeLateRefunds(E, night)
    expect(first.written).toBe(true)
    expect(first.ymd).toBe('20261128')
    expect(first.claims.map((c) => c.claimNo)).toContain(claimNo)
    expect(first.claims.map((c) => c.claimNo)).not.toContain(onTime)
    expect((await summarizeLateRefunds(E, night)).written).toBe(false)
  })
})

describe('the return form’s refund preview', () => {
  it('shows what the return will refund, by the plan the return itself records; refuses what it may not preview', async () => {
    const ordNo = await paidOrder()
    await db().prepare(`UPDATE orders SET status = '50', delivered_dttm = ?2 WHERE ord_no = ?1`).bind(ordNo, iso(-2)).run()
    await db().prepare(`UPDATE order_lines SET status = '50' WHERE ord_no = ?1`).bind(ordNo).run()
    const body = { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '50' }
    const p = await call('/api/v1/front/claim/return/preview', { token: t1, body })
    expect(p.status).toBe(200)
    // A buyer's reason: the return shipping is charged and shown.
    expect(p.json.fee).toBeGreaterThan(0)
    expect(p.json.refundAmt).toBe(p.json.pay)
    // Nothing was written: the same preview again is the same, and the order can still be returned.
    expect((await call('/api/v1/front/claim/return/preview', { token: t1, body })).json).toEqual(p.json)
    const r = await call('/api/v1/front/claim/return', { token: t1, body })
    expect(r.status).toBe(200)
    expect(r.json.claim.refundAmt).toBe(p.json.refundAmt)
    expect(r.json.claim.returnFee).toBe(p.json.fee)
    // Now the order is at 환불신청 (nothing left to return); another member sees no such order; bad input is a Korean 400.
    expect((await call('/api/v1/front/claim/return/preview', { token: t1, body })).status).toBe(409)
    expect((await call('/api/v1/front/claim/return/preview', { token: await token(2), body })).status).toBe(404)
    const bad = await call('/api/v1/front/claim/return/preview', { token: t1, body: { ...body, lines: [] } })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('반품할 상품을 선택해 주세요.')
  })
})

describe('an exchange asked in the shop', () => {
  it('is for the seller’s reasons only; N identical requests are one claim at 60; the desk reships it once → 66', async () => {
    const ordNo = await paidOrder()
    await db().prepare(`UPDATE orders SET status = '50', delivered_dttm = ?2 WHERE ord_no = ?1`).bind(ordNo, iso(-2)).run()
    await db().prepare(`UPDATE order_lines SET status = '50' WHERE ord_no = ?1`).bind(ordNo).run()
    const body = { ordNo, lines: [{ lineNo: 1, qtt: 1 }], reasonCd: '20', exchange: true, requestKey: `exchange-${ordNo}` }
    // A change of mind is a return and a new order.
    const mind = await call('/api/v1/front/claim/return', { token: t1, body: { ...body, reasonCd: '50' } })
    expect(mind.status).toBe(400)
    expect(mind.text).toContain('단순 변심은 반품 후 다시 주문해 주세요.')

    const rs = await Promise.all(Array.from({ length: 5 }, () => call('/api/v1/front/claim/return', { token: t1, body })))
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const claimNos = new Set(rs.map((r) => r.json.claim.claimNo as number))
    expect(claimNos.size).toBe(1)
    const claimNo = [...claimNos][0]
    expect(rs[0].json.claim).toMatchObject({ kind: 'EXCHANGE', status: '60', refundAmt: 0, returnFee: 0 })
    expect(await orderStatus(ordNo)).toBe('60')

    await pickedUpAndReceived(claimNo)
    await step(claimNo, 'inspect', { seen: 'RECEIVED', lines: [{ lineNo: 1, verdict: 'ACCEPT', reason: '' }] })
    // An exchange is never refunded; it is sent again, once for N clicks.
    await expect(step(claimNo, 'refund', { seen: 'INSPECTED' })).rejects.toMatchObject({ kind: 'invalid' })
    const shipped = await settle(Array.from({ length: 4 }, () => step(claimNo, 'reship', { seen: 'INSPECTED' })))
    expect(shipped.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const row = (await claimRow(claimNo))!
    expect(row).toMatchObject({ desk_stage: 'DONE', status: '66', refund_amt: 0 })
    expect(row.reship_invoice_no).toBeTruthy()
    expect(await orderStatus(ordNo)).toBe('66')
    const refunds = await db().prepare('SELECT COUNT(*) AS n FROM claim_refunds WHERE claim_no = ?1').bind(claimNo).first<{ n: number }>()
    expect(refunds!.n).toBe(0)
  })
})
