/**
 * The store-system protocol (docs/store-system-protocol.md): JSON over HTTPS, both ways signed with the shared
 * secret. Every request carries
 *   X-Davich-Timestamp: epoch seconds (refused when more than STORE_CLOCK_SKEW_S away from the receiver's clock)
 *   X-Davich-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
 *   Idempotency-Key:    on every write — the receiver applies a key once and refuses a key reused for another body
 * and every body names its operation in `type`, which the receiver checks against the path it came to.
 * Errors are `{ error: { code, message } }` with the codes of STORE_ERROR_CODES.
 */
import type { StorePointKind } from '../../../shared/store-point-kinds'

export type { StorePointKind }

export const STORE_TIMESTAMP_HEADER = 'x-davich-timestamp'
export const STORE_SIGNATURE_HEADER = 'x-davich-signature'
export const STORE_IDEMPOTENCY_HEADER = 'idempotency-key'
/** Replay window and allowed clock skew, both ways (seconds). */
export const STORE_CLOCK_SKEW_S = 300
/** The secret the sandbox store system signs with while STORE_SYSTEM_SECRET is unset and SANDBOX is on. */
export const SANDBOX_STORE_SECRET = 'sandbox-store-system-secret'

/** The protocol's error codes and the HTTP status each travels with. */
export const STORE_ERROR_CODES = {
  BAD_REQUEST: 400,
  BAD_SIGNATURE: 401,
  STALE_TIMESTAMP: 401,
  UNKNOWN_STORE: 403,
  NOT_FOUND: 404,
  ALREADY_USED: 409,
  ALREADY_LINKED: 409,
  NOT_USABLE: 409,
  INSUFFICIENT_BALANCE: 409,
  KEY_REUSED: 422,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const
export type StoreErrorCode = keyof typeof STORE_ERROR_CODES

export interface StoreErrorBody {
  error: { code: StoreErrorCode; message: string; [k: string]: unknown }
}

export interface StoreMatch {
  storeMemberId: string
  storeCode: string
  storeNm: string
  joinYmd: string
  lastVisitYmd: string
  /** Masked card number (the full one comes with the link). */
  cardNoMasked: string
}

export interface StorePointEntry {
  entryId: string
  kind: StorePointKind
  amount: number
  storeCode: string
  saleId: string | null
  occurredAt: string
}

export interface StorePrescription {
  right: { sph: string; cyl: string; axis: string; add?: string }
  left: { sph: string; cyl: string; axis: string; add?: string }
  pd?: string
}

export interface StoreSaleLine {
  lineNo: number
  /** The shop's goods code when the item is also sold online (stamp products are matched by it). */
  goodsNo: string | null
  goodsNm: string
  /** 01 frames · 02 sunglasses · 03 glasses lenses · 04 contact lenses · 05 accessories (src/shared/goods-types.ts). */
  goodsTypeCd: string
  qtt: number
  amount: number
  prescription: StorePrescription | null
}

export interface StoreSale {
  saleId: string
  storeCode: string
  soldAt: string
  payMethodNm: string
  lines: StoreSaleLine[]
  refundedAt: string | null
}

export interface StoreMembership {
  storeMemberId: string
  cardNo: string
  storeCode: string
  gradeNm: string
  joinYmd: string
}

/** The answer of membership.link: the membership and everything the shop brings in once. */
export interface StoreLinkAnswer {
  membership: StoreMembership
  points: StorePointEntry[]
  sales: StoreSale[]
}

/** Webhooks (store system → shop, POST /api/v1/store-system/events). */
export type StoreEvent =
  | {
      type: 'sale'
      eventId: string
      storeCode: string
      storeMemberId: string | null
      occurredAt: string
      sale: StoreSale
      points: StorePointEntry[]
    }
  | {
      type: 'refund'
      eventId: string
      storeCode: string
      storeMemberId: string | null
      occurredAt: string
      sale: StoreSale
      points: StorePointEntry[]
    }
  | { type: 'points'; eventId: string; storeCode: string; storeMemberId: string; occurredAt: string; points: StorePointEntry[] }

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('')

async function hmacKey(secret: string) {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/** The signature header's value for a body sent at `timestamp` (epoch seconds, as a string). */
export async function signStoreRequest(secret: string, timestamp: string, body: string): Promise<string> {
  return `sha256=${hex(await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(`${timestamp}.${body}`)))}`
}

/** The headers of a signed request (and its idempotency key for a write). */
export async function signedHeaders(
  secret: string,
  body: string,
  idempotencyKey?: string,
  now = Date.now(),
): Promise<Record<string, string>> {
  const ts = String(Math.floor(now / 1000))
  return {
    'content-type': 'application/json',
    [STORE_TIMESTAMP_HEADER]: ts,
    [STORE_SIGNATURE_HEADER]: await signStoreRequest(secret, ts, body),
    ...(idempotencyKey ? { [STORE_IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
  }
}

/** Why a request is not accepted as signed (null when it is). */
export async function verifyStoreRequest(
  secret: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  body: string,
  now = Date.now(),
): Promise<null | 'BAD_SIGNATURE' | 'STALE_TIMESTAMP'> {
  const { signature, timestamp } = headers
  if (!signature || !timestamp || !/^\d{9,11}$/.test(timestamp) || !/^sha256=[0-9a-f]{64}$/.test(signature)) return 'BAD_SIGNATURE'
  const mac = new Uint8Array(
    signature
      .slice(7)
      .match(/../g)!
      .map((h) => parseInt(h, 16)),
  )
  // Constant-time check first, so a forged request learns nothing from the timestamp answer.
  const ok = await crypto.subtle.verify('HMAC', await hmacKey(secret), mac, new TextEncoder().encode(`${timestamp}.${body}`))
  if (!ok) return 'BAD_SIGNATURE'
  if (Math.abs(now / 1000 - Number(timestamp)) > STORE_CLOCK_SKEW_S) return 'STALE_TIMESTAMP'
  return null
}

/** SHA-256 of a body (hex): tells a retried request from another one reusing its idempotency key. */
export async function bodyHash(body: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)))
}

/** An idempotency key: what the protocol accepts (8–80 of A–Z a–z 0–9 . _ : -). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,80}$/
