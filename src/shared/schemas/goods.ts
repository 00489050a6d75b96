import { FACE_WIDTH_RANGE } from '../eyes/face'
import * as v from 'valibot'
import { goodsNoSchema, line, positiveIntString } from './common'
import { object } from './required'
import { GOODS_SORT_CODES, GOODS_TYPE_CODES, RANKING_PERIOD_CODES } from '../goods-types'
import { withJosa } from '../korean'
import { FACET_VALUE_MAX, FACET_VALUES_MAX, splitFacet } from '../list-facets'
import { SEARCH_PAGE } from '../rules'

/** An attribute filter of the list: '라운드,보스턴' → ['라운드', '보스턴'] (OR within one filter). */
const facetValues = (field: string) =>
  v.pipe(
    line(field),
    v.maxLength(FACET_VALUES_MAX * (FACET_VALUE_MAX + 1), `${withJosa(field, '이/가')} 너무 깁니다.`),
    v.transform((s: string) => splitFacet(s)),
    v.maxLength(FACET_VALUES_MAX, `${withJosa(field, '은/는')} ${FACET_VALUES_MAX}개까지 고를 수 있습니다.`),
    v.check((xs) => xs.every((x) => x.length <= FACET_VALUE_MAX), `${field}의 각 값은 ${FACET_VALUE_MAX}자 이내여야 합니다.`),
  )

export const goodsSortSchema = v.picklist(GOODS_SORT_CODES, '정렬(sort)은 new, popular, lowPrice, highPrice, discount 중 하나여야 합니다.')
export const categorySchema = v.picklist(GOODS_TYPE_CODES, '카테고리(category)는 01~05 중 하나여야 합니다.')

const priceString = (field: string) =>
  v.pipe(
    v.string(`${field} 값이 올바르지 않습니다.`),
    v.regex(/^\d{1,8}$/, `${withJosa(field, '은/는')} 0 이상의 숫자여야 합니다.`),
    v.transform(Number),
  )

/** GET /api/v1/front/goods/list */
export const goodsListQuery = v.pipe(
  object({
    category: v.optional(categorySchema, '01'),
    ctgNo: v.optional(positiveIntString('세부 카테고리(ctgNo)', 99999)),
    brand: v.optional(positiveIntString('브랜드(brand)', 99999)),
    priceMin: v.optional(priceString('최소 가격(priceMin)')),
    priceMax: v.optional(priceString('최대 가격(priceMax)')),
    sort: v.optional(goodsSortSchema, 'new'),
    page: v.optional(positiveIntString('페이지(page)', 1000), '1'),
    /** The list shows 20, +20 … up to 500 (the product spec's list sizes) as one page of `rows`. */
    rows: v.optional(positiveIntString('페이지 크기(rows)', SEARCH_PAGE.max), '20'),
    shape: v.optional(facetValues('모양(shape)')),
    material: v.optional(facetValues('소재(material)')),
    color: v.optional(facetValues('색상(color)')),
    faceWidth: v.optional(
      v.pipe(
        positiveIntString('얼굴 너비(faceWidth)', 999),
        v.check((n) => n >= FACE_WIDTH_RANGE.min && n <= FACE_WIDTH_RANGE.max, '얼굴 너비(faceWidth)는 110~170mm 사이여야 합니다.'),
      ),
    ),
  }),
  v.check((q) => q.priceMin == null || q.priceMax == null || q.priceMin <= q.priceMax, '최소 가격은 최대 가격보다 클 수 없습니다.'),
)
export type GoodsListQuery = v.InferOutput<typeof goodsListQuery>

export const goodsNoParam = object({ goodsNo: goodsNoSchema })

export const rankingQuery = object({
  category: v.optional(categorySchema, '01'),
  period: v.optional(v.picklist(RANKING_PERIOD_CODES, '기간(period)은 day, week, month 중 하나여야 합니다.'), 'week'),
})
export const brandRankingQuery = object({ category: v.optional(categorySchema, '01') })

/** A comma list of goods numbers ('G000001,G000002'), deduplicated, at most `max` of them. */
const goodsNoList = (max: number, tooMany: string) =>
  v.pipe(
    v.string('상품 번호(goodsNoArr)가 올바르지 않습니다.'),
    v.transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ]),
    v.maxLength(max, tooMany),
    v.check((arr) => arr.every((n) => /^G\d{6}$/.test(n)), '상품 번호(goodsNoArr) 형식이 올바르지 않습니다.'),
  )

/** GET /api/v1/front/coupon/goods/list?goodsNoArr=G000001,G000002 (comma list, up to 50). */
export const couponGoodsQuery = object({
  goodsNoArr: v.pipe(
    v.optional(line('상품 번호(goodsNoArr)', '상품 번호(goodsNoArr)를 입력해 주세요.'), ''),
    v.maxLength(1000, '상품 번호는 한 번에 50개까지 조회할 수 있습니다.'),
    v.trim(),
    v.nonEmpty('상품 번호(goodsNoArr)를 입력해 주세요.'),
    goodsNoList(50, '상품 번호는 한 번에 50개까지 조회할 수 있습니다.'),
  ),
})

/** GET /api/v1/front/goods/recent?goodsNoArr=G000001,G000002 — a guest's recently viewed goods from their device (up to 20). */
export const recentGoodsQuery = object({
  goodsNoArr: v.pipe(
    v.optional(v.string('상품 번호(goodsNoArr)가 올바르지 않습니다.'), ''),
    v.maxLength(400, '최근 본 상품은 20개까지 조회할 수 있습니다.'),
    goodsNoList(20, '최근 본 상품은 20개까지 조회할 수 있습니다.'),
  ),
})
