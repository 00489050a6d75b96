import * as v from 'valibot'
import { boundedText, line, multiline, ymd } from './common'
import { object } from './required'
import { ROLES } from '../admin/sections'
import { NIGHT_KEY } from '../url-search'

/**
 * The console's request schemas (issue 26): the same schema checks the console form in the browser and the body
 * or query in the API (src/server/api/admin/*). Korean messages throughout.
 */

export const operatorLoginSchema = object({
  loginId: v.pipe(
    line('아이디', '아이디를 입력해 주세요.'),
    v.trim(),
    v.minLength(1, '아이디를 입력해 주세요.'),
    v.maxLength(40, '아이디는 40자 이내입니다.'),
  ),
  password: v.pipe(
    v.string('비밀번호를 입력해 주세요.'),
    v.minLength(1, '비밀번호를 입력해 주세요.'),
    v.maxLength(100, '비밀번호는 100자 이내입니다.'),
  ),
  otp: v.optional(v.pipe(v.string('인증 코드는 숫자 6자리입니다.'), v.trim(), v.regex(/^(\d{6})?$/, '인증 코드는 숫자 6자리입니다.')), ''),
})

/** GET /admin/api/me?page=: the console page the gate is about to open. */
export const consolePageQuery = object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\/admin(\/[A-Za-z0-9_/-]{0,100})?$/, '콘솔 페이지 경로가 올바르지 않습니다.'))),
})

/** A page number in a console list query (1-based). */
export const pageParam = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,4}$/, '페이지 번호가 올바르지 않습니다.'),
    v.transform(Number),
    v.minValue(1, '페이지 번호는 1 이상입니다.'),
  ),
  '1',
)

/** A reason an operator gives for a logged step (reveal, blind, point grant, download). */
export const reasonField = v.pipe(
  line('사유', '사유를 입력해 주세요.'),
  v.trim(),
  v.minLength(2, '사유를 2자 이상 입력해 주세요.'),
  v.maxLength(200, '사유는 200자 이내로 입력해 주세요.'),
)

export const auditQuerySchema = object({
  loginId: v.optional(boundedText('운영자 아이디', 40)),
  action: v.optional(v.pipe(v.string(), v.regex(/^[a-z.:-]{0,40}$/, '작업 이름은 영문 소문자와 . : - 로 입력해 주세요.'))),
  subject: v.optional(v.pipe(v.string(), v.regex(/^[a-z-]{1,20}:[A-Za-z0-9_-]{1,40}$|^$/, '대상은 예: member:3, inquiry:12 형식입니다.'))),
  from: v.optional(ymd('시작일')),
  to: v.optional(ymd('종료일')),
  page: pageParam,
})

const roleList = v.pipe(
  v.array(v.picklist(ROLES, '권한은 SUPER, CS, CLAIMS, MD, MARKETING 중에서 고릅니다.'), '권한을 골라 주세요.'),
  v.minLength(1, '권한을 하나 이상 골라 주세요.'),
  v.transform((r) => [...new Set(r)]),
)
const ipAllowField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(
      /^((\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?)?(\s*,\s*(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?)*$/,
      'IP 대역은 203.0.113.0/24 처럼 쉼표로 구분해 입력해 주세요.',
    ),
  ),
  '',
)

export const operatorCreateSchema = object({
  loginId: v.pipe(
    line('아이디'),
    v.trim(),
    v.regex(/^[a-z][a-z0-9]{3,19}$/, '아이디는 영문 소문자로 시작하는 4~20자(영문 소문자·숫자)입니다.'),
  ),
  name: boundedText('이름', 20),
  password: v.pipe(
    v.string('비밀번호를 입력해 주세요.'),
    v.minLength(10, '운영자 비밀번호는 10자 이상입니다.'),
    v.maxLength(100, '비밀번호는 100자 이내입니다.'),
    v.regex(/[A-Za-z]/, '비밀번호에 영문을 넣어 주세요.'),
    v.regex(/\d/, '비밀번호에 숫자를 넣어 주세요.'),
    v.regex(/[^A-Za-z0-9]/, '비밀번호에 특수문자를 넣어 주세요.'),
  ),
  roles: roleList,
  ipAllow: ipAllowField,
})

export const operatorUpdateSchema = object({
  roles: roleList,
  status: v.picklist(['ACTIVE', 'DISABLED'], '상태는 ACTIVE 또는 DISABLED입니다.'),
  ipAllow: ipAllowField,
  resetTotp: v.optional(v.boolean('인증 앱 초기화 여부가 올바르지 않습니다.'), false),
})

export const memberExportSchema = object({ reason: reasonField })

/* ---- Desk 1: customer service ---- */

export const INQUIRY_STATES = ['WAITING', 'ANSWERED'] as const
export const INQUIRY_KINDS = ['inquiry', 'qna'] as const

export const inquiryListSchema = object({
  state: v.optional(v.picklist(INQUIRY_STATES, '상태는 WAITING(답변대기) 또는 ANSWERED(답변완료)입니다.')),
  kind: v.optional(v.picklist(INQUIRY_KINDS, '종류는 inquiry(1:1 문의) 또는 qna(상품 문의)입니다.')),
  category: v.optional(v.picklist(['상품', '배송', '주문', '환불/취소', '교환/AS', '기타'], '문의 유형이 올바르지 않습니다.')),
  from: v.optional(ymd('시작일')),
  to: v.optional(ymd('종료일')),
  goodsNo: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,20}$/, '상품 번호가 올바르지 않습니다.'))),
  keyword: v.optional(boundedText('검색어', 50)),
  sort: v.optional(v.picklist(['new', 'old'], '정렬은 new 또는 old입니다.'), 'new'),
  page: pageParam,
})
export type InquiryListQuery = v.InferOutput<typeof inquiryListSchema>

/** `{inquiryNo}` of the console: 'I12' (1:1 inquiry 12) or 'Q7' (goods question 7); a bare number is a 1:1 inquiry. */
export const inquiryNoParam = object({
  inquiryNo: v.pipe(v.string(), v.regex(/^[IQ]?\d{1,9}$/, '문의 번호가 올바르지 않습니다.')),
})

export const answerSchema = object({
  answer: v.pipe(
    multiline('답변', '답변을 입력해 주세요.'),
    v.trim(),
    v.minLength(2, '답변을 2자 이상 입력해 주세요.'),
    v.maxLength(2000, '답변은 2,000자 이내로 입력해 주세요.'),
  ),
  /** Editing an answer: the answer time the operator saw (a newer edit by someone else is a 409). */
  expectedAnswerDttm: v.optional(v.pipe(v.string(), v.maxLength(40))),
})

export const revealSchema = object({
  field: v.picklist(['name', 'mobile', 'email', 'address'], '열람할 항목이 올바르지 않습니다.'),
  reason: reasonField,
})

export const reviewListSchema = object({
  score: v.optional(v.pipe(v.string(), v.regex(/^[1-5]$/, '평점은 1~5입니다.'), v.transform(Number))),
  photo: v.optional(v.picklist(['Y', 'N'], '사진 여부는 Y 또는 N입니다.')),
  blinded: v.optional(v.picklist(['Y', 'N'], '블라인드 여부는 Y 또는 N입니다.')),
  keyword: v.optional(boundedText('검색어', 50)),
  sort: v.optional(v.picklist(['new', 'old', 'score'], '정렬은 new, old, score 중 하나입니다.'), 'new'),
  page: pageParam,
})

export const numberParam = (key: string, label: string) =>
  object({ [key]: v.pipe(v.string(), v.regex(/^\d{1,9}$/, `${label}이 올바르지 않습니다.`), v.transform(Number)) })

export const blindSchema = object({
  blind: v.boolean('블라인드 여부를 골라 주세요.'),
  reason: reasonField,
})

export const reviewReplySchema = object({
  reply: v.pipe(
    multiline('답글', '답글을 입력해 주세요.'),
    v.trim(),
    v.minLength(2, '답글을 2자 이상 입력해 주세요.'),
    v.maxLength(1000, '답글은 1,000자 이내로 입력해 주세요.'),
  ),
})

export const styleListSchema = object({
  state: v.optional(v.picklist(['hidden', 'reported', 'all'], '상태는 hidden, reported, all 중 하나입니다.'), 'all'),
  page: pageParam,
})

export const styleActionSchema = object({
  action: v.picklist(['restore', 'remove'], '처리는 restore(복구) 또는 remove(삭제)입니다.'),
  reason: reasonField,
})

export const memberSearchSchema = object({
  q: v.optional(boundedText('검색어', 40)),
  page: pageParam,
})

export const pointAdjustSchema = object({
  amount: v.pipe(
    v.number('포인트를 숫자로 입력해 주세요.'),
    v.integer('포인트는 정수로 입력해 주세요.'),
    v.check((n) => n !== 0, '0 포인트는 지급하거나 차감할 수 없습니다.'),
    v.minValue(-1_000_000, '한 번에 1,000,000P까지 차감할 수 있습니다.'),
    v.maxValue(1_000_000, '한 번에 1,000,000P까지 지급할 수 있습니다.'),
  ),
  reason: reasonField,
  requestKey: v.pipe(v.string('요청 키가 필요합니다.'), v.regex(/^[A-Za-z0-9_-]{8,64}$/, '요청 키가 올바르지 않습니다.')),
})

/**
 * GET /admin/api/jobs/:runAt — a night's key is its scheduled time as the queue wrote it (ISO, UTC, ms); a run started
 * from the sandbox clock carries '#local-<8 hex>' after it (src/server/jobs/index.ts).
 */
export const nightParam = object({
  runAt: v.pipe(v.string(), v.regex(NIGHT_KEY, '작업 시각 형식이 올바르지 않습니다. 예: 2026-11-26T18:00:00.000Z')),
})
