import * as v from 'valibot'
import { SEARCH_PAGE } from '../rules'
import { withJosa } from '../korean'
import { line } from './common'
import { GOODS_TYPE_CODES, SEARCH_SORT_CODES } from '../goods-types'
import { object } from './required'

const word = (field: string, max: number) =>
  v.pipe(
    line(field, `${withJosa(field, '을/를')} 입력해 주세요.`),
    v.trim(),
    v.maxLength(max, `${withJosa(field, '은/는')} ${max}자 이내로 입력해 주세요.`),
  )

/** GET /v1/front/search/suggest/completion?seed= */
export const suggestQuery = object({ seed: v.optional(word('검색어(seed)', 50), '') })

const searchWordSchema = v.pipe(
  v.optional(line('검색어(searchWord)', '검색어를 입력해 주세요.'), ''),
  v.trim(),
  v.nonEmpty('검색어를 입력해 주세요.'),
  v.maxLength(50, '검색어(searchWord)는 50자 이내로 입력해 주세요.'),
)

/** GET /v1/front/search/product/types?searchWord= */
export const searchTypesQuery = object({ searchWord: searchWordSchema })

/** GET /v1/front/search/product?searchWord=&size=&sort=&category= (20, +20, up to 500). */
export const searchProductQuery = object({
  sort: v.optional(v.picklist(SEARCH_SORT_CODES, '정렬(sort)은 score, popular, new, lowPrice, highPrice, discount 중 하나여야 합니다.')),
  category: v.optional(v.picklist(GOODS_TYPE_CODES, '상품 유형(category)은 01~05 중 하나여야 합니다.')),
  searchWord: searchWordSchema,
  size: v.optional(
    v.pipe(
      v.string('목록 크기(size) 값이 올바르지 않습니다.'),
      v.regex(/^\d{1,4}$/, '목록 크기(size)는 숫자여야 합니다.'),
      v.transform(Number),
      v.minValue(1, '목록 크기(size)는 1 이상이어야 합니다.'),
      v.maxValue(SEARCH_PAGE.max, `목록 크기(size)는 ${SEARCH_PAGE.max} 이하여야 합니다.`),
    ),
  ),
})
