import * as v from 'valibot'
import { VOUCHER_FACES } from '../benefits/vouchers'
import { mobileSchema, nameSchema } from './member'
import { object } from './required'

/** POST /api/v1/front/voucher/order — a 모바일 상품권 of one face value, paid by card through the gateway. */
export const voucherOrderBody = object({
  faceAmt: v.pipe(
    v.number('상품권 금액을 골라 주세요.'),
    v.picklist([...VOUCHER_FACES], `상품권 금액은 ${VOUCHER_FACES.map((f) => f.toLocaleString('ko-KR')).join(', ')}원 중에서 골라 주세요.`),
  ),
  orderToken: v.pipe(
    v.string('주문서 정보가 없습니다. 화면을 새로 고쳐 주세요.'),
    v.regex(/^[A-Za-z0-9-]{16,64}$/, '주문서 정보가 올바르지 않습니다. 화면을 새로 고쳐 주세요.'),
  ),
  payDevice: v.optional(v.picklist(['PC', 'MOBILE'], '결제 환경(payDevice)은 PC 또는 MOBILE이어야 합니다.'), 'PC'),
})
export type VoucherOrderBody = v.InferOutput<typeof voucherOrderBody>

/** POST /api/v1/front/voucher/:ordNo/send — the gift's receiver and a short message. */
export const voucherSendBody = object({
  recipientNm: nameSchema,
  mobile: mobileSchema,
  message: v.optional(
    v.pipe(v.string('메시지는 글자로 입력해 주세요.'), v.trim(), v.maxLength(40, '메시지는 40자 이내로 입력해 주세요.')),
    '',
  ),
})
export type VoucherSendBody = v.InferOutput<typeof voucherSendBody>

export const voucherParam = object({
  ordNo: v.pipe(v.string('주문번호가 필요해요.'), v.regex(/^\d{14,20}$/, '주문번호가 올바르지 않아요.')),
})
