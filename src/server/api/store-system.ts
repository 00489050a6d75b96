/**
 * /api/v1/store-system/* — the chain's store system calling the shop (docs/store-system-protocol.md): webhooks
 * (POST /events: sale, refund, points) and till calls (POST /coupons/redeem, /vouchers/lookup, /vouchers/redeem).
 * Every call is signed (X-Davich-Timestamp + X-Davich-Signature over "<timestamp>.<raw body>", ±5 minutes) and every
 * write carries an Idempotency-Key; answers and refusals speak the protocol: `{ error: { code, message } }`.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../env'
import { DomainError } from '../domain-error'
import {
  bodyHash,
  IDEMPOTENCY_KEY,
  STORE_ERROR_CODES,
  STORE_IDEMPOTENCY_HEADER,
  STORE_SIGNATURE_HEADER,
  STORE_TIMESTAMP_HEADER,
  storeSystemSecret,
  verifyStoreRequest,
  type StoreErrorCode,
} from '../providers/store-system'
import {
  applyStoreEvent,
  redeemTillCoupon,
  redeemTillVoucher,
  StoreRefusal,
  tillVoucher,
  type StoreCallMeta,
} from '../services/store-system'
import { couponRedeemBody, storeEventBody, voucherLookupBody, voucherRedeemBody } from '../../shared/schemas/store-system'
import { ApiError } from './errors'
import { validate } from './validate'

type StoreEnv = AppEnv & { Variables: { meta: StoreCallMeta } }

const refuse = (c: Context, code: StoreErrorCode, message: string, detail: Record<string, unknown> = {}) =>
  c.json({ error: { code, message, ...detail } }, STORE_ERROR_CODES[code] as ContentfulStatusCode)

/** Signed by the store system (checked on the raw bytes, before the body is parsed). */
const signed: MiddlewareHandler<StoreEnv> = async (c, next) => {
  const secret = storeSystemSecret(c.env)
  if (!secret) return refuse(c, 'UNAVAILABLE', '매장 시스템 연동이 설정되지 않았습니다.')
  const raw = await c.req.text()
  const why = await verifyStoreRequest(
    secret,
    { signature: c.req.header(STORE_SIGNATURE_HEADER), timestamp: c.req.header(STORE_TIMESTAMP_HEADER) },
    raw,
  )
  if (why === 'STALE_TIMESTAMP') return refuse(c, why, '요청 시각이 허용 범위(±5분)를 벗어났습니다. 시계를 맞추고 새 서명으로 보내 주세요.')
  if (why) return refuse(c, why, '서명이 올바르지 않습니다.')
  c.set('meta', { key: c.req.header(STORE_IDEMPOTENCY_HEADER) ?? '', bodyHash: await bodyHash(raw) })
  await next()
}

/** Every write names itself once: the same key again is the same request. */
const keyed: MiddlewareHandler<StoreEnv> = async (c, next) => {
  if (!IDEMPOTENCY_KEY.test(c.var.meta.key)) return refuse(c, 'BAD_REQUEST', 'Idempotency-Key 헤더(영문·숫자·._:- 8~80자)가 필요합니다.')
  await next()
}

export const storeSystemApi = new Hono<StoreEnv>()
  .use('*', signed)
  .post('/events', keyed, validate('json', storeEventBody), async (c) =>
    c.json(await applyStoreEvent(c.env.DB, c.req.valid('json'), c.var.meta, await c.req.text())),
  )
  .post('/coupons/redeem', keyed, validate('json', couponRedeemBody), async (c) =>
    c.json(await redeemTillCoupon(c.env.DB, c.req.valid('json'), c.var.meta, await c.req.text())),
  )
  .post('/vouchers/lookup', validate('json', voucherLookupBody), async (c) => c.json(await tillVoucher(c.env.DB, c.req.valid('json'))))
  .post('/vouchers/redeem', keyed, validate('json', voucherRedeemBody), async (c) =>
    c.json(await redeemTillVoucher(c.env.DB, c.req.valid('json'), c.var.meta, await c.req.text())),
  )
  .onError((err, c) => {
    if (err instanceof StoreRefusal) return refuse(c, err.code, err.message, err.detail)
    if (err instanceof ApiError && err.status < 500)
      return refuse(c, 'BAD_REQUEST', err.errors.map((e) => e.reason).join(' '), { errors: err.errors })
    if (err instanceof DomainError) return refuse(c, 'BAD_REQUEST', err.message)
    console.error(JSON.stringify({ level: 'error', message: 'store-system call failed', error: String(err), stack: (err as Error)?.stack }))
    return refuse(c, 'INTERNAL', '요청을 처리하지 못했습니다. 같은 Idempotency-Key로 다시 보내 주세요.')
  })
