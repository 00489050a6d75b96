import * as v from 'valibot'
import { missingKey, object } from './required'
import { multiline } from './common'
import { CANCEL_REASONS, RETURN_REASONS } from '../codes'
import { ordNoSchema } from './order'
import { canExchangeFor } from '../order/rules'

const bankCdSchema = v.pipe(v.string('은행을 선택해 주세요.'), v.regex(/^[0-9A-Z]{2,3}$/, '은행 코드가 올바르지 않습니다.'))
export const refundAccountBody = object(
  {
    bankCd: bankCdSchema,
    accountNo: v.pipe(
      v.string('계좌번호를 입력해 주세요.'),
      v.trim(),
      v.regex(/^[0-9-]{10,20}$/, '계좌번호는 숫자 10~16자리로 입력해 주세요.'),
    ),
    holderName: v.pipe(
      v.string('예금주를 입력해 주세요.'),
      v.trim(),
      v.regex(/^[가-힣A-Za-z ]{2,20}$/, '예금주는 한글 또는 영문 2~20자로 입력해 주세요.'),
    ),
  },
  missingKey,
)

/** The claim form's idempotency key (made when the form opens): the same request sent twice is one claim. */
const requestKey = v.optional(
  v.pipe(v.string('요청 키가 올바르지 않습니다.'), v.regex(/^[A-Za-z0-9_-]{16,64}$/, '요청 키가 올바르지 않습니다.')),
)

export const cancelBody = object(
  {
    ordNo: ordNoSchema,
    requestKey,
    reasonCd: v.picklist(
      CANCEL_REASONS.map((r) => r.id),
      '취소 사유를 선택해 주세요.',
    ),
    reasonText: v.optional(v.pipe(multiline('상세 사유'), v.trim(), v.maxLength(500, '상세 사유는 500자 이내로 입력해 주세요.')), ''),
  },
  missingKey,
)

/** The lines of a return (its request and its refund preview). */
const returnLines = v.pipe(
  v.array(
    object(
      {
        lineNo: v.pipe(
          v.number('상품 줄 번호가 올바르지 않습니다.'),
          v.integer('상품 줄 번호가 올바르지 않습니다.'),
          v.minValue(1, '상품 줄 번호가 올바르지 않습니다.'),
        ),
        qtt: v.pipe(
          v.number('반품 수량은 숫자여야 합니다.'),
          v.integer('반품 수량은 정수여야 합니다.'),
          v.minValue(1, '반품 수량은 1개 이상이어야 합니다.'),
        ),
      },
      missingKey,
    ),
    '반품할 상품(lines)이 올바르지 않습니다.',
  ),
  v.minLength(1, '반품할 상품을 선택해 주세요.'),
  v.maxLength(50, '한 번에 50개 상품까지 반품할 수 있어요.'),
)

const returnReason = v.picklist(
  RETURN_REASONS.map((r) => r.id),
  '반품 사유를 선택해 주세요.',
)

export const returnBody = v.pipe(
  object(
    {
      ordNo: ordNoSchema,
      requestKey,
      lines: returnLines,
      reasonCd: returnReason,
      reasonText: v.optional(v.pipe(multiline('상세 사유'), v.trim(), v.maxLength(500, '상세 사유는 500자 이내로 입력해 주세요.')), ''),
      /** An exchange for the same goods instead of a refund (claims.exchange_yn). */
      exchange: v.optional(v.boolean('교환 여부가 올바르지 않습니다.'), false),
    },
    missingKey,
  ),
  v.forward(
    v.check((b) => b.reasonCd !== '70' || b.reasonText.length >= 5, '기타 사유를 5자 이상 입력해 주세요.'),
    ['reasonText'],
  ),
  v.forward(
    v.check(
      (b) => !b.exchange || canExchangeFor(b.reasonCd),
      '교환은 상품 불량이나 상품 정보와 다른 경우에 신청할 수 있어요. 단순 변심은 반품 후 다시 주문해 주세요.',
    ),
    ['reasonCd'],
  ),
)

/** What a return of these lines for this reason would refund (the return form shows it before the member confirms). */
export const returnPreviewBody = object({ ordNo: ordNoSchema, lines: returnLines, reasonCd: returnReason }, missingKey)
