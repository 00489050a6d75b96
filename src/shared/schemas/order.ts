import * as v from 'valibot'
import { missingKey, object } from './required'
import { isPaymentMethodCode } from '../codes'
import { goodsNoSchema, line, ymd } from './common'
import { buyQttSchema, itemNoSchema } from './cart'
import { withJosa } from '../korean'
import { DELIVERY_METHOD, ORDER_DELIVERY_METHODS } from '../rules'
import { idTypesFor, receiptNumberError } from '../order/cash-receipt'
import { CARD_QUOTAS, isCheckoutCard } from '../order/pay-methods'

export const orderGoodsSchema = object(
  {
    goodsNo: goodsNoSchema,
    itemNo: itemNoSchema,
    buyQtt: buyQttSchema,
    /** Issued product coupon for this line (member coupon key). */
    couponNo: v.optional(
      v.nullable(
        v.pipe(v.string('쿠폰 번호가 올바르지 않습니다.'), v.regex(/^[A-Za-z0-9_-]{1,40}$/, '쿠폰 번호 형식이 올바르지 않습니다.')),
      ),
    ),
  },
  missingKey,
)
const goodsList = v.pipe(
  v.array(orderGoodsSchema, '주문 상품(goods) 목록이 올바르지 않습니다.'),
  v.minLength(1, '주문할 상품을 선택해 주세요.'),
  v.maxLength(50, '한 번에 50개 상품까지 주문할 수 있어요.'),
)
export const orderClassificationSchema = v.picklist(['cart', 'direct'], '주문 구분(orderClassification)은 cart 또는 direct여야 합니다.')
export const dlvrMethodSchema = v.picklist(
  ORDER_DELIVERY_METHODS,
  `배송 방법(dlvrMethod)은 ${DELIVERY_METHOD.DELIVERY}(택배) 또는 ${DELIVERY_METHOD.DIRECT}(매장픽업)이어야 합니다.`,
)
const zipSchema = v.pipe(v.string('우편번호가 올바르지 않습니다.'), v.regex(/^\d{5}$/, '우편번호는 숫자 5자리로 입력해 주세요.'))
const mobileSchema = v.pipe(
  line('휴대폰 번호', '휴대폰 번호가 올바르지 않습니다.'),
  v.transform((s) => s.replace(/[^0-9]/g, '')),
  v.regex(/^01[016789]\d{7,8}$/, '휴대폰 번호를 정확히 입력해 주세요.'),
)
const nameSchema = (label: string) =>
  v.pipe(
    line(label, `${withJosa(label, '을/를')} 입력해 주세요.`),
    v.trim(),
    v.minLength(2, `${withJosa(label, '은/는')} 2자 이상 입력해 주세요.`),
    v.maxLength(20, `${withJosa(label, '은/는')} 20자 이내로 입력해 주세요.`),
  )
const couponKey = v.optional(
  v.nullable(v.pipe(v.string('쿠폰 번호가 올바르지 않습니다.'), v.regex(/^[A-Za-z0-9_-]{1,40}$/, '쿠폰 번호 형식이 올바르지 않습니다.'))),
)

/** The checkout's cash-receipt choice; the number is checked for its type (business-number checksum included). */
export const cashReceiptSchema = v.pipe(
  object(
    {
      type: v.picklist(['NONE', 'DEDUCTION', 'PROOF'], '현금영수증 발급 용도를 선택해 주세요.'),
      idType: v.optional(v.picklist(['MOBILE', 'CARD', 'BIZ'], '현금영수증 발급 번호의 종류를 선택해 주세요.')),
      number: v.optional(v.pipe(line('현금영수증 발급 번호'), v.maxLength(30, '현금영수증 발급 번호가 너무 길어요.'))),
    },
    missingKey,
  ),
  v.forward(
    v.check(
      (r) => r.type === 'NONE' || (!!r.idType && idTypesFor(r.type).includes(r.idType)),
      '발급 용도에 맞는 번호 종류를 선택해 주세요. (소득공제: 휴대폰·카드 번호, 지출증빙: 사업자 등록번호)',
    ),
    ['idType'],
  ),
  v.forward(
    v.check(
      (r) => r.type === 'NONE' || !r.idType || !receiptNumberError(r.idType, r.number ?? ''),
      (i) => receiptNumberError(i.input.idType!, i.input.number ?? '') ?? '',
    ),
    ['number'],
  ),
)

export const orderPageBody = object(
  {
    goods: v.optional(goodsList),
    /** From the cart: the selected cart lines are used when goods is absent. */
    orderClassification: v.optional(orderClassificationSchema, 'direct'),
  },
  missingKey,
)

export const deliverySchema = object(
  {
    receiverName: nameSchema('받는 분'),
    mobile: mobileSchema,
    zipCode: zipSchema,
    address1: v.pipe(
      line('주소', '주소를 입력해 주세요.'),
      v.trim(),
      v.minLength(2, '주소를 입력해 주세요.'),
      v.maxLength(200, '주소는 200자 이내로 입력해 주세요.'),
    ),
    address2: v.optional(v.pipe(line('상세 주소'), v.trim(), v.maxLength(100, '상세 주소는 100자 이내로 입력해 주세요.')), ''),
    memo: v.optional(v.pipe(line('배송 메모'), v.trim(), v.maxLength(100, '배송 메모는 100자 이내로 입력해 주세요.')), ''),
    saveYn: v.optional(v.picklist(['Y', 'N'], '배송지 저장 여부는 Y 또는 N이어야 합니다.'), 'N'),
  },
  missingKey,
)

export const orderDeliFreeBody = object(
  {
    dlvrMethod: dlvrMethodSchema,
    goods: goodsList,
    delivery: v.optional(
      object({ zipCode: v.optional(v.union([zipSchema, v.literal('')], '우편번호는 숫자 5자리로 입력해 주세요.')) }, missingKey),
    ),
    orderClassification: v.optional(orderClassificationSchema, 'direct'),
    orderCouponNo: couponKey,
  },
  missingKey,
)

export const reserveStoreSchema = object(
  {
    storeCode: v.pipe(v.string('매장을 선택해 주세요.'), v.regex(/^[A-Za-z0-9]{1,10}$/, '매장 코드가 올바르지 않습니다.')),
    storeName: v.optional(v.pipe(line('매장 이름'), v.maxLength(50, '매장 이름은 50자 이내여야 합니다.'))),
    address: v.optional(v.pipe(line('매장 주소'), v.maxLength(200, '매장 주소는 200자 이내여야 합니다.'))),
    telNo: v.optional(v.pipe(line('매장 전화번호'), v.maxLength(20, '매장 전화번호는 20자 이내여야 합니다.'))),
  },
  missingKey,
)

export const orderPaymentBody = v.pipe(
  object(
    {
      orderToken: v.pipe(
        v.string('주문서 정보가 없습니다. 주문서를 새로 열어 주세요.'),
        v.regex(/^[A-Za-z0-9-]{16,64}$/, '주문서 정보가 올바르지 않습니다. 주문서를 새로 열어 주세요.'),
      ),
      orderClassification: v.optional(orderClassificationSchema, 'direct'),
      goods: goodsList,
      dlvrMethod: dlvrMethodSchema,
      orderer: object(
        {
          name: nameSchema('주문하시는 분'),
          mobile: mobileSchema,
          email: v.optional(
            v.union(
              [
                v.literal(''),
                v.pipe(
                  line('이메일'),
                  v.trim(),
                  v.email('이메일 형식이 올바르지 않습니다.'),
                  v.maxLength(100, '이메일은 100자 이내로 입력해 주세요.'),
                ),
              ],
              '이메일 형식이 올바르지 않습니다.',
            ),
            '',
          ),
        },
        '주문자 정보(orderer)를 입력해 주세요.',
      ),
      delivery: v.optional(deliverySchema),
      reserveStoreInfo: v.optional(reserveStoreSchema),
      reservationDate: v.optional(ymd('픽업 날짜')),
      reservationTime: v.optional(
        v.pipe(v.string('문자열 값이어야 합니다.'), v.regex(/^([01]\d|2[0-3])[0-5]\d$/, '픽업 시간은 HHMM 형식이어야 합니다.')),
      ),
      orderCouponNo: couponKey,
      pointUseAmt: v.optional(
        v.pipe(
          v.number('사용 포인트는 숫자여야 합니다.'),
          v.integer('사용 포인트는 정수여야 합니다.'),
          v.minValue(0, '사용 포인트는 0 이상이어야 합니다.'),
        ),
        0,
      ),
      /** A registered gift card paying part of the order (members): the card's id and the amount to take from it. */
      giftCard: v.optional(
        v.nullable(
          object(
            {
              cardId: v.pipe(
                v.number('상품권을 선택해 주세요.'),
                v.integer('상품권 번호가 올바르지 않습니다.'),
                v.minValue(1, '상품권 번호가 올바르지 않습니다.'),
                v.maxValue(2_000_000_000, '상품권 번호가 올바르지 않습니다.'),
              ),
              amount: v.pipe(
                v.number('상품권 사용 금액은 숫자여야 합니다.'),
                v.integer('상품권 사용 금액은 정수여야 합니다.'),
                v.minValue(1, '상품권 사용 금액을 입력해 주세요.'),
                v.maxValue(100_000_000, '상품권 사용 금액이 너무 커요.'),
              ),
            },
            missingKey,
          ),
        ),
      ),
      payMethod: v.pipe(
        v.string('결제 수단을 선택해 주세요.'),
        v.check((s) => isPaymentMethodCode(s), '결제 수단(payMethod)이 올바르지 않습니다.'),
      ),
      /** 신용카드 (3): the card company and 할부 chosen on the sheet; the gateway's window opens on them. */
      cardCd: v.optional(v.pipe(v.string(), v.check(isCheckoutCard, '카드사를 다시 선택해 주세요.'))),
      cardQuota: v.optional(v.picklist(CARD_QUOTAS, '할부 개월을 다시 선택해 주세요.')),
      /** What the shopper saw; the server recomputes and refuses when it differs. */
      paymentAmt: v.pipe(
        v.number('결제 금액(paymentAmt)은 숫자여야 합니다.'),
        v.integer('결제 금액은 정수여야 합니다.'),
        v.minValue(0, '결제 금액이 올바르지 않습니다.'),
      ),
      agreeYn: v.literal('Y', '주문 내용 확인 및 결제 진행에 동의해 주세요.'),
      /** Cash methods (1, 2): the cash receipt asked for (소득공제 by mobile or card number, 지출증빙 by business number). */
      cashReceipt: v.optional(cashReceiptSchema),
      /** Cash methods (1, 2): pay through the gateway's escrow (구매안전서비스). */
      escrowYn: v.optional(v.picklist(['Y', 'N'], '에스크로 이용 여부는 Y 또는 N이어야 합니다.'), 'N'),
      /** Which of the gateway's protocols opens the window: the mobile one on a phone, the PC one elsewhere. */
      payDevice: v.optional(v.picklist(['PC', 'MOBILE'], '결제 환경(payDevice)은 PC 또는 MOBILE이어야 합니다.'), 'PC'),
    },
    missingKey,
  ),
  // Partial checks: each runs once the fields it reads are valid, so the checkout form (which validates with this
  // schema too) shows them together with the other fields' messages.
  v.forward(
    v.partialCheck(
      [['dlvrMethod'], ['delivery']],
      (b) => b.dlvrMethod !== DELIVERY_METHOD.DELIVERY || !!b.delivery,
      '배송지를 입력해 주세요.',
    ),
    ['delivery'],
  ),
  v.forward(
    v.partialCheck(
      [['dlvrMethod'], ['reserveStoreInfo']],
      (b) => b.dlvrMethod !== DELIVERY_METHOD.DIRECT || !!b.reserveStoreInfo,
      '픽업할 매장을 선택해 주세요.',
    ),
    ['reserveStoreInfo'],
  ),
  v.forward(
    v.partialCheck(
      [['dlvrMethod'], ['reservationDate'], ['reservationTime']],
      (b) => b.dlvrMethod !== DELIVERY_METHOD.DIRECT || (!!b.reservationDate && !!b.reservationTime),
      '픽업 날짜와 시간을 선택해 주세요.',
    ),
    ['reservationDate'],
  ),
)
export type OrderPaymentBody = v.InferOutput<typeof orderPaymentBody>

export const periodQuery = object(
  {
    from: v.optional(ymd('조회 시작일(from)')),
    to: v.optional(ymd('조회 종료일(to)')),
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
      '10',
    ),
  },
  missingKey,
)

export const ordNoSchema = v.pipe(v.string('주문번호가 올바르지 않습니다.'), v.regex(/^\d{14,20}$/, '주문번호 형식이 올바르지 않습니다.'))
export const ordNoParam = object({ ordNo: ordNoSchema }, missingKey)
export const ordNoQuery = object({ ordNo: ordNoSchema }, missingKey)
export const guestLookupBody = object({ ordNo: ordNoSchema, mobile: mobileSchema }, missingKey)
