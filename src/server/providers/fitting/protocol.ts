/**
 * The in-store smart-fitting device protocol (adapter): what a fitting device sends and how it proves which
 * store it belongs to. A device holds a per-store credential issued by the shop (device id + secret; the shop
 * keeps only the secret's SHA-256). Each call carries
 *   Authorization: Device <deviceId>:<secret>
 *   X-Store-Code: <the store's code>
 * and a JSON session in the vendor's shape (snake_case, millimetres, ISO time), mapped here to the shop's terms.
 */
import * as v from 'valibot'
import { FACE_SHAPES } from '../../../shared/eyes/face'
import { sha256Hex } from '../../../shared/hash'
import { object } from '../../../shared/schemas/required'

export interface DeviceCredential {
  deviceId: string
  secret: string
}

/** `Device <deviceId>:<secret>` → the credential, or null. */
export function parseDeviceAuth(header: string | null | undefined): DeviceCredential | null {
  const m = /^Device ([A-Za-z0-9_-]{3,40}):([A-Za-z0-9_-]{16,100})$/.exec((header ?? '').trim())
  return m ? { deviceId: m[1], secret: m[2] } : null
}
export const deviceAuthHeader = (c: DeviceCredential) => `Device ${c.deviceId}:${c.secret}`
export const secretHash = (secret: string) => sha256Hex(`fitting-device|${secret}`)

const mm = (label: string, min: number, max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(`${label} 값은 숫자여야 합니다.`),
        v.minValue(min, `${label} 값이 범위를 벗어났습니다.`),
        v.maxValue(max, `${label} 값이 범위를 벗어났습니다.`),
      ),
    ),
    null,
  )

/** The session a device posts (vendor shape). */
export const deviceSessionBody = object({
  session_id: v.pipe(v.string('session_id가 필요합니다.'), v.regex(/^[A-Za-z0-9_-]{4,64}$/, 'session_id 형식이 올바르지 않습니다.')),
  member_card_no: v.pipe(v.string('member_card_no가 필요합니다.'), v.regex(/^\d{10,20}$/, '회원 카드 번호 형식이 올바르지 않습니다.')),
  fitted_at: v.pipe(v.string('fitted_at이 필요합니다.'), v.isoTimestamp('fitted_at은 ISO 8601 시각이어야 합니다.')),
  measurements: object({
    face_width_mm: mm('face_width_mm', 100, 180),
    pd_mm: mm('pd_mm', 45, 85),
    face_shape: v.optional(v.nullable(v.picklist(FACE_SHAPES, 'face_shape 값이 올바르지 않습니다.')), null),
  }),
  frames: v.pipe(
    v.array(
      object({
        goods_no: v.pipe(v.string('goods_no가 필요합니다.'), v.regex(/^G\d{6}$/, 'goods_no 형식이 올바르지 않습니다.')),
        item_no: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20, 'item_no가 너무 깁니다.'))), null),
        liked: v.optional(v.boolean('liked는 true/false여야 합니다.'), false),
      }),
      'frames는 배열이어야 합니다.',
    ),
    v.maxLength(30, '한 세션의 안경테는 30개까지입니다.'),
  ),
})
export type DeviceSessionBody = v.InferOutput<typeof deviceSessionBody>

/** The shop's terms for a posted session. */
export function toFittingSession(b: DeviceSessionBody) {
  return {
    deviceSessionId: b.session_id,
    cardNo: b.member_card_no,
    fittedDttm: new Date(b.fitted_at).toISOString(),
    faceWidth: b.measurements.face_width_mm,
    pd: b.measurements.pd_mm,
    faceShape: b.measurements.face_shape,
    frames: b.frames.map((f, i) => ({ seq: i + 1, goodsNo: f.goods_no, itemNo: f.item_no, liked: f.liked })),
  }
}
