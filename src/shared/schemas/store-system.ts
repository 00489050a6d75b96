/**
 * Bodies of the store system's calls to the shop (docs/store-system-protocol.md): webhooks (sale, refund, points)
 * and till calls (D-쿠폰 and 모바일 상품권 redemption). Messages name the protocol's fields (the reader is a POS
 * developer). The member's own integration request is `integrationBody` (schemas/member.ts).
 */
import * as v from 'valibot'
import { STORE_POINT_KINDS } from '../store-point-kinds'
import { object } from './required'

const id = (field: string) =>
  v.pipe(v.string(`${field}이(가) 필요합니다.`), v.regex(/^[A-Za-z0-9._:-]{1,60}$/, `${field} 형식이 올바르지 않습니다.`))
const storeCode = v.pipe(v.string('storeCode가 필요합니다.'), v.regex(/^[A-Za-z0-9]{1,10}$/, 'storeCode 형식이 올바르지 않습니다.'))
const instant = (field: string) =>
  v.pipe(
    v.string(`${field}이(가) 필요합니다.`),
    v.isoTimestamp(`${field}는 ISO 8601 시각(예: 2026-11-27T05:00:00.000Z)이어야 합니다.`),
    v.transform((s) => new Date(s).toISOString()),
  )
const text = (field: string, max: number) =>
  v.pipe(
    v.string(`${field}이(가) 필요합니다.`),
    v.trim(),
    v.minLength(1, `${field}이(가) 비어 있습니다.`),
    v.maxLength(max, `${field}는 ${max}자 이내여야 합니다.`),
  )
const won = (field: string, min = 0) =>
  v.pipe(
    v.number(`${field}는 숫자여야 합니다.`),
    v.integer(`${field}는 정수여야 합니다.`),
    v.minValue(min, `${field}는 ${min} 이상이어야 합니다.`),
    v.maxValue(100_000_000, `${field}가 너무 큽니다.`),
  )
const power = v.pipe(v.string('도수 값은 문자열이어야 합니다.'), v.regex(/^[+-]?\d{1,3}(\.\d{1,2})?$/, '도수 값 형식이 올바르지 않습니다.'))
const eye = object({
  sph: power,
  cyl: power,
  axis: v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'axis 형식이 올바르지 않습니다.')),
  add: v.optional(power),
})

export const storePointEntrySchema = object({
  entryId: id('entryId'),
  kind: v.picklist(STORE_POINT_KINDS, `kind는 ${STORE_POINT_KINDS.join(', ')} 중 하나여야 합니다.`),
  amount: v.pipe(
    v.number('amount는 숫자여야 합니다.'),
    v.integer('amount는 정수여야 합니다.'),
    v.minValue(-10_000_000),
    v.maxValue(10_000_000),
  ),
  storeCode,
  saleId: v.nullable(id('saleId')),
  occurredAt: instant('occurredAt'),
})

export const storeSaleSchema = object({
  saleId: id('saleId'),
  storeCode,
  soldAt: instant('soldAt'),
  payMethodNm: text('payMethodNm', 20),
  lines: v.pipe(
    v.array(
      object({
        lineNo: v.pipe(v.number(), v.integer(), v.minValue(1, 'lineNo는 1 이상이어야 합니다.'), v.maxValue(99)),
        goodsNo: v.nullable(v.pipe(v.string(), v.regex(/^G\d{6}$/, 'goodsNo 형식이 올바르지 않습니다.'))),
        goodsNm: text('goodsNm', 100),
        goodsTypeCd: v.picklist(['01', '02', '03', '04', '05'], 'goodsTypeCd는 01~05 중 하나여야 합니다.'),
        qtt: v.pipe(v.number(), v.integer(), v.minValue(1, 'qtt는 1 이상이어야 합니다.'), v.maxValue(999)),
        amount: won('amount'),
        prescription: v.nullable(object({ right: eye, left: eye, pd: v.optional(v.pipe(v.string(), v.regex(/^\d{2}(\.\d)?$/))) })),
      }),
      'lines는 배열이어야 합니다.',
    ),
    v.minLength(1, '판매 품목(lines)이 없습니다.'),
    v.maxLength(50, '판매 품목은 50개 이내여야 합니다.'),
  ),
  refundedAt: v.nullable(instant('refundedAt')),
})

const points = v.pipe(v.array(storePointEntrySchema, 'points는 배열이어야 합니다.'), v.maxLength(50, 'points는 50건 이내여야 합니다.'))
const base = { eventId: id('eventId'), storeCode, occurredAt: instant('occurredAt') }

export const storeEventBody = v.variant(
  'type',
  [
    object({ type: v.literal('sale'), ...base, storeMemberId: v.nullable(id('storeMemberId')), sale: storeSaleSchema, points }),
    object({ type: v.literal('refund'), ...base, storeMemberId: v.nullable(id('storeMemberId')), sale: storeSaleSchema, points }),
    object({
      type: v.literal('points'),
      ...base,
      storeMemberId: id('storeMemberId'),
      points: v.pipe(points, v.minLength(1, 'points가 비어 있습니다.')),
    }),
  ],
  'type은 sale, refund, points 중 하나여야 합니다.',
)
export type StoreEventInput = v.InferOutput<typeof storeEventBody>

export const couponRedeemBody = object({
  type: v.literal('coupon.redeem', 'type은 coupon.redeem이어야 합니다.'),
  barcode: v.pipe(v.string('barcode가 필요합니다.'), v.trim(), v.regex(/^[A-Za-z0-9-]{6,40}$/, 'barcode 형식이 올바르지 않습니다.')),
  storeCode,
})

export const voucherRedeemBody = object({
  type: v.literal('voucher.redeem', 'type은 voucher.redeem이어야 합니다.'),
  voucherNo: v.pipe(v.string('voucherNo가 필요합니다.'), v.regex(/^\d{16}$/, 'voucherNo는 숫자 16자리여야 합니다.')),
  storeCode,
  amount: won('amount', 1),
})

export const voucherLookupBody = object({
  type: v.literal('voucher.lookup', 'type은 voucher.lookup이어야 합니다.'),
  voucherNo: v.pipe(v.string('voucherNo가 필요합니다.'), v.regex(/^\d{16}$/, 'voucherNo는 숫자 16자리여야 합니다.')),
  storeCode,
})
