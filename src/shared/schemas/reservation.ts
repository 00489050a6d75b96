import * as v from 'valibot'
import {
  HOMESHOPPING_CHANNELS,
  HS_ORDER_NO_HINT,
  HS_ORDER_NO_MAX,
  PURPOSE_GROUP_NAMES,
  isHsOrderNo,
  isValidPurpose,
} from '../reservation/purposes'
import { LENS_INDICES } from '../eyes/lens'
import { isRealYmd, line, multiline, ymd } from './common'
import { object } from './required'

export const ymdSchema = ymd('예약 날짜', {
  required: '예약 날짜를 선택해 주세요.',
  format: '예약 날짜(YYYYMMDD) 형식이 올바르지 않습니다.',
})
export const hhmmSchema = v.pipe(
  v.string('예약 시간을 선택해 주세요.'),
  v.regex(/^([01]\d|2[0-3])[0-5]\d$/, '예약 시간(HHMM) 형식이 올바르지 않습니다.'),
)
const storeNoNum = v.pipe(v.number('매장을 선택해 주세요.'), v.integer('매장을 선택해 주세요.'), v.minValue(1, '매장을 선택해 주세요.'))
const storeNoQuery = v.pipe(
  v.string('매장을 선택해 주세요.'),
  v.regex(/^\d{1,9}$/, '매장 번호(storeNo)는 숫자여야 합니다.'),
  v.transform(Number),
)

/** GET /api/v1/front/reservation/slots?storeNo=&date= */
export const slotsQuery = object({ storeNo: storeNoQuery, date: ymdSchema })
/** GET /api/v1/front/reservation/calendar?storeNo=&month=YYYYMM */
export const calendarQuery = object({
  storeNo: storeNoQuery,
  month: v.pipe(
    v.string('월을 선택해 주세요.'),
    v.regex(/^\d{4}(0[1-9]|1[0-2])$/, '월(YYYYMM) 형식이 올바르지 않습니다.'),
    v.check((m) => isRealYmd(`${m}01`), '월(YYYYMM)은 실제로 있는 달이어야 합니다.'),
  ),
})

export const goodsLine = object({
  goodsNo: v.pipe(v.string('상품 번호가 올바르지 않습니다.'), v.regex(/^G\d{6}$/, '상품 번호(goodsNo) 형식이 올바르지 않습니다.')),
  itemNo: v.optional(
    v.nullable(v.pipe(line('단품 번호', '단품 번호가 올바르지 않습니다.'), v.maxLength(40, '단품 번호가 올바르지 않습니다.'))),
  ),
  buyQtt: v.optional(
    v.pipe(
      v.number('수량이 올바르지 않습니다.'),
      v.integer('수량은 정수여야 합니다.'),
      v.minValue(1, '수량은 1개 이상이어야 합니다.'),
      v.maxValue(99, '수량은 99개 이하로 선택해 주세요.'),
    ),
    1,
  ),
})
export const goodsListSchema = v.pipe(
  v.array(goodsLine, '상품 목록이 올바르지 않습니다.'),
  v.maxLength(20, '예약 상품은 20개까지 선택할 수 있습니다.'),
)

/** POST /api/v1/front/reservation/visit/product */
export const visitProductBody = object({ goodsList: goodsListSchema })

const note = v.optional(
  v.pipe(multiline('요청사항', '요청사항이 올바르지 않습니다.'), v.trim(), v.maxLength(200, '요청사항은 200자 이내로 입력해 주세요.')),
  '',
)

const reservationFields = {
  storeNo: storeNoNum,
  rsvDate: ymdSchema,
  rsvTime: hhmmSchema,
  purposeGroup: v.picklist(PURPOSE_GROUP_NAMES, '방문 목적을 선택해 주세요.'),
  purpose: v.pipe(
    line('상세 목적', '상세 목적을 선택해 주세요.'),
    v.nonEmpty('상세 목적을 선택해 주세요.'),
    v.maxLength(30, '상세 목적을 다시 선택해 주세요.'),
  ),
  note,
  eyeTestYn: v.optional(v.picklist(['Y', 'N'], '시력검사 희망 여부가 올바르지 않습니다.'), 'N'),
  goodsList: v.optional(goodsListSchema, []),
  /** A member's eye record attached to a glasses-lens / contact-lens (03/04) reservation, for the store to see. */
  eyeRecordNo: v.optional(
    v.nullable(
      v.pipe(
        v.number('첨부할 시력 기록을 다시 선택해 주세요.'),
        v.integer('첨부할 시력 기록을 다시 선택해 주세요.'),
        v.minValue(1, '첨부할 시력 기록을 다시 선택해 주세요.'),
        v.maxValue(999_999_999, '첨부할 시력 기록을 다시 선택해 주세요.'),
      ),
    ),
  ),
  /** The index chosen on the lens thickness preview (issue 33), with a glasses-lens (03) goods only. */
  lensIndex: v.optional(v.nullable(v.picklist(LENS_INDICES, '렌즈 굴절률을 다시 선택해 주세요.'))),
  /** The frame size the preview compared it in ('52□18-145'). */
  lensFrame: v.optional(
    v.nullable(v.pipe(v.string('안경테 크기가 올바르지 않습니다.'), v.regex(/^\d{2}□\d{2}-\d{3}$/, '안경테 크기가 올바르지 않습니다.'))),
  ),
  channel: v.optional(v.picklist(['ONLINE', 'HOMESHOPPING'], '예약 경로가 올바르지 않습니다.'), 'ONLINE'),
  hsChannel: v.optional(v.union([v.literal(''), v.picklist(HOMESHOPPING_CHANNELS, '홈쇼핑 채널을 선택해 주세요.')]), ''),
  hsOrderNo: v.optional(
    v.pipe(line('홈쇼핑 주문번호'), v.trim(), v.maxLength(HS_ORDER_NO_MAX, `홈쇼핑 주문번호는 ${HS_ORDER_NO_MAX}자 이내로 입력해 주세요.`)),
    '',
  ),
  hsGoodsNm: v.optional(v.pipe(line('구매 상품명'), v.trim(), v.maxLength(100, '구매 상품명은 100자 이내로 입력해 주세요.')), ''),
}

type Fields = { purposeGroup: string; purpose: string; channel: string; hsChannel: string; hsOrderNo: string; hsGoodsNm: string }
/**
 * Cross-field rules shared by the member and guest bodies. Each rule runs once the fields it reads are valid,
 * even while other fields are not: the reservation wizard validates its steps with this schema, and its
 * purpose step must see the home-shopping rules before a date is chosen.
 */
function withRules<T extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>>(schema: T) {
  return v.pipe(
    schema,
    v.rawCheck(({ dataset, addIssue }) => {
      const b = dataset.value as unknown as Fields | null
      if (!b || typeof b !== 'object' || Array.isArray(b)) return
      const invalid = new Set((dataset.issues ?? []).map((i) => i.path?.[0]?.key))
      const valid = (...keys: (keyof Fields)[]) => keys.every((k) => !invalid.has(k) && typeof b[k] === 'string')
      if (valid('purposeGroup', 'purpose') && !isValidPurpose(b.purposeGroup, b.purpose))
        addIssue({
          message: '방문 목적의 상세 항목을 다시 선택해 주세요.',
          path: [{ type: 'object', origin: 'value', input: dataset.value as Record<string, unknown>, key: 'purpose', value: b.purpose }],
        })
      if (b.channel === 'HOMESHOPPING' && valid('hsChannel', 'hsOrderNo', 'hsGoodsNm')) {
        if (!b.hsChannel || !isHsOrderNo(b.hsOrderNo))
          addIssue({
            message: `홈쇼핑 채널과 주문번호(${HS_ORDER_NO_HINT})를 입력해 주세요.`,
            path: [
              { type: 'object', origin: 'value', input: dataset.value as Record<string, unknown>, key: 'hsOrderNo', value: b.hsOrderNo },
            ],
          })
        if (!b.hsGoodsNm)
          addIssue({
            message: '홈쇼핑에서 구매하신 상품명을 입력해 주세요.',
            path: [
              { type: 'object', origin: 'value', input: dataset.value as Record<string, unknown>, key: 'hsGoodsNm', value: b.hsGoodsNm },
            ],
          })
      }
    }),
  )
}

/** POST /api/v1/front/reservation (member) */
export const reservationBody = withRules(object(reservationFields))
export type ReservationBody = v.InferOutput<typeof reservationBody>

export const guestNameSchema = v.pipe(
  line('이름', '이름을 입력해 주세요.'),
  v.trim(),
  v.nonEmpty('이름을 입력해 주세요.'),
  v.maxLength(20, '이름은 20자 이내로 입력해 주세요.'),
  v.regex(/^[가-힣a-zA-Z\s]+$/, '이름은 한글 또는 영문으로 입력해 주세요.'),
)
export const mobileSchema = v.pipe(
  v.string('휴대폰 번호를 입력해 주세요.'),
  v.transform((s) => s.replace(/[\s-]/g, '')),
  v.regex(/^01[016789]\d{7,8}$/, '휴대폰 번호를 정확히 입력해 주세요.'),
)

/** POST /api/v1/front/reservation/guest */
export const guestReservationBody = withRules(
  object({
    ...reservationFields,
    guestName: guestNameSchema,
    mobile: mobileSchema,
    certProof: v.pipe(
      line('휴대폰 인증 정보', '휴대폰 인증을 완료해 주세요.'),
      v.nonEmpty('휴대폰 인증을 완료해 주세요.'),
      v.maxLength(500, '휴대폰 인증 정보가 올바르지 않습니다.'),
    ),
  }),
)
export type GuestReservationBody = v.InferOutput<typeof guestReservationBody>

export const reservationNoSchema = v.pipe(
  v.string('예약번호를 입력해 주세요.'),
  v.trim(),
  v.regex(/^R\d{8}[A-Z0-9]{5}$/, '예약번호를 정확히 입력해 주세요.'),
)

/** POST /api/v1/front/reservation/guest/lookup, /guest/cancel */
export const guestLookupBody = object({ name: guestNameSchema, mobile: mobileSchema, reservationNo: reservationNoSchema })

/** GET /api/v1/front/reservation/list */
export const reservationListQuery = object({
  status: v.optional(v.picklist(['all', 'upcoming', 'past', 'cancelled'], '조회 구분(status)이 올바르지 않습니다.'), 'all'),
  page: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'page는 숫자여야 합니다.'), v.transform(Number), v.minValue(1, 'page는 1 이상이어야 합니다.')),
    '1',
  ),
  rows: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'rows는 숫자여야 합니다.'),
      v.transform(Number),
      v.minValue(1, 'rows는 1 이상이어야 합니다.'),
      v.maxValue(100, 'rows는 100 이하여야 합니다.'),
    ),
    '20',
  ),
})

export const reservationIdParam = object({ id: reservationNoSchema })

/** PUT /api/v1/front/reservation/{id} — change date and time */
export const changeReservationBody = object({ rsvDate: ymdSchema, rsvTime: hhmmSchema })
