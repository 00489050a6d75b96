import * as v from 'valibot'
import { GOODS_TYPE_CODES } from '../goods-types'
import { isReservationOnly } from '../rules'
import { boundedText, line, multiline } from './common'
import { object } from './required'
import { withJosa } from '../korean'
import { pageParam } from './admin'
import { BULK_MAX_BYTES } from '../goods-bulk'

/** The catalogue desk's request schemas (section 'goods', role MD): the same schema checks the form and the API body. */

const won = (label: string, max = 100_000_000) =>
  v.pipe(
    v.number(`${withJosa(label, '을/를')} 숫자로 입력해 주세요.`),
    v.integer(`${withJosa(label, '은/는')} 원 단위 정수로 입력해 주세요.`),
    v.minValue(0, `${withJosa(label, '은/는')} 0원 이상이어야 합니다.`),
    v.maxValue(max, `${withJosa(label, '은/는')} ${max.toLocaleString('ko-KR')}원 이하로 입력해 주세요.`),
  )
const count = (label: string, max: number) =>
  v.pipe(
    v.number(`${withJosa(label, '을/를')} 숫자로 입력해 주세요.`),
    v.integer(`${withJosa(label, '은/는')} 정수로 입력해 주세요.`),
    v.minValue(0, `${withJosa(label, '은/는')} 0 이상이어야 합니다.`),
    v.maxValue(max, `${withJosa(label, '은/는')} ${max.toLocaleString('ko-KR')} 이하로 입력해 주세요.`),
  )
const optText = (label: string, max: number) => v.optional(v.nullable(boundedText(label, max)))

export const GOODS_LIST_SORTS = ['new', 'name', 'price', 'stock'] as const
export const goodsListSchema = object({
  q: v.optional(boundedText('검색어', 50)),
  type: v.optional(v.picklist(GOODS_TYPE_CODES, '상품 유형이 올바르지 않습니다.')),
  brandNo: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, '브랜드가 올바르지 않습니다.'), v.transform(Number))),
  display: v.optional(v.picklist(['Y', 'N'], '전시 여부는 Y 또는 N입니다.')),
  stock: v.optional(v.picklist(['out'], '재고 조건이 올바르지 않습니다.')),
  sort: v.optional(v.picklist(GOODS_LIST_SORTS, '정렬 기준이 올바르지 않습니다.'), 'new'),
  page: pageParam,
})
export type GoodsListQuery = v.InferOutput<typeof goodsListSchema>

export const goodsNoParam = object({ goodsNo: v.pipe(v.string(), v.regex(/^G\d{6}$/, '상품 번호가 올바르지 않습니다.')) })

export const skuSchema = object({
  itemNo: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^G\d{6}-\d{2,3}$/, '옵션 번호가 올바르지 않습니다.')))),
  itemNm: v.pipe(boundedText('옵션명', 60), v.minLength(1, '옵션명을 입력해 주세요.')),
  color: optText('색상', 30),
  size: optText('사이즈', 20),
  power: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^([+-]\d{1,2}\.\d{2}|0\.00|)$/, '도수는 -3.25, +1.50처럼 입력해 주세요.')))),
  cylinder: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^(-\d\.\d{2}|0\.00|)$/, '난시 도수는 -0.75처럼 입력해 주세요.')))),
  axis: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^(\d{1,3}|)$/, '축은 0~180 사이 숫자로 입력해 주세요.')))),
  packCount: v.optional(v.nullable(count('입수', 365))),
  addPrice: won('추가 금액', 10_000_000),
  stockQtt: count('재고', 99_999),
})

const IMAGE_SRC = /^\/(media\/goods\/[0-9a-f]{32}\/detail\.jpg|img\/goods\/[0-9A-Za-z/._?=&%-]{1,300})$/

export const goodsSaveSchema = v.pipe(
  object({
    /** The version the operator edited from (absent when creating). */
    version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    goodsTypeCd: v.picklist(GOODS_TYPE_CODES, '상품 유형을 골라 주세요.'),
    goodsNm: v.pipe(boundedText('상품명', 100), v.minLength(2, '상품명을 2자 이상 입력해 주세요.')),
    brandNo: v.pipe(v.number('브랜드를 골라 주세요.'), v.integer(), v.minValue(1, '브랜드를 골라 주세요.')),
    ctgNo: v.pipe(v.number('카테고리를 골라 주세요.'), v.integer(), v.minValue(1, '카테고리를 골라 주세요.')),
    goodsDscrt: v.pipe(multiline('상품 설명'), v.maxLength(20_000, '상품 설명은 20,000자 이내로 입력해 주세요.')),
    customerPrice: won('정가'),
    salePrice: won('판매가'),
    supplyPrice: won('공급가'),
    dlvrYn: v.boolean('택배 배송 여부를 골라 주세요.'),
    directYn: v.boolean('매장 수령 여부를 골라 주세요.'),
    displayYn: v.boolean('전시 여부를 골라 주세요.'),
    /** Sent by the form as shown; for types 03/04 it cannot be false (the law rule, src/shared/rules.ts). */
    reservationOnly: v.optional(v.boolean()),
    searchWords: v.optional(boundedText('검색어', 200), ''),
    attrs: v.optional(v.record(v.pipe(v.string(), v.regex(/^[a-zA-Z]{1,20}$/)), v.pipe(line('속성'), v.trim(), v.maxLength(30))), {}),
    items: v.pipe(
      v.array(skuSchema, '옵션 목록이 올바르지 않습니다.'),
      v.minLength(1, '옵션(SKU)을 하나 이상 등록해 주세요.'),
      v.maxLength(60, '옵션은 60개까지 등록할 수 있습니다.'),
    ),
    images: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), v.regex(IMAGE_SRC, '상품 이미지 경로가 올바르지 않습니다.'))),
        v.maxLength(10, '상품 이미지는 10장까지 등록할 수 있습니다.'),
      ),
      [],
    ),
  }),
  v.forward(
    v.partialCheck([['salePrice'], ['customerPrice']], (g) => g.salePrice <= g.customerPrice, '판매가는 정가보다 클 수 없습니다.'),
    ['salePrice'],
  ),
  v.forward(
    v.partialCheck(
      [['goodsTypeCd'], ['dlvrYn'], ['reservationOnly']],
      (g) => !isReservationOnly(g.goodsTypeCd) || (!g.dlvrYn && g.reservationOnly !== false),
      '안경렌즈·콘택트렌즈는 법령에 따라 매장 예약으로만 판매합니다. 택배 배송을 켜거나 예약 전용을 끌 수 없습니다.',
    ),
    ['dlvrYn'],
  ),
  v.forward(
    v.partialCheck([['dlvrYn'], ['directYn']], (g) => g.dlvrYn || g.directYn, '택배 배송과 매장 수령 중 하나는 켜 주세요.'),
    ['directYn'],
  ),
  v.forward(
    v.partialCheck(
      [['items']],
      (g) => new Set(g.items.map((i) => i.itemNm)).size === g.items.length,
      '옵션명이 겹칩니다. 옵션마다 다른 이름을 붙여 주세요.',
    ),
    ['items'],
  ),
)
export type GoodsSaveInput = v.InferOutput<typeof goodsSaveSchema>

/** POST /admin/api/goods/bulk/preview and /apply: the CSV's text (and, to apply, the versions the preview read). */
export const bulkSchema = object({
  csv: v.pipe(
    v.string('CSV 파일 내용이 필요합니다.'),
    v.minLength(1, 'CSV 파일이 비어 있습니다.'),
    v.maxLength(BULK_MAX_BYTES, `CSV 파일은 ${BULK_MAX_BYTES / 1024}KB 이하만 올릴 수 있습니다.`),
  ),
  basis: v.optional(v.record(v.pipe(v.string(), v.regex(/^G\d{6}$/)), v.pipe(v.number(), v.integer(), v.minValue(1))), {}),
})
