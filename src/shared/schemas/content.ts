import * as v from 'valibot'
import { positiveIntString } from './common'
import { object } from './required'

export const idParam = object({ id: positiveIntString('번호(id)', 99_999_999) })

/** Promotion by number or by campaign slug (promo428 …). */
export const promotionParam = object({
  id: v.pipe(v.string(), v.regex(/^(\d{1,8}|promo\d{3})$/, '기획전 번호(id) 형식이 올바르지 않습니다.')),
})

/** ?preview=<token>: a draft's preview link from the console (issue 27). */
export const promotionQuery = object({
  preview: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,64}$/, '미리보기 링크가 올바르지 않습니다.'))),
})

export const eventListQuery = object({
  status: v.optional(v.picklist(['all', 'ongoing', 'ended'], '상태(status)는 all, ongoing, ended 중 하나여야 합니다.'), 'all'),
})

export const TERMS_CODES = [
  'service',
  'privacypolicy',
  'locationinfo',
  'youthprotection',
  'membership',
  'onlinemall',
  'careplus',
  'smartfitting',
  'davisionTerms',
] as const
export type TermsCode = (typeof TERMS_CODES)[number]
export const termsParam = object({ termsCd: v.picklist(TERMS_CODES, '약관 종류(termsCd)가 올바르지 않습니다.') })
export const termsQuery = object({
  version: v.optional(v.pipe(v.string(), v.regex(/^[\w.]{1,10}$/, '약관 버전(version) 형식이 올바르지 않습니다.'))),
})

export const styleVoteQuery = object({
  status: v.optional(v.picklist(['all', 'ongoing', 'ended'], '상태(status)는 all, ongoing, ended 중 하나여야 합니다.'), 'all'),
})
