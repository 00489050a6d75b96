import * as v from 'valibot'
import { object } from './required'
import { CAMPAIGN_ACTIONS, seoulLocalToIso } from '../admin/campaign'

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

/** POST /admin/api/marketing/coupons/:couponNo/segment-issue { grade, consentOnly } */
export const segmentIssueSchema = object({
  grade: v.picklist(['ALL', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM'], '회원 등급을 골라 주세요.'),
  consentOnly: v.boolean('마케팅 수신 동의 회원만 보낼지 골라 주세요.'),
})
