import * as v from 'valibot'
import { object } from './required'
import { CAMPAIGN_ACTIONS, seoulLocalToIso } from '../admin/campaign'
import { FAQ_CATEGORY_CODES } from './support'
import type { Audience } from '../api/types'

const text = (label: string, max: number, min = 0) =>
  v.pipe(
    v.string(`${label}을(를) 입력해 주세요.`),
    v.trim(),
    v.minLength(min, `${label}을(를) 입력해 주세요.`),
    v.maxLength(max, `${label}은(는) ${max}자 이내로 입력해 주세요.`),
  )
/** A same-origin image path (an upload under /media/ or a catalogue image under /img/), or empty. */
const imagePath = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(500, `${label} 경로가 너무 깁니다.`),
    v.check((s) => s === '' || /^\/(media|img)\/[\w./?=&%-]+$/.test(s), `${label}은(는) 올린 이미지만 쓸 수 있습니다.`),
  )
const seoulTime = (label: string) =>
  v.pipe(
    v.string(`${label}을(를) 입력해 주세요.`),
    v.check((s) => seoulLocalToIso(s) !== null, `${label}을(를) 'YYYY-MM-DD HH:mm' 형식으로 입력해 주세요.`),
  )

/** POST /admin/api/marketing/campaigns: a new draft needs only its title. */
export const campaignCreateSchema = object({ title: text('기획전 제목', 60, 1) })

/** PUT /admin/api/marketing/campaigns/:prmtNo — the whole page as the editor holds it, from the version the operator loaded. */
export const campaignSaveSchema = v.pipe(
  object({
    version: v.pipe(v.number('버전이 필요합니다.'), v.integer(), v.minValue(1)),
    title: text('기획전 제목', 60, 1),
    subtitle: text('부제목', 100),
    description: text('요약 설명', 300),
    keywords: text('태그', 200),
    themeColor: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, '대표 색은 #RRGGBB 형식으로 입력해 주세요.')),
    dcRate: v.pipe(
      v.number('할인율은 숫자로 입력해 주세요.'),
      v.integer('할인율은 정수로 입력해 주세요.'),
      v.minValue(0),
      v.maxValue(90, '할인율은 90% 이하로 입력해 주세요.'),
    ),
    imgSrc: imagePath('대표 이미지'),
    mobileImgSrc: imagePath('모바일 이미지'),
    startAt: seoulTime('시작 일시'),
    endAt: seoulTime('종료 일시'),
    ogTitle: text('공유 제목', 100),
    ogDescription: text('공유 설명', 300),
    ogImgSrc: imagePath('공유 이미지'),
    docJson: v.pipe(v.string(), v.maxLength(200_000, '본문이 너무 깁니다.')),
    contentHtml: v.pipe(v.string(), v.maxLength(200_000, '본문이 너무 깁니다.')),
    goodsNos: v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,20}$/, '상품 번호가 올바르지 않습니다.'))),
      v.maxLength(60, '기획전 상품은 60개까지 담을 수 있습니다.'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['startAt'], ['endAt']],
      (i) => Date.parse(seoulLocalToIso(i.endAt)!) > Date.parse(seoulLocalToIso(i.startAt)!),
      '종료 일시는 시작 일시보다 뒤여야 합니다.',
    ),
    ['endAt'],
  ),
)
export type CampaignSaveInput = v.InferOutput<typeof campaignSaveSchema>

/** POST /admin/api/marketing/campaigns/:prmtNo/state { action, version }. */
export const campaignStateSchema = object({
  action: v.picklist(CAMPAIGN_ACTIONS, '할 일을 골라 주세요.'),
  version: v.pipe(v.number('버전이 필요합니다.'), v.integer(), v.minValue(1)),
})

export const campaignListSchema = object({
  phase: v.optional(v.picklist(['draft', 'scheduled', 'published', 'ended'], '상태가 올바르지 않습니다.')),
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50))),
})

export const goodsPickSchema = object({
  keyword: v.pipe(v.string('검색어를 입력해 주세요.'), v.trim(), v.minLength(1, '검색어를 입력해 주세요.'), v.maxLength(50)),
})

/* ---- main page banners ---- */

export const BANNER_TYPES = ['MAIN', 'SUB', 'TOP'] as const
export const BANNER_TYPE_LABELS: Record<(typeof BANNER_TYPES)[number], string> = {
  MAIN: '메인 배너',
  SUB: '서브 배너',
  TOP: '상단 띠 배너',
}

/** GET /admin/api/marketing/banners?type=MAIN&goodsType=01 */
export const bannerListSchema = object({
  type: v.picklist(BANNER_TYPES, '배너 종류를 골라 주세요.'),
  goodsType: v.optional(v.picklist(['01', '02', '03', '04', '05'], '상품 종류가 올바르지 않습니다.')),
})

/** Who a banner is for (migration 0230): sign-up offers go to guests only, never to members or store owners. */
export const AUDIENCES = ['ALL', 'GUEST', 'MEMBER'] as const satisfies readonly Audience[]
export const AUDIENCE_LABELS: Record<Audience, string> = {
  ALL: '모두',
  GUEST: '비회원만',
  MEMBER: '로그인한 회원만',
}

const PERIOD_ORDER = '게시 종료는 게시 시작보다 뒤여야 합니다.'
const bannerFields = {
  name: text('배너 이름', 60, 1),
  description: text('설명', 120),
  imgSrc: v.pipe(imagePath('PC 이미지'), v.minLength(1, 'PC 이미지를 올려 주세요.')),
  mobileImgSrc: v.pipe(imagePath('모바일 이미지'), v.minLength(1, '모바일 이미지를 올려 주세요.')),
  linkUrl: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(300, '링크는 300자 이내로 입력해 주세요.'),
    v.check((s) => s === '' || /^\/(?!\/)[\w\-./?=&%#]*$/.test(s), '링크는 우리 사이트 안의 주소(/로 시작)만 쓸 수 있습니다.'),
  ),
  bgColor: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, '배경색은 #RRGGBB 형식으로 입력해 주세요.')),
  startAt: seoulTime('게시 시작'),
  endAt: seoulTime('게시 종료'),
  audience: v.optional(v.picklist(AUDIENCES, '보여줄 대상을 골라 주세요.'), 'ALL'),
}
/** POST /admin/api/marketing/banners: a new banner, last in its list. */
export const bannerCreateSchema = v.pipe(
  object({
    type: v.picklist(BANNER_TYPES, '배너 종류를 골라 주세요.'),
    goodsType: v.optional(v.picklist(['01', '02', '03', '04', '05'])),
    ...bannerFields,
  }),
  v.forward(
    v.partialCheck(
      [['startAt'], ['endAt']],
      (i) => Date.parse(seoulLocalToIso(i.endAt)!) > Date.parse(seoulLocalToIso(i.startAt)!),
      PERIOD_ORDER,
    ),
    ['endAt'],
  ),
)
/** PUT /admin/api/marketing/banners/:bannerNo — from the version the operator saw. */
export const bannerSaveSchema = v.pipe(
  object({ version: v.pipe(v.number(), v.integer(), v.minValue(1)), ...bannerFields }),
  v.forward(
    v.partialCheck(
      [['startAt'], ['endAt']],
      (i) => Date.parse(seoulLocalToIso(i.endAt)!) > Date.parse(seoulLocalToIso(i.startAt)!),
      PERIOD_ORDER,
    ),
    ['endAt'],
  ),
)
export type BannerSaveInput = v.InferOutput<typeof bannerSaveSchema>
export type BannerCreateInput = v.InferOutput<typeof bannerCreateSchema>

/** POST /admin/api/marketing/banners/order: the whole list in its new order, each with the version the operator saw. */
export const bannerOrderSchema = object({
  items: v.pipe(
    v.array(object({ bannerNo: v.pipe(v.number(), v.integer(), v.minValue(1)), version: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
    v.minLength(1, '순서를 바꿀 배너가 없습니다.'),
    v.maxLength(50, '한 번에 50개까지 순서를 바꿀 수 있습니다.'),
  ),
})

/** GET /admin/api/marketing/main-preview?at=2026-12-01T10:00&goodsType=01: /main as it will be at that Seoul time. */
export const mainPreviewSchema = object({
  at: seoulTime('미리볼 시각'),
  goodsType: v.optional(v.picklist(['01', '02', '03', '04'], '상품 종류가 올바르지 않습니다.'), '01'),
})

const ymdOrEmpty = (label: string) =>
  v.optional(v.pipe(v.string(), v.regex(/^(\d{4}-\d{2}-\d{2})?$/, `${label}은(는) YYYY-MM-DD 형식으로 입력해 주세요.`)), '')

/**
 * POST /admin/api/marketing/coupons/:couponNo/segment-issue { grade, consentOnly, ageBands?, favGoodsType?,
 * lastOrderAfter?, lastOrderBefore? } — the last order dates are Seoul days (after: from that day on; before: not since).
 */
export const segmentIssueSchema = v.pipe(
  object({
    grade: v.picklist(['ALL', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM'], '회원 등급을 골라 주세요.'),
    consentOnly: v.boolean('마케팅 수신 동의 회원만 보낼지 골라 주세요.'),
    ageBands: v.optional(
      v.pipe(
        v.array(v.picklist([10, 20, 30, 40, 50], '연령대가 올바르지 않습니다.')),
        v.check((a) => new Set(a).size === a.length, '연령대가 겹칩니다.'),
      ),
      [],
    ),
    favGoodsType: v.optional(v.picklist(['', '01', '02', '03', '04', '05'], '관심 상품 종류가 올바르지 않습니다.'), ''),
    lastOrderAfter: ymdOrEmpty('마지막 주문 시작일'),
    lastOrderBefore: ymdOrEmpty('마지막 주문 기준일'),
  }),
  v.forward(
    v.partialCheck(
      [['lastOrderAfter'], ['lastOrderBefore']],
      (i) => !i.lastOrderAfter || !i.lastOrderBefore || i.lastOrderAfter < i.lastOrderBefore,
      '마지막 주문 기간의 시작일은 기준일보다 앞이어야 합니다.',
    ),
    ['lastOrderBefore'],
  ),
)
export type SegmentIssueInput = v.InferOutput<typeof segmentIssueSchema>

/* ---- coupons: create and edit every kind (the domain notes, Coupons) ---- */

/** The kinds an operator creates (the point-conversion coupon is the system's own). */
export const COUPON_KINDS = [
  'GOODS',
  'GOODS_MOBILE',
  'BIRTHDAY',
  'SIGNUP',
  'DIRECT',
  'ORDER',
  'PURCHASE',
  'GIFT',
  'STORE_ONLINE',
  'OFFLINE',
] as const
/** Kinds checkout applies to the whole order (their scope is every goods). */
export const ORDER_SCOPE_KINDS: readonly string[] = ['ORDER', 'SIGNUP', 'BIRTHDAY', 'PURCHASE']
export const AGE_BANDS = [10, 20, 30, 40, 50] as const

const won = (label: string, max: number) =>
  v.pipe(
    v.number(`${label}은(는) 숫자로 입력해 주세요.`),
    v.integer(`${label}은(는) 정수로 입력해 주세요.`),
    v.minValue(0, `${label}은(는) 0 이상이어야 합니다.`),
    v.maxValue(max, `${label}은(는) ${max.toLocaleString('ko-KR')} 이하로 입력해 주세요.`),
  )
const optionalLocal = (label: string) =>
  v.pipe(
    v.string(),
    v.check((s) => s === '' || seoulLocalToIso(s) !== null, `${label}을(를) 'YYYY-MM-DD HH:mm' 형식으로 입력해 주세요.`),
  )
const after = (a: string, b: string) => Date.parse(seoulLocalToIso(b) ?? '') > Date.parse(seoulLocalToIso(a) ?? '')

const couponFields = {
  kind: v.picklist(COUPON_KINDS, '쿠폰 종류를 골라 주세요.'),
  name: text('쿠폰 이름', 60, 1),
  description: text('설명', 200),
  benefitType: v.picklist(['RATE', 'AMOUNT', 'TEXT'], '혜택 방식을 골라 주세요.'),
  benefitValue: won('혜택', 1_000_000),
  benefitMaxAmt: v.nullable(won('최대 할인 금액', 1_000_000)),
  benefitText: text('혜택 문구', 40),
  qttLimit: v.nullable(
    v.pipe(
      v.number('발급 수량은 숫자로 입력해 주세요.'),
      v.integer('발급 수량은 정수로 입력해 주세요.'),
      v.minValue(1, '발급 수량은 1장 이상이어야 합니다.'),
      v.maxValue(10_000_000, '발급 수량이 너무 많습니다.'),
    ),
  ),
  dupDownload: v.boolean(),
  soloUse: v.boolean(),
  validType: v.picklist(['FIXED', 'ISSUE_DAYS', 'CONFIRM_DAYS'], '유효기간 방식을 골라 주세요.'),
  validStartAt: optionalLocal('사용 시작'),
  validEndAt: optionalLocal('사용 종료'),
  validDays: v.nullable(
    v.pipe(
      v.number('사용 기간(일)은 숫자로 입력해 주세요.'),
      v.integer('사용 기간(일)은 정수로 입력해 주세요.'),
      v.minValue(1, '사용 기간은 1일 이상이어야 합니다.'),
      v.maxValue(3650, '사용 기간은 3,650일 이하로 입력해 주세요.'),
    ),
  ),
  minOrderAmt: won('최소 결제 금액', 100_000_000),
  targetScope: v.picklist(['ALL', 'INCLUDE', 'EXCLUDE'], '적용 범위를 골라 주세요.'),
  goodsNos: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,20}$/, '상품 번호가 올바르지 않습니다.'))),
    v.maxLength(200, '적용 상품은 200개까지 고를 수 있습니다.'),
  ),
  ctgNos: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1, '카테고리 번호가 올바르지 않습니다.'))),
    v.maxLength(50, '적용 카테고리는 50개까지 고를 수 있습니다.'),
  ),
  goodsType: v.picklist(['', '01', '02', '03', '04', '05'], '상품 종류가 올바르지 않습니다.'),
  ageBands: v.pipe(
    v.array(v.picklist(AGE_BANDS, '연령대가 올바르지 않습니다.')),
    v.maxLength(5),
    v.check((a) => new Set(a).size === a.length, '연령대가 겹칩니다.'),
  ),
  channel: v.picklist(['ONLINE', 'OFFLINE', 'BOTH'], '사용처를 골라 주세요.'),
  issueStartAt: seoulTime('발급 시작'),
  issueEndAt: seoulTime('발급 종료'),
  imgSrc: imagePath('쿠폰 이미지'),
}
type CouponFields = { [K in keyof typeof couponFields]: v.InferOutput<(typeof couponFields)[K]> }

interface CouponRule {
  keys: (keyof CouponFields)[]
  ok: (i: CouponFields) => boolean
  message: string
  target: keyof CouponFields
}
const rule = <K extends keyof CouponFields>(
  keys: K[],
  ok: (i: Pick<CouponFields, K>) => boolean,
  message: string,
  target: K,
): CouponRule => ({
  keys,
  ok,
  message,
  target,
})

/** The kind rules of the domain notes, shared by create and save (each runs once the fields it reads are valid). */
export const COUPON_RULES: CouponRule[] = [
  rule(
    ['benefitType', 'benefitValue'],
    (i) => i.benefitType !== 'RATE' || (i.benefitValue >= 1 && i.benefitValue <= 90),
    '할인율은 1~90% 사이로 입력해 주세요.',
    'benefitValue',
  ),
  rule(
    ['benefitType', 'benefitValue'],
    (i) => i.benefitType !== 'AMOUNT' || i.benefitValue >= 100,
    '할인 금액은 100원 이상으로 입력해 주세요.',
    'benefitValue',
  ),
  rule(
    ['benefitType', 'benefitText'],
    (i) => i.benefitType !== 'TEXT' || i.benefitText.length > 0,
    '혜택 문구를 입력해 주세요.',
    'benefitText',
  ),
  rule(
    ['benefitType', 'goodsType'],
    (i) => i.benefitType !== 'TEXT' || i.goodsType === '04',
    '문구 혜택은 콘택트렌즈 쿠폰에만 쓸 수 있습니다.',
    'benefitType',
  ),
  rule(
    ['validType', 'validStartAt'],
    (i) => i.validType !== 'FIXED' || i.validStartAt !== '',
    '사용 시작 일시를 입력해 주세요.',
    'validStartAt',
  ),
  rule(['validType', 'validEndAt'], (i) => i.validType !== 'FIXED' || i.validEndAt !== '', '사용 종료 일시를 입력해 주세요.', 'validEndAt'),
  rule(
    ['validType', 'validStartAt', 'validEndAt'],
    (i) => i.validType !== 'FIXED' || !i.validStartAt || !i.validEndAt || after(i.validStartAt, i.validEndAt),
    '사용 종료는 사용 시작보다 뒤여야 합니다.',
    'validEndAt',
  ),
  rule(['validType', 'validDays'], (i) => i.validType === 'FIXED' || i.validDays !== null, '사용 기간(일)을 입력해 주세요.', 'validDays'),
  rule(
    ['kind', 'validType'],
    (i) => (i.kind === 'PURCHASE') === (i.validType === 'CONFIRM_DAYS'),
    '구매 확정일부터 세는 유효기간은 구매 감사 쿠폰에만 쓰고, 구매 감사 쿠폰은 이 방식으로만 씁니다.',
    'validType',
  ),
  rule(
    ['kind', 'validType'],
    (i) => i.kind !== 'BIRTHDAY' || i.validType === 'ISSUE_DAYS',
    '생일 쿠폰은 받은 날부터 N일 동안 쓸 수 있게 정해 주세요.',
    'validType',
  ),
  rule(
    ['issueStartAt', 'issueEndAt'],
    (i) => after(i.issueStartAt, i.issueEndAt),
    '발급 종료는 발급 시작보다 뒤여야 합니다.',
    'issueEndAt',
  ),
  rule(
    ['targetScope', 'goodsNos', 'ctgNos'],
    (i) => i.targetScope === 'ALL' || i.goodsNos.length + i.ctgNos.length > 0,
    '적용하거나 제외할 상품이나 카테고리를 골라 주세요.',
    'goodsNos',
  ),
  rule(
    ['kind', 'targetScope'],
    (i) => !ORDER_SCOPE_KINDS.includes(i.kind) || i.targetScope === 'ALL',
    '주문 전체에 쓰는 쿠폰은 적용 범위가 전 상품입니다.',
    'targetScope',
  ),
  rule(
    ['kind', 'targetScope', 'goodsNos', 'ctgNos'],
    (i) => i.kind !== 'GIFT' || (i.targetScope === 'INCLUDE' && i.goodsNos.length === 1 && i.ctgNos.length === 0),
    '사은품 쿠폰은 상품 하나에만 연결합니다.',
    'goodsNos',
  ),
  rule(
    ['kind', 'qttLimit'],
    (i) => i.kind !== 'GIFT' || i.qttLimit !== null,
    '사은품 쿠폰은 사은품 수량만큼 발급 수량을 정해 주세요.',
    'qttLimit',
  ),
  rule(
    ['kind', 'channel'],
    (i) => !['GIFT', 'OFFLINE'].includes(i.kind) || i.channel !== 'ONLINE',
    '매장에서 쓰는 쿠폰은 사용처에 매장을 넣어 주세요.',
    'channel',
  ),
  rule(
    ['kind', 'channel'],
    (i) => ['GIFT', 'OFFLINE'].includes(i.kind) || i.channel !== 'OFFLINE',
    '온라인 쿠폰은 사용처에 온라인을 넣어 주세요.',
    'channel',
  ),
]

/** The rules as one rawCheck: a rule whose fields have an issue of their own waits for them (no double message). */
const couponRules = <T>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const o = dataset.value as unknown as CouponFields
    if (!o || typeof o !== 'object') return
    const bad = new Set((dataset.issues ?? []).map((i) => String(i.path?.[0]?.key ?? '')))
    for (const r of COUPON_RULES) {
      if (r.keys.some((k) => bad.has(k) || !(k in o))) continue
      if (!r.ok(o))
        addIssue({ message: r.message, path: [{ type: 'object', origin: 'value', input: o, key: r.target, value: o[r.target] }] })
    }
  })

/** POST /admin/api/marketing/coupons: a new coupon (not in the coupon zone until it is published there). */
export const couponCreateSchema = v.pipe(object(couponFields), couponRules<CouponFields>())
/** PUT /admin/api/marketing/coupons/:couponNo — the whole coupon, from the version the operator loaded. */
export const couponSaveSchema = v.pipe(
  object({ version: v.pipe(v.number('버전이 필요합니다.'), v.integer(), v.minValue(1)), ...couponFields }),
  couponRules<CouponFields & { version: number }>(),
)
export type CouponCreateInput = v.InferOutput<typeof couponCreateSchema>
export type CouponSaveInput = v.InferOutput<typeof couponSaveSchema>

export const COUPON_ACTIONS = ['publish', 'unpublish', 'stop', 'resume'] as const
/** POST /admin/api/marketing/coupons/:couponNo/state { action, version }: into / out of the coupon zone, stop / resume. */
export const couponStateSchema = object({
  action: v.picklist(COUPON_ACTIONS, '할 일을 골라 주세요.'),
  version: v.pipe(v.number('버전이 필요합니다.'), v.integer(), v.minValue(1)),
})

/* ---- customer-center content: notices, FAQ, magazine articles, terms versions ---- */

export const CONTENT_KINDS = ['notices', 'faqs', 'magazine'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]
export const CONTENT_KIND_LABELS: Record<ContentKind, string> = { notices: '공지사항', faqs: 'FAQ', magazine: '매거진' }
/** The FAQ's categories are the customer center's tabs (FAQ_CATEGORY_CODES); terms codes as the shop's (TERMS_CODES). */
export { FAQ_CATEGORY_CODES as FAQ_CATEGORIES } from './support'
export { TERMS_CODES } from './content'

const html = (label: string) =>
  v.pipe(
    v.string(),
    v.maxLength(60_000, `${label}이(가) 너무 깁니다.`),
    v.check((s) => s.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\s/i.test(s), `${label}을(를) 입력해 주세요.`),
  )
const version = v.pipe(v.number('버전이 필요합니다.'), v.integer(), v.minValue(1))
/** When it shows in the shop (Seoul time); a notice or an article is dated then. */
const publishAt = seoulTime('게시 일시')

export const noticeFields = { title: text('제목', 100, 1), contentHtml: html('본문'), important: v.boolean(), publishAt }
export const faqFields = {
  category: v.picklist(FAQ_CATEGORY_CODES, '분류를 골라 주세요.'),
  question: text('질문', 200, 1),
  answer: text('답변', 3000, 1),
  sortSeq: v.pipe(
    v.number('순서는 숫자로 입력해 주세요.'),
    v.integer(),
    v.minValue(0),
    v.maxValue(9999, '순서는 9999 이하로 입력해 주세요.'),
  ),
  publishAt,
}
export const magazineFields = {
  category: text('분류', 20, 1),
  title: text('제목', 100, 1),
  summary: text('요약', 300, 1),
  imgSrc: v.pipe(imagePath('대표 이미지'), v.minLength(1, '대표 이미지를 올려 주세요.')),
  contentHtml: html('본문'),
  publishAt,
}
export const contentSchemas = {
  notices: { create: object(noticeFields), save: object({ version, ...noticeFields }) },
  faqs: { create: object(faqFields), save: object({ version, ...faqFields }) },
  magazine: { create: object(magazineFields), save: object({ version, ...magazineFields }) },
} as const
export type NoticeInput = v.InferOutput<typeof contentSchemas.notices.create>
export type FaqInput = v.InferOutput<typeof contentSchemas.faqs.create>
export type MagazineInput = v.InferOutput<typeof contentSchemas.magazine.create>
export type ContentInput = NoticeInput | FaqInput | MagazineInput

/** POST /admin/api/marketing/content/:kind/:id/state { action, version } */
export const contentStateSchema = object({ action: v.picklist(['publish', 'unpublish'], '할 일을 골라 주세요.'), version })

/** POST /admin/api/marketing/terms/:termsCd — a new draft version (its text starts from the newest one). */
export const termsCreateSchema = object({
  version: v.pipe(
    v.string('버전을 입력해 주세요.'),
    v.trim(),
    v.regex(/^[\w.]{1,10}$/, '버전은 영문·숫자·점으로 10자 이내로 입력해 주세요.'),
  ),
})
/** PUT /admin/api/marketing/terms/:termsCd/:version — a draft version's text and effective day, from the revision seen. */
export const termsSaveSchema = object({
  rev: version,
  title: text('제목', 100, 1),
  effectiveYmd: v.pipe(v.string('시행일을 입력해 주세요.'), v.regex(/^\d{4}-\d{2}-\d{2}$/, '시행일은 YYYY-MM-DD 형식으로 입력해 주세요.')),
  contentHtml: html('약관 본문'),
})
export type TermsSaveInput = v.InferOutput<typeof termsSaveSchema>
export const termsStateSchema = object({ rev: version })
