/**
 * The logistics centre (WMS) that packs and ships delivery orders. When a parcel leaves, the warehouse posts a
 * dispatch notice to the shop (POST /api/v1/front/order/wms/dispatch, JSON) signed with the shared secret:
 * header `X-WMS-Signature: sha256=<hex HMAC-SHA256(secret, raw body)>` and `X-WMS-Timestamp` (epoch seconds,
 * part of the signed text as "<timestamp>.<body>", refused when more than 5 minutes off). A notice may be
 * retried; the shop answers 200 for a notice it has already applied. Its sandbox is /__sandbox/wms.
 */
import type { Env } from '../../env'
import { providerFetch } from '../transport'

export const WMS_SIGNATURE_HEADER = 'x-wms-signature'
export const WMS_TIMESTAMP_HEADER = 'x-wms-timestamp'
/** The secret the sandbox warehouse signs with while WMS_NOTICE_SECRET is unset and SANDBOX is on. */
export const SANDBOX_WMS_SECRET = 'sandbox-wms-notice-secret'
export const WMS_CLOCK_SKEW_S = 300

/** The secret notices are signed with: the configured one, the sandbox's in sandbox mode, or none (503). */
export function wmsSecret(env: Env): string | null {
  return env.WMS_NOTICE_SECRET || (env.SANDBOX === 'on' ? SANDBOX_WMS_SECRET : null)
}

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('')

async function hmacKey(secret: string) {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/** The signature header's value for a notice body sent at `timestamp` (epoch seconds). */
export async function signWmsNotice(secret: string, timestamp: string, body: string): Promise<string> {
  return `sha256=${hex(await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(`${timestamp}.${body}`)))}`
}

/** Whether a notice is the warehouse's: the signature matches (constant time) and its timestamp is recent. */
export async function verifyWmsNotice(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  body: string,
  now = Date.now(),
): Promise<boolean> {
  const { signature, timestamp } = headers
  if (!signature || !timestamp || !/^\d{9,11}$/.test(timestamp) || !/^sha256=[0-9a-f]{64}$/.test(signature)) return false
  if (Math.abs(now / 1000 - Number(timestamp)) > WMS_CLOCK_SKEW_S) return false
  const mac = new Uint8Array(
    signature
      .slice(7)
      .match(/../g)!
      .map((h) => parseInt(h, 16)),
  )
  return crypto.subtle.verify('HMAC', await hmacKey(secret), mac, new TextEncoder().encode(`${timestamp}.${body}`))
}

/*
 * Bookings the shop asks of the logistics centre (shop → warehouse, the same signature over "<timestamp>.<body>"):
 *   POST {base}/api/v1/returns/pickup   { requestKey, ordNo, claimNo, sender: { name, mobile, zip, address }, items }
 *     → 200 { courierCd, invoiceNo }  the courier's pickup (회수) booked; the warehouse later posts the signed
 *       return-received notice (POST /api/v1/front/order/wms/return-received { invoiceNo, receivedAt }).
 *   POST {base}/api/v1/outbound         { requestKey, ordNo, claimNo, receiver: { … }, items }
 *     → 200 { courierCd, invoiceNo }  a new parcel (an exchange's goods) leaves.
 * `requestKey` makes a repeated booking (a retry, two operators at once) answer the first booking again.
 */
export const SANDBOX_WMS_BASE = 'https://sandbox.invalid/__sandbox/wms'

export interface WmsParty {
  name: string
  mobile: string
  zip: string
  address: string
}
export interface WmsBooking {
  requestKey: string
  ordNo: string
  claimNo: number
  party: WmsParty
  items: { lineNo: number; goodsNm: string; qtt: number }[]
}
export type WmsBookingAnswer = { ok: true; courierCd: string; invoiceNo: string } | { ok: false; message: string }

function wmsApiBase(env: Env): string | null {
  return env.WMS_API_BASE || (env.SANDBOX === 'on' ? SANDBOX_WMS_BASE : null)
}

async function book(env: Env, path: string, body: Record<string, unknown>): Promise<WmsBookingAnswer> {
  const base = wmsApiBase(env)
  const secret = wmsSecret(env)
  if (!base || !secret) return { ok: false, message: '물류센터 연동 설정이 없어요.' }
  const text = JSON.stringify(body)
  const ts = String(Math.floor(Date.now() / 1000))
  try {
    const res = await providerFetch(env)(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WMS_TIMESTAMP_HEADER]: ts,
        [WMS_SIGNATURE_HEADER]: await signWmsNotice(secret, ts, text),
      },
      body: text,
    })
    const data = (await res.json().catch(() => null)) as { courierCd?: string; invoiceNo?: string; message?: string } | null
    if (!res.ok || !data?.courierCd || !data.invoiceNo) return { ok: false, message: data?.message ?? `물류센터 응답 ${res.status}` }
    return { ok: true, courierCd: data.courierCd, invoiceNo: data.invoiceNo }
  } catch (e) {
    return { ok: false, message: (e as Error).message }
  }
}

/** Books the courier's pickup of a return (회수). */
export const bookReturnPickup = (env: Env, b: WmsBooking) =>
  book(env, '/api/v1/returns/pickup', { requestKey: b.requestKey, ordNo: b.ordNo, claimNo: b.claimNo, sender: b.party, items: b.items })

/** Sends a new parcel (an exchange's goods). */
export const bookOutbound = (env: Env, b: WmsBooking) =>
  book(env, '/api/v1/outbound', { requestKey: b.requestKey, ordNo: b.ordNo, claimNo: b.claimNo, receiver: b.party, items: b.items })
