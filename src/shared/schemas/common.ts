import * as v from 'valibot'
import { GOODS_TYPE_CODES } from '../goods-types'
import { parseYmd } from '../calendar'
import { withJosa } from '../korean'

/** Goods type query value: 01 안경테, 02 선글라스, 03 안경렌즈, 04 콘택트렌즈, 05 용품. */
export const goodsTypeSchema = v.picklist(GOODS_TYPE_CODES, '상품 유형(goodsType)은 01, 02, 03, 04, 05 중 하나여야 합니다.')

export const goodsNoSchema = v.pipe(
  v.string('상품 번호가 올바르지 않습니다.'),
  v.regex(/^G\d{6}$/, '상품 번호(goodsNo) 형식이 올바르지 않습니다.'),
)

/** A positive integer given as a query-string value. */
export function positiveIntString(field: string, max = 1_000_000) {
  return v.pipe(
    v.string(`${field} 값이 올바르지 않습니다.`),
    v.regex(/^\d{1,9}$/, `${withJosa(field, '은/는')} 숫자여야 합니다.`),
    v.transform(Number),
    v.minValue(1, `${withJosa(field, '은/는')} 1 이상이어야 합니다.`),
    v.maxValue(max, `${withJosa(field, '은/는')} ${max.toLocaleString('ko-KR')} 이하여야 합니다.`),
  )
}

// ---- text: control characters ----------------------------------------------------------------------------
// Refused in every text field: C0 controls (NUL included), DEL, C1 controls, the bidi embeddings and overrides
// U+202A–U+202E and isolates U+2066–U+2069 (they reorder what staff and customers read: 'exe.gnp'), and
// unpaired UTF-16 surrogates (not text; D1 stores them as U+FFFD). Multi-line fields (textareas) keep tab and
// line feed; CRLF and CR become LF first.
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u

/** True when `s` holds a character no text field accepts (tab and line feed are fine when `multiline`). */
export function hasControlChars(s: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(s)
}

/** '회사명에서 입력할 수 없는 문자(제어 문자)를 지우고 다시 입력해 주세요.' — fits 합니다 and 해요 forms alike. */
export const controlCharsMessage = (field: string) => `${field}에서 입력할 수 없는 문자(제어 문자)를 지우고 다시 입력해 주세요.`

/**
 * One line of text: a string without control characters — the base of every free-text field
 * (`v.pipe(line('회사명', '회사명을 입력해 주세요.'), v.trim(), v.maxLength(50, …))`).
 */
export function line(field: string, message: string = `${field} 값이 올바르지 않습니다.`) {
  return v.pipe(
    v.string(message),
    v.check((s: string) => !hasControlChars(s), controlCharsMessage(field)),
  )
}

/** Multi-line text (textareas): line breaks (CRLF, CR → LF) and tabs allowed, other control characters refused. */
export function multiline(field: string, message: string = `${field} 값이 올바르지 않습니다.`) {
  return v.pipe(
    v.string(message),
    v.transform((s: string) => s.replace(/\r\n?/g, '\n')),
    v.check((s: string) => !hasControlChars(s, true), controlCharsMessage(field)),
  )
}

/** A trimmed single-line text of at most `max` characters. */
export function boundedText(field: string, max: number) {
  return v.pipe(line(field), v.trim(), v.maxLength(max, `${withJosa(field, '은/는')} ${max}자 이내로 입력해 주세요.`))
}

// ---- dates ---------------------------------------------------------------------------------------------
/** 'YYYYMMDD' naming a day that exists (years 1900–2999): 20260230, 20261131 and 20261399 do not. */
export function isRealYmd(s: string): boolean {
  if (!/^\d{8}$/.test(s)) return false
  const d = parseYmd(s)
  return !!d && d.year >= 1900 && d.year <= 2999
}

/**
 * An 8-digit calendar date: the shape first, then the calendar (leap years included), so an impossible
 * date is a 400 with a Korean reason instead of an Invalid Date further down.
 */
export function ymd(field: string, messages: { required?: string; format?: string; invalid?: string } = {}) {
  return v.pipe(
    v.string(messages.required ?? `${withJosa(field, '을/를')} 입력해 주세요.`),
    v.regex(/^\d{8}$/, messages.format ?? `${withJosa(field, '은/는')} YYYYMMDD 형식이어야 합니다.`),
    v.check(isRealYmd, messages.invalid ?? `${withJosa(field, '은/는')} 실제로 있는 날짜여야 합니다. (예: 20261130)`),
  )
}
