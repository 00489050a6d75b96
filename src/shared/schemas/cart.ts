import * as v from 'valibot'
import { missingKey, object } from './required'
import { goodsNoSchema } from './common'

export const itemNoSchema = v.pipe(
  v.string('옵션 번호(itemNo)가 올바르지 않습니다.'),
  v.regex(/^[A-Za-z0-9_-]{1,40}$/, '옵션 번호(itemNo) 형식이 올바르지 않습니다.'),
)
export const buyQttSchema = v.pipe(
  v.number('수량(buyQtt)은 숫자여야 합니다.'),
  v.integer('수량(buyQtt)은 정수여야 합니다.'),
  v.minValue(1, '수량은 1개 이상이어야 합니다.'),
  v.maxValue(99, '한 번에 99개까지 담을 수 있어요.'),
)
const cartNoSchema = v.pipe(
  v.number('장바구니 번호가 올바르지 않습니다.'),
  v.integer('장바구니 번호가 올바르지 않습니다.'),
  v.minValue(1, '장바구니 번호가 올바르지 않습니다.'),
)
export const cartNosSchema = v.pipe(
  v.array(cartNoSchema, '장바구니 번호 목록(cartNos)이 올바르지 않습니다.'),
  v.minLength(1, '상품을 하나 이상 선택해 주세요.'),
  v.maxLength(100, '한 번에 100개까지 처리할 수 있어요.'),
)

export const cartAddBody = object({ goodsNo: v.optional(goodsNoSchema), itemNo: itemNoSchema, buyQtt: buyQttSchema }, missingKey)
export const cartChangeBody = object({ cartNo: cartNoSchema, buyQtt: buyQttSchema }, missingKey)
export const cartRemoveBody = object({ cartNos: cartNosSchema }, missingKey)
export const cartSelectBody = object(
  {
    cartNos: cartNosSchema,
    selectYn: v.picklist(['Y', 'N'], '선택 여부(selectYn)는 Y 또는 N이어야 합니다.'),
  },
  missingKey,
)
export const dibsToggleBody = object(
  { goodsNo: goodsNoSchema, dibs: v.optional(v.boolean('찜 상태(dibs)는 true 또는 false여야 합니다.')) },
  missingKey,
)
export const dibsListQuery = object(
  {
    page: v.optional(
      v.pipe(
        v.string('문자열 값이어야 합니다.'),
        v.regex(/^\d{1,4}$/, '페이지(page)는 숫자여야 합니다.'),
        v.transform(Number),
        v.minValue(1, '페이지는 1 이상이어야 합니다.'),
      ),
      '1',
    ),
    rows: v.optional(
      v.pipe(
        v.string('문자열 값이어야 합니다.'),
        v.regex(/^\d{1,3}$/, '개수(rows)는 숫자여야 합니다.'),
        v.transform(Number),
        v.minValue(1, '개수는 1 이상이어야 합니다.'),
        v.maxValue(100, '개수는 100 이하여야 합니다.'),
      ),
      '20',
    ),
  },
  missingKey,
)
