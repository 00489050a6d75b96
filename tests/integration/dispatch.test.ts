// Dispatch of delivery orders (issue 13): the logistics centre's signed notice moves a paid delivery order to
// 40 배송중 with its courier and invoice in one guarded batch, and the member gets ONE "상품이 출발했어요" notice
// however many identical notices arrive at once. Unsigned or stale notices are refused.
import { beforeAll, describe, expect, it } from 'vitest'
import { signWmsNotice, SANDBOX_WMS_SECRET } from '~/server/providers/wms'
import { call, db, orderBody, payInSandbox, seedCommerce, token } from './commerce-fixture'
import { call as rawCall, read } from './helpers'

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

/** POSTs a notice to the shop as the warehouse would, with a signature over `signed` (defaults to the body). */
async function notice(body: unknown, o: { secret?: string; ts?: number; signed?: string } = {}) {
  const text = JSON.stringify(body)
  const ts = String(o.ts ?? Math.floor(Date.now() / 1000))
  return read(
    rawCall('/api/v1/front/order/wms/dispatch', {
      method: 'POST',
      body: text,
      headers: {
        'content-type': 'application/json',
        'x-wms-timestamp': ts,
        'x-wms-signature': await signWmsNotice(o.secret ?? SANDBOX_WMS_SECRET, ts, o.signed ?? text),
      },
    }),
  )
}

const shippedNotices = async (ordNo: string) =>
  (
    await db()
      .prepare(`SELECT * FROM member_notifications WHERE member_no = 1 AND kind = 'SHIPPED' AND link LIKE '%' || ?1`)
      .bind(ordNo)
      .all()
  ).results

describe('dispatch notice from the logistics centre', () => {
  it('refuses notices that are not the warehouse’s: no or wrong signature, stale timestamp, tampered body', async () => {
    const ordNo = await paidOrder()
    const body = { ordNo, courierCd: '04', invoiceNo: '612345678901' }
    const none = await read(rawCall('/api/v1/front/order/wms/dispatch', { json: body }))
    expect(none.status).toBe(401)
    expect(none.json.errors[0].reason).toMatch(/물류센터의 출고 통보가 아니에요/)
    expect((await notice(body, { secret: 'not-the-secret' })).status).toBe(401)
    expect((await notice(body, { ts: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401)
    expect((await notice(body, { signed: JSON.stringify({ ...body, invoiceNo: '699999999999' }) })).status).toBe(401)
    const bad = await notice({ ordNo, courierCd: '99', invoiceNo: '12' })
    expect(bad.status).toBe(400)
    expect(bad.json.errors.map((e: { field: string }) => e.field).sort()).toEqual(['courierCd', 'invoiceNo'])
    expect((await db().prepare('SELECT status FROM orders WHERE ord_no = ?1').bind(ordNo).first<{ status: string }>())!.status).toBe('20')
  })

  it('ships the order once and tells the member once, of 12 identical notices at once', async () => {
    const ordNo = await paidOrder()
    const rs = await Promise.all(Array.from({ length: 12 }, () => notice({ ordNo, courierCd: '04', invoiceNo: '6123-4567-8901' })))
    expect(rs.map((r) => r.status)).toEqual(Array(12).fill(200))
    expect(rs.filter((r) => r.json.result === 'DISPATCHED')).toHaveLength(1)
    expect(rs.filter((r) => r.json.result === 'ALREADY')).toHaveLength(11)
    const o = (await db()
      .prepare('SELECT status, courier_nm, invoice_no, dispatch_dttm FROM orders WHERE ord_no = ?1')
      .bind(ordNo)
      .first<Record<string, string>>())!
    expect(o).toMatchObject({ status: '40', courier_nm: 'CJ대한통운', invoice_no: '612345678901' })
    expect(Date.parse(o.dispatch_dttm)).toBeGreaterThan(Date.now() - 60_000)
    const lines = (await db().prepare('SELECT DISTINCT status FROM order_lines WHERE ord_no = ?1').bind(ordNo).all<{ status: string }>())
      .results
    expect(lines).toEqual([{ status: '40' }])
    const hist = (
      await db().prepare(`SELECT memo FROM order_status_history WHERE ord_no = ?1 AND status = '40'`).bind(ordNo).all<{ memo: string }>()
    ).results
    expect(hist).toEqual([{ memo: '출고 완료 (CJ대한통운 612345678901)' }])
    const sent = await shippedNotices(ordNo)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ title: '상품이 출발했어요', body: '주문하신 상품이 CJ대한통운으로 출발했어요. 송장번호 612345678901' })
    // The member sees the parcel on the order and in the inbox; a different parcel for the same order is refused.
    const detail = await call(`/api/v1/front/order/detail/${ordNo}`, { token: t1 })
    expect(detail.json.courier).toMatchObject({ courierNm: 'CJ대한통운', invoiceNo: '612345678901' })
    const other = await notice({ ordNo, courierCd: '05', invoiceNo: '512345678901' })
    expect(other.status).toBe(409)
    expect(other.json.errors[0].reason).toMatch(/출고할 수 없는 주문이에요. \(현재 상태: 배송중, 송장 612345678901\)/)
    expect(await shippedNotices(ordNo)).toHaveLength(1)
  })

  it('does not ship unpaid, cancelled or store-pickup orders, nor unknown ones', async () => {
    const r = await call('/api/v1/front/order/payment', { token: t1, body: orderBody() })
    const unpaid = r.json.orderInfoPO.ordNo as string
    expect((await notice({ ordNo: unpaid, courierCd: '04', invoiceNo: '612345678902' })).status).toBe(409)
    const cancelled = await paidOrder()
    expect((await call('/api/v1/front/claim/cancel', { token: t1, body: { ordNo: cancelled, reasonCd: '40' } })).status).toBe(200)
    expect((await notice({ ordNo: cancelled, courierCd: '04', invoiceNo: '612345678903' })).status).toBe(409)
    expect((await notice({ ordNo: '20260101999999999', courierCd: '04', invoiceNo: '612345678904' })).status).toBe(404)
    const pickup = await paidOrder()
    await db().prepare(`UPDATE orders SET dlvr_method = '02' WHERE ord_no = ?1`).bind(pickup).run()
    const p = await notice({ ordNo: pickup, courierCd: '04', invoiceNo: '612345678905' })
    expect(p.status).toBe(409)
    expect(p.json.errors[0].reason).toBe('매장 픽업 주문은 택배로 출고할 수 없어요.')
    expect(await shippedNotices(unpaid)).toHaveLength(0)
  })

  it('the sandbox warehouse lists orders to ship and sends signed notices (repeated ones included)', async () => {
    const ordNo = await paidOrder()
    const feed = await read(rawCall('/__sandbox/wms'))
    expect(feed.status).toBe(200)
    expect(feed.text).toContain(ordNo)
    const sent = await call('/__sandbox/wms/dispatch', { body: { ordNo, courierCd: '06', repeat: 5 } })
    expect(sent.json.results.map((x: { status: number }) => x.status)).toEqual([200, 200, 200, 200, 200])
    expect(
      (await db().prepare('SELECT courier_nm FROM orders WHERE ord_no = ?1').bind(ordNo).first<{ courier_nm: string }>())!.courier_nm,
    ).toBe('로젠택배')
    expect(await shippedNotices(ordNo)).toHaveLength(1)
    expect((await read(rawCall('/__sandbox/wms'))).text).not.toContain(ordNo)
  })
})
