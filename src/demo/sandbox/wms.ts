/**
 * Sandbox logistics centre (/__sandbox/wms), playing the warehouse that ships delivery orders: its order feed
 * (GET /__sandbox/wms: paid delivery orders waiting to ship), and "출고" (POST /dispatch, a form or JSON { ordNo, courierCd?,
 * invoiceNo?, repeat? }) sends the shop the signed dispatch notice the real one sends
 * (src/server/providers/wms: X-WMS-Timestamp, X-WMS-Signature = HMAC-SHA256 over "<timestamp>.<body>")
 * and shows the shop's answer. `repeat` sends the same notice that many times at once, as a warehouse's retries do.
 * Returns (issue 26): the shop books a courier pickup (POST /api/v1/returns/pickup) or an exchange parcel
 * (POST /api/v1/outbound), signed; a repeated request key answers the first booking. The page lists pickups on
 * their way back, and "입고 처리" (POST /return-received { invoiceNo, repeat? }) sends the shop the signed
 * return-received notice.
 */
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../server/env'
import { SANDBOX_WMS_SECRET, signWmsNotice, verifyWmsNotice, WMS_SIGNATURE_HEADER, WMS_TIMESTAMP_HEADER } from '../../server/providers/wms'
import { shopFetch } from '../../server/providers/transport'
import { COURIERS } from '../../shared/order/couriers'
import { esc } from './inicis'
import { sandboxPage } from './ui'

const invoiceOf = () =>
  `6${String(crypto.getRandomValues(new Uint32Array(1))[0])
    .padStart(10, '0')
    .slice(0, 10)}${String(Date.now() % 10)}`

/** Sends one signed notice to the shop; the shop's status and JSON answer. */
async function sendNotice(
  env: AppEnv['Bindings'],
  origin: string,
  notice: { ordNo: string; courierCd: string; invoiceNo: string } | { invoiceNo: string },
  path = '/api/v1/front/order/wms/dispatch',
) {
  const body = JSON.stringify(notice)
  const ts = String(Math.floor(Date.now() / 1000))
  const res = await shopFetch(env)(
    new Request(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WMS_TIMESTAMP_HEADER]: ts,
        [WMS_SIGNATURE_HEADER]: await signWmsNotice(env.WMS_NOTICE_SECRET || SANDBOX_WMS_SECRET, ts, body),
      },
      body,
    }),
    env,
  )
  return { status: res.status, answer: (await res.json().catch(() => null)) as unknown }
}

interface Booking {
  request_key: string
  kind: string
  ord_no: string
  claim_no: number
  courier_cd: string
  invoice_no: string
  received_dttm: string | null
  reg_dttm: string
}

/** A booking the shop asks for (signed like the notices); a repeated request key answers the first booking. */
async function book(c: Context<AppEnv>, kind: 'PICKUP' | 'OUTBOUND') {
  const text = await c.req.text()
  const ok = await verifyWmsNotice(
    c.env.WMS_NOTICE_SECRET || SANDBOX_WMS_SECRET,
    { signature: c.req.header(WMS_SIGNATURE_HEADER), timestamp: c.req.header(WMS_TIMESTAMP_HEADER) },
    text,
  )
  if (!ok) return c.json({ message: '서명이 올바르지 않아요.' }, 401)
  const b = (JSON.parse(text || '{}') ?? {}) as { requestKey?: string; ordNo?: string; claimNo?: number }
  if (!b.requestKey || !b.ordNo || !b.claimNo) return c.json({ message: 'requestKey, ordNo, claimNo가 필요해요.' }, 400)
  await c.env.DB.prepare(
    `INSERT INTO sandbox_wms_bookings (request_key, kind, ord_no, claim_no, courier_cd, invoice_no, body, reg_dttm)
     VALUES (?1, ?2, ?3, ?4, '04', ?5, ?6, ?7) ON CONFLICT (request_key) DO NOTHING`,
  )
    .bind(b.requestKey, kind, b.ordNo, b.claimNo, invoiceOf(), text, new Date().toISOString())
    .run()
  const row = await c.env.DB.prepare('SELECT * FROM sandbox_wms_bookings WHERE request_key = ?1').bind(b.requestKey).first<Booking>()
  return c.json({ courierCd: row!.courier_cd, invoiceNo: row!.invoice_no, kind: row!.kind })
}

export const wmsSandbox = new Hono<AppEnv>()
  .post('/api/v1/returns/pickup', (c) => book(c, 'PICKUP'))
  .post('/api/v1/outbound', (c) => book(c, 'OUTBOUND'))
  .post('/return-received', async (c) => {
    const isJson = (c.req.header('content-type') ?? '').includes('application/json')
    const f = (isJson ? await c.req.json().catch(() => ({})) : await c.req.parseBody()) as Record<string, unknown>
    const invoiceNo = String(f.invoiceNo ?? '')
    const repeat = Math.min(Math.max(Number(f.repeat ?? 1) || 1, 1), 50)
    const origin = new URL(c.req.url).origin
    const notice = { invoiceNo, receivedAt: new Date().toISOString() }
    const results = await Promise.all(
      Array.from({ length: repeat }, () => sendNotice(c.env, origin, notice, '/api/v1/front/order/wms/return-received')),
    )
    if (results.some((r) => r.status === 200))
      await c.env.DB.prepare('UPDATE sandbox_wms_bookings SET received_dttm = ?2 WHERE invoice_no = ?1 AND received_dttm IS NULL')
        .bind(invoiceNo, notice.receivedAt)
        .run()
    if (isJson) return c.json({ notice, results })
    const r = results[0]
    return c.html(
      sandboxPage(
        r.status === 200 ? '입고 통보를 보냈어요' : '쇼핑몰이 입고 통보를 거절했어요',
        'WMS',
        `<p>회수 송장 ${esc(invoiceNo)}</p><p>쇼핑몰 응답 ${r.status}</p><pre>${esc(JSON.stringify(r.answer, null, 2))}</pre><p><a href="/__sandbox/wms">물류센터로</a></p>`,
      ),
      r.status === 200 ? 200 : 409,
    )
  })
  .get('/', async (c) => {
    const { results } = await c.env.DB.prepare(
      `SELECT ord_no, receiver_nm, address1, goods_amt, reg_dttm FROM orders WHERE dlvr_method = '01' AND status IN ('20', '30') ORDER BY reg_dttm DESC LIMIT 30`,
    ).all<{ ord_no: string; receiver_nm: string; address1: string; goods_amt: number; reg_dttm: string }>()
    const couriers = COURIERS.map((k) => `<option value="${k.code}">${esc(k.name)}</option>`).join('')
    const rows = results.length
      ? results
          .map(
            (o) => `<fieldset><legend>주문 ${esc(o.ord_no)}</legend><p>${esc(o.receiver_nm.slice(0, 1))}** · ${esc(o.address1)}</p>
<form method="post" action="/__sandbox/wms/dispatch"><input type="hidden" name="ordNo" value="${esc(o.ord_no)}">
<label>택배사 <select name="courierCd">${couriers}</select></label><label>송장 번호 <input type="text" name="invoiceNo" value="${invoiceOf()}" inputmode="numeric"></label>
<button type="submit">출고 처리</button></form></fieldset>`,
          )
          .join('')
      : '<p>출고를 기다리는 택배 주문이 없어요.</p>'
    const { results: pickups } = await c.env.DB.prepare(
      `SELECT * FROM sandbox_wms_bookings WHERE kind = 'PICKUP' AND received_dttm IS NULL ORDER BY reg_dttm DESC LIMIT 30`,
    ).all<Booking>()
    const returns = pickups.length
      ? pickups
          .map(
            (b) => `<fieldset><legend>회수 ${esc(b.invoice_no)}</legend><p>주문 ${esc(b.ord_no)} · 클레임 ${b.claim_no}</p>
<form method="post" action="/__sandbox/wms/return-received"><input type="hidden" name="invoiceNo" value="${esc(b.invoice_no)}">
<button type="submit">입고 처리 (${esc(b.invoice_no)})</button></form></fieldset>`,
          )
          .join('')
      : '<p>회수 중인 반품이 없어요.</p>'
    return c.html(
      sandboxPage(
        '물류센터 출고',
        'WMS',
        `<p>결제가 끝난 택배 주문이에요. 출고하면 쇼핑몰에 서명된 출고 통보를 보내요.</p>${rows}<h2>회수 입고</h2><p>택배 기사가 회수해 온 반품이에요. 입고 처리하면 쇼핑몰에 서명된 입고 통보를 보내요.</p>${returns}`,
      ),
    )
  })
  .post('/dispatch', async (c) => {
    const isJson = (c.req.header('content-type') ?? '').includes('application/json')
    const f = (isJson ? await c.req.json().catch(() => ({})) : await c.req.parseBody()) as Record<string, unknown>
    const notice = {
      ordNo: String(f.ordNo ?? ''),
      courierCd: String(f.courierCd ?? '04'),
      invoiceNo: String(f.invoiceNo ?? '') || invoiceOf(),
    }
    const repeat = Math.min(Math.max(Number(f.repeat ?? 1) || 1, 1), 50)
    const origin = new URL(c.req.url).origin
    const results = await Promise.all(Array.from({ length: repeat }, () => sendNotice(c.env, origin, notice)))
    if (isJson) return c.json({ notice, results })
    const r = results[0]
    return c.html(
      sandboxPage(
        r.status === 200 ? '출고 통보를 보냈어요' : '쇼핑몰이 출고 통보를 거절했어요',
        'WMS',
        `<p>주문 ${esc(notice.ordNo)} · 송장 ${esc(notice.invoiceNo)}</p><p>쇼핑몰 응답 ${r.status}</p><pre>${esc(JSON.stringify(r.answer, null, 2))}</pre><p><a href="/__sandbox/wms">출고 목록으로</a></p>`,
      ),
      r.status === 200 ? 200 : 409,
    )
  })
