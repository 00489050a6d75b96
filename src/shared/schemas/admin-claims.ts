import * as v from 'valibot'
import { DESK_STAGES, OPERATOR_STEPS } from '../order/claim-flow'
import { object } from './required'

/** The claims desk's request schemas (issue 26): the console's forms and the API (src/server/api/admin/claims.ts). */

export const claimQueueQuery = object({
  state: v.optional(v.picklist(['OPEN', 'LATE', ...DESK_STAGES], '상태는 OPEN, LATE 또는 처리 단계 중 하나입니다.')),
  type: v.optional(v.picklist(['CANCEL', 'RETURN', 'EXCHANGE'], '유형은 CANCEL, RETURN, EXCHANGE 중 하나입니다.')),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, '페이지 번호가 올바르지 않습니다.'),
      v.transform(Number),
      v.minValue(1, '페이지 번호는 1 이상입니다.'),
    ),
    '1',
  ),
})

const claimNo = v.pipe(v.string('클레임 번호가 올바르지 않습니다.'), v.regex(/^\d{1,9}$/, '클레임 번호는 숫자입니다.'), v.transform(Number))
export const claimNoParam = object({ claimNo })
export const claimStepParam = object({
  claimNo,
  step: v.picklist(OPERATOR_STEPS, `처리 단계는 ${OPERATOR_STEPS.join(', ')} 중 하나입니다.`),
})
export const claimPhotoParam = object({
  claimNo,
  fileId: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, '사진 번호 형식이 올바르지 않습니다.')),
})

const reason = v.pipe(v.string('사유는 글자로 입력해 주세요.'), v.trim(), v.maxLength(200, '사유는 200자 이내로 입력해 주세요.'))

/** POST /admin/api/claims/{claimNo}/{step}: the stage the operator saw, a reason (reject, refuse), verdicts (inspect). */
export const claimStepBody = object({
  seen: v.picklist(DESK_STAGES, '화면에서 본 클레임 단계(seen)가 필요합니다.'),
  reason: v.optional(reason),
  lines: v.optional(
    v.pipe(
      v.array(
        object({
          lineNo: v.pipe(v.number('상품 번호가 올바르지 않습니다.'), v.integer('상품 번호가 올바르지 않습니다.'), v.minValue(1)),
          verdict: v.picklist(['ACCEPT', 'REJECT'], '검수 결과는 합격(ACCEPT) 또는 불합격(REJECT)입니다.'),
          reason: v.optional(reason, ''),
          fileId: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, '사진 번호 형식이 올바르지 않습니다.')))),
        }),
      ),
      v.maxLength(50, '검수할 상품이 너무 많습니다.'),
    ),
  ),
})

/** The store owner's receive step (POST /api/v1/front/mypagestore/claims/{claimNo}/receive): the stage they saw. */
export const storeReceiveBody = object({ seen: v.picklist(DESK_STAGES, '화면에서 본 반품 단계(seen)가 필요합니다.') })
