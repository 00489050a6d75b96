import * as v from 'valibot'
import { GOODS_TYPE_CODES } from '../goods-types'
import { seoulLocalToIso } from '../admin/campaign'
import { boundedText } from './common'
import { object } from './required'
import { pageParam } from './admin'

/**
 * The catalogue desk's requests beside the goods editor (section 'goods', role MD): time deals, brands, categories
 * and keyword shelves. Every edit names the version the operator loaded (409 with what changed when someone saved first).
 */

const version = v.pipe(v.number('버전이 필요합니다. 화면을 새로고침해 주세요.'), v.integer(), v.minValue(1))
/** A Seoul wall-clock time as an <input type="datetime-local"> gives it: '2026-12-01T10:00'. */
const seoulTime = (label: string) =>
  v.pipe(
    v.string(`${label}을(를) 입력해 주세요.`),
    v.check((s) => seoulLocalToIso(s) !== null, `${label}을(를) 'YYYY-MM-DD HH:mm' 형식으로 입력해 주세요.`),
  )
const positiveInt = (label: string, max: number) =>
  v.pipe(
    v.number(`${label}을(를) 숫자로 입력해 주세요.`),
    v.integer(`${label}은(는) 정수로 입력해 주세요.`),
    v.minValue(1, `${label}은(는) 1 이상이어야 합니다.`),
    v.maxValue(max, `${label}은(는) ${max.toLocaleString('ko-KR')} 이하로 입력해 주세요.`),
  )
const numParam = (key: string, label: string) =>
  object({ [key]: v.pipe(v.string(), v.regex(/^\d{1,9}$/, `${label} 번호가 올바르지 않습니다.`), v.transform(Number)) })

/* ---- time deals ---- */

/** A deal's window is at most this long (a longer one is a price, not a deal). */
export const DEAL_MAX_DAYS = 31

export const DEAL_STATES = ['running', 'scheduled', 'ended', 'all'] as const
export const dealListSchema = object({
  state: v.optional(v.picklist(DEAL_STATES, '상태가 올바르지 않습니다.'), 'all'),
  q: v.optional(boundedText('검색어', 50)),
  page: pageParam,
})
export type DealListQuery = v.InferOutput<typeof dealListSchema>
export const dealNoParam = numParam('dealNo', '타임딜')

/** POST /admin/api/goods/deals (no version) and PUT /admin/api/goods/deals/:dealNo (from `version`). */
export const dealSaveSchema = v.pipe(
  object({
    version: v.optional(version),
    goodsNo: v.pipe(v.string('상품을 골라 주세요.'), v.regex(/^G\d{6}$/, '상품 번호는 G와 숫자 6자리입니다(예: G100123).')),
    dealPrice: positiveInt('타임딜 가격', 100_000_000),
    startAt: seoulTime('시작 일시'),
    endAt: seoulTime('종료 일시'),
    /** Units the deal sells at most (null: as long as stock lasts). */
    stockCap: v.nullable(positiveInt('한정 수량', 99_999)),
  }),
  v.forward(
    v.partialCheck(
      [['startAt'], ['endAt']],
      (i) => Date.parse(seoulLocalToIso(i.endAt)!) > Date.parse(seoulLocalToIso(i.startAt)!),
      '종료 일시는 시작 일시보다 뒤여야 합니다.',
    ),
    ['endAt'],
  ),
  v.forward(
    v.partialCheck(
      [['startAt'], ['endAt']],
      (i) => Date.parse(seoulLocalToIso(i.endAt)!) - Date.parse(seoulLocalToIso(i.startAt)!) <= DEAL_MAX_DAYS * 86_400_000,
      `타임딜 기간은 ${DEAL_MAX_DAYS}일 이내로 정해 주세요.`,
    ),
    ['endAt'],
  ),
)
export type DealSaveInput = v.InferOutput<typeof dealSaveSchema>
export const versionSchema = object({ version })

/* ---- brands and categories ---- */

export const brandSaveSchema = object({
  version: v.optional(version),
  brandNm: v.pipe(boundedText('브랜드명', 40), v.minLength(1, '브랜드명을 입력해 주세요.')),
  brandEnNm: v.pipe(boundedText('영문 브랜드명', 60), v.minLength(1, '영문 브랜드명을 입력해 주세요.')),
  displayYn: v.boolean('전시 여부를 골라 주세요.'),
})
export type BrandSaveInput = v.InferOutput<typeof brandSaveSchema>
export const brandNoParam = numParam('brandNo', '브랜드')

export const categorySaveSchema = object({
  version: v.optional(version),
  goodsTypeCd: v.picklist(GOODS_TYPE_CODES, '상품 유형을 골라 주세요.'),
  ctgNm: v.pipe(boundedText('카테고리명', 30), v.minLength(1, '카테고리명을 입력해 주세요.')),
  displayYn: v.boolean('전시 여부를 골라 주세요.'),
})
export type CategorySaveInput = v.InferOutput<typeof categorySaveSchema>
export const ctgNoParam = numParam('ctgNo', '카테고리')

/** PUT …/order: the new order of a list, each row with the version the operator saw (all rows move, or none). */
export const orderSchema = object({
  rows: v.pipe(
    v.array(object({ no: v.pipe(v.number(), v.integer(), v.minValue(1)), version }), '순서 목록이 올바르지 않습니다.'),
    v.minLength(1, '순서를 바꿀 항목이 없습니다.'),
    v.maxLength(300, '한 번에 300개까지 정렬할 수 있습니다.'),
    v.check((rows) => new Set(rows.map((r) => r.no)).size === rows.length, '같은 항목이 두 번 들어 있습니다.'),
  ),
})
export type OrderInput = v.InferOutput<typeof orderSchema>

/* ---- keyword shelves ---- */

export const keywordSaveSchema = v.pipe(
  object({
    version: v.optional(version),
    goodsTypeCd: v.picklist(GOODS_TYPE_CODES, '상품 유형을 골라 주세요.'),
    keyword: v.pipe(
      boundedText('키워드', 20),
      v.regex(/^#?[^\s#][^#]*$/, '키워드는 #을 빼고 한 단어나 짧은 구로 입력해 주세요.'),
      v.transform((s) => (s.startsWith('#') ? s : `#${s}`)),
    ),
    /** Shown from/until (Seoul); both empty: always. */
    startAt: v.union([v.literal(''), seoulTime('게시 시작')]),
    endAt: v.union([v.literal(''), seoulTime('게시 종료')]),
    goodsNos: v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^G\d{6}$/, '상품 번호가 올바르지 않습니다.'))),
      v.minLength(1, '선반에 상품을 한 개 이상 담아 주세요.'),
      v.maxLength(12, '선반에는 상품을 12개까지 담을 수 있습니다.'),
      v.check((a) => new Set(a).size === a.length, '같은 상품이 두 번 담겼습니다.'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['startAt'], ['endAt']],
      (i) => i.startAt === '' || i.endAt === '' || Date.parse(seoulLocalToIso(i.endAt)!) > Date.parse(seoulLocalToIso(i.startAt)!),
      '게시 종료 일시는 시작 일시보다 뒤여야 합니다.',
    ),
    ['endAt'],
  ),
)
export type KeywordSaveInput = v.InferOutput<typeof keywordSaveSchema>
export const keywordNoParam = numParam('keywordNo', '키워드')
export const keywordListSchema = object({ type: v.optional(v.picklist(GOODS_TYPE_CODES, '상품 유형이 올바르지 않습니다.'), '01') })
