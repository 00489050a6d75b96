import * as v from 'valibot'
import { GOODS_TYPE_CODES } from '../goods-types'
import { withJosa } from '../korean'

/** Goods type query value: 01 안경테, 02 선글라스, 03 안경렌즈, 04 콘택트렌즈, 05 용품. */
export const goodsTypeSchema = v.picklist(
  GOODS_TYPE_CODES,
  '상품 유형(goodsType)은 01, 02, 03, 04, 05 중 하나여야 합니다.',
)

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

export function boundedText(field: string, max: number) {
  return v.pipe(
    v.string(`${field} 값이 올바르지 않습니다.`),
    v.trim(),
    v.maxLength(max, `${withJosa(field, '은/는')} ${max}자 이내로 입력해 주세요.`),
  )
}
