/**
 * The ONE moderation filter for what members write and upload (reviews, goods Q&A, 1:1 inquiries, style-vote
 * posts): length bounds, control characters, a banned-word list and the image types allowed. The schemas of
 * src/shared/schemas/voice.ts build every member text field from `memberText()`, so the browser form and the
 * API refuse the same text with the same Korean message; `hidden_yn` on each table lets the customer center
 * take content down afterwards (hidden content drops out of every public list).
 */
import * as v from 'valibot'
import { hasControlChars, controlCharsMessage } from './schemas/common'
import { withJosa } from './korean'

/**
 * Words refused in member text: profanity and the spam that review boards attract (gambling, adult, loan ads).
 * Matched on a normalised form (lower case, without spaces, dots, dashes and other separators), so '시 발',
 * 'ㅅ.ㅂ' variants and 'F*U*C*K' spacing do not slip through.
 */
export const BANNED_WORDS = [
  '시발',
  '씨발',
  '씨빨',
  'ㅅㅂ',
  'ㅆㅂ',
  '병신',
  'ㅂㅅ',
  '개새끼',
  '개새기',
  '좆',
  '존나',
  '지랄',
  '미친놈',
  '미친년',
  '꺼져',
  '닥쳐',
  'fuck',
  'shit',
  'bitch',
  '카지노',
  '바카라',
  '토토사이트',
  '먹튀',
  '스포츠토토',
  '홀덤사이트',
  '성인용품',
  '조건만남',
  '대출문의',
  '작업대출',
  '텔레그램문의',
] as const

const SEPARATORS = /[\s.·,_\-*~!@#$%^&()+=|\\/'"`:;?<>[\]{}]/g
export const normaliseForModeration = (s: string) => s.normalize('NFKC').toLowerCase().replace(SEPARATORS, '')

/** The first banned word `s` contains, or null. */
export function bannedWord(s: string): string | null {
  const n = normaliseForModeration(s)
  return BANNED_WORDS.find((w) => n.includes(w)) ?? null
}

export const BANNED_MESSAGE = (field: string) => `${field}에 사용할 수 없는 표현이 있어요. 다른 표현으로 바꿔 주세요.`

export interface TextRule {
  min?: number
  max: number
  multiline?: boolean
  /** The message when empty (defaults to '<field>을/를 입력해 주세요.'). */
  required?: string
}

/** What is wrong with a member text (already trimmed), or null when it passes. Pure: used by tests and jobs. */
export function moderateText(field: string, s: string, rule: TextRule): string | null {
  if (hasControlChars(s, !!rule.multiline)) return controlCharsMessage(field)
  const min = rule.min ?? 1
  if (s.length < min)
    return s.length === 0
      ? (rule.required ?? `${withJosa(field, '을/를')} 입력해 주세요.`)
      : `${withJosa(field, '은/는')} ${min}자 이상 입력해 주세요.`
  if (s.length > rule.max) return `${withJosa(field, '은/는')} ${rule.max.toLocaleString('ko-KR')}자 이내로 입력해 주세요.`
  if (bannedWord(s)) return BANNED_MESSAGE(field)
  return null
}

/** A valibot field for member text: string → (CRLF → LF) → trim → moderateText. */
export function memberText(field: string, rule: TextRule) {
  return v.pipe(
    v.string(rule.required ?? `${withJosa(field, '을/를')} 입력해 주세요.`),
    v.transform((s: string) => (rule.multiline ? s.replace(/\r\n?/g, '\n') : s).trim()),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const reason = moderateText(field, dataset.value, rule)
      if (reason) addIssue({ message: reason })
    }),
  )
}

/** Image types members may upload (checked by magic bytes on the server, by MIME type in the browser first). */
export const MEMBER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const IMAGE_TYPE_MESSAGE = 'JPG, PNG, WEBP 이미지만 올릴 수 있어요.'
