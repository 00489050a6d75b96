import * as v from 'valibot'
import { EYE_STYLES, FACE_SHAPES, FACE_STYLES, FACE_WIDTH_RANGE } from '../eyes/face'
import { object } from './required'

const intText = (label: string, min: number, max: number, unit: string) =>
  v.pipe(
    v.union([v.number(), v.string()], `${label}를 숫자로 입력해 주세요.`),
    v.transform((x) => (typeof x === 'number' ? x : /^\s*\d{1,3}(\.\d)?\s*$/.test(x) ? Number(x) : Number.NaN)),
    v.check((n) => Number.isFinite(n), `${label}를 숫자로 입력해 주세요.`),
    v.check((n) => n >= min && n <= max, `${label}는 ${min}~${max}${unit} 사이로 입력해 주세요.`),
  )

/** 얼굴 정보 — the same schema checks the form and PUT /api/v1/front/face/info. */
export const faceInfoBody = object({
  faceShape: v.picklist(FACE_SHAPES, '얼굴형을 선택해 주세요.'),
  faceWidth: v.pipe(
    intText('얼굴 너비', FACE_WIDTH_RANGE.min, FACE_WIDTH_RANGE.max, 'mm'),
    v.check((n) => Number.isInteger(n), '얼굴 너비는 1mm 단위로 입력해 주세요.'),
  ),
  pd: v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()])), null),
    v.transform((x) => (x == null || x === '' ? null : x)),
    v.union([
      v.null(),
      v.pipe(
        intText('양안 PD', 50, 80, 'mm'),
        v.check((n) => Number.isInteger(n * 2), '양안 PD는 0.5mm 단위로 입력해 주세요.'),
      ),
    ]),
  ),
  eyeStyle: v.picklist(EYE_STYLES, '원하시는 안경 인상을 선택해 주세요.'),
  faceStyle: v.picklist(FACE_STYLES, '원하시는 착용 스타일을 선택해 주세요.'),
})
export type FaceInfoBody = v.InferOutput<typeof faceInfoBody>

export const faceShareBody = object({ showNickname: v.boolean('닉네임 공개 여부를 선택해 주세요.') })
export const faceShareParam = object({
  token: v.pipe(v.string('공유 코드가 올바르지 않습니다.'), v.regex(/^[A-Za-z0-9_-]{16,40}$/, '공유 코드가 올바르지 않습니다.')),
})

const mm = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label}를 숫자로 보내 주세요.`),
    v.check((n) => Number.isFinite(n) && n >= min && n <= max, `${label}가 측정 범위(${min}~${max}mm)를 벗어났어요. 다시 측정해 주세요.`),
    v.transform((n) => Math.round(n * 10) / 10),
  )

/**
 * A face measurement the fitting page took (numbers only, never the image): POST /api/v1/front/face/measurement.
 * The ranges are adult faces'; mono PDs must add up to the PD (± 0.2 mm of rounding).
 */
export const faceMeasurementBody = v.pipe(
  object({
    pd: mm('PD', 50, 80),
    rPd: mm('오른쪽 PD', 20, 40),
    lPd: mm('왼쪽 PD', 20, 40),
    faceWidth: v.pipe(
      mm('얼굴 너비', FACE_WIDTH_RANGE.min, FACE_WIDTH_RANGE.max),
      v.transform((n) => Math.round(n)),
    ),
    faceShape: v.picklist(FACE_SHAPES, '얼굴형을 알 수 없어요. 다시 측정해 주세요.'),
    scaleFrom: v.picklist(['iris', 'card'], '측정 기준을 알 수 없어요.'),
    frames: v.pipe(
      v.number('측정 장면 수가 필요해요.'),
      v.integer('측정 장면 수가 올바르지 않아요.'),
      v.minValue(1, '측정 장면 수가 올바르지 않아요.'),
    ),
    pdSpread: v.pipe(
      v.number('측정 흔들림이 필요해요.'),
      v.minValue(0, '측정 흔들림이 올바르지 않아요.'),
      v.maxValue(10, '측정이 너무 흔들렸어요. 다시 측정해 주세요.'),
    ),
  }),
  v.check((b) => Math.abs(b.rPd + b.lPd - b.pd) <= 0.2, '양쪽 PD의 합이 PD와 맞지 않아요. 다시 측정해 주세요.'),
)
export type FaceMeasurementBody = v.InferOutput<typeof faceMeasurementBody>
