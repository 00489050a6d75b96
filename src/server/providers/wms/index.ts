/**
 * The logistics centre (WMS) that packs and ships delivery orders. When a parcel leaves, the warehouse posts a
 * dispatch notice to the shop (POST /api/v1/front/order/wms/dispatch, JSON) signed with the shared secret:
 * header `X-WMS-Signature: sha256=<hex HMAC-SHA256(secret, raw body)>` and `X-WMS-Timestamp` (epoch seconds,
 * part of the signed text as "<timestamp>.<body>", refused when more than 5 minutes off). A notice may be
 * retried; the shop answers 200 for a notice it has already applied. Its sandbox is /__sandbox/wms.
 */
import type { Env } from '../../env'

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
