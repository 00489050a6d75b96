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
