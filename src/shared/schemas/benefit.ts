import * as v from 'valibot'
import { POINT_CONVERSION } from '../benefits/points'
import { goodsTypeSchema, line, positiveIntString, ymd } from './common'
import { object } from './required'

/** GET /api/v1/front/coupon/zone/list — the product spec §7: goodsTypeCd, page, rows=10, couponOnlineYn. */
export const couponZoneQuery = object({
  goodsTypeCd: v.optional(v.union([v.literal(''), goodsTypeSchema], '상품 유형(goodsTypeCd)은 01~05 중 하나여야 합니다.'), ''),
  page: v.optional(positiveIntString('페이지(page)', 1000), '1'),
  rows: v.optional(positiveIntString('페이지 크기(rows)', 50), '10'),
  couponOnlineYn: v.optional(v.picklist(['Y', 'N', ''], '온라인 쿠폰 여부(couponOnlineYn)는 Y 또는 N이어야 합니다.'), ''),
})

const couponNo = v.pipe(
  v.number('쿠폰 번호(couponNo)를 숫자로 보내 주세요.'),
  v.integer('쿠폰 번호(couponNo)가 올바르지 않아요.'),
  v.minValue(1, '쿠폰 번호(couponNo)가 올바르지 않아요.'),
  v.maxValue(2_000_000_000, '쿠폰 번호(couponNo)가 올바르지 않아요.'),
)

/** POST /api/v1/front/coupon/zone/download */
export const couponDownloadBody = object({ couponNo })
/** POST /api/v1/front/coupon/zone/download-all */
export const couponDownloadAllBody = object({
  goodsTypeCd: v.optional(v.union([v.literal(''), goodsTypeSchema], '상품 유형(goodsTypeCd)은 01~05 중 하나여야 합니다.'), ''),
  couponNos: v.optional(
    v.pipe(v.array(couponNo, '쿠폰 번호 목록(couponNos)이 올바르지 않아요.'), v.maxLength(100, '쿠폰은 한 번에 100개까지 받을 수 있어요.')),
  ),
})

/** GET /api/v1/front/coupon/my?state=usable|used|expired&channel=online|offline */
export const myCouponQuery = object({
  state: v.optional(v.picklist(['usable', 'used', 'expired'], '쿠폰 상태(state)는 usable, used, expired 중 하나여야 합니다.'), 'usable'),
  channel: v.optional(v.picklist(['all', 'online', 'offline'], '쿠폰 구분(channel)은 all, online, offline 중 하나여야 합니다.'), 'all'),
})

/** GET /api/v1/front/benefit/point?fromYmd&toYmd&page — default three-month look-back. */
export const pointLedgerQuery = v.pipe(
  object({
    fromYmd: v.optional(ymd('조회 시작일(fromYmd)')),
    toYmd: v.optional(ymd('조회 종료일(toYmd)')),
    kind: v.optional(v.picklist(['all', 'earn', 'use'], '구분(kind)은 all, earn, use 중 하나여야 합니다.'), 'all'),
    page: v.optional(positiveIntString('페이지(page)', 1000), '1'),
  }),
  v.check((q) => !q.fromYmd || !q.toYmd || q.fromYmd <= q.toYmd, '조회 시작일은 종료일보다 늦을 수 없어요.'),
)

/** POST /api/v1/front/benefit/point/convert */
export const pointConvertBody = object({
  amount: v.pipe(
    v.number('전환할 포인트를 숫자로 입력해 주세요.'),
    v.integer('전환할 포인트를 올바르게 입력해 주세요.'),
    v.minValue(POINT_CONVERSION.min, `${POINT_CONVERSION.min.toLocaleString('ko-KR')}P부터 전환할 수 있어요.`),
    v.maxValue(POINT_CONVERSION.max, `한 번에 ${POINT_CONVERSION.max.toLocaleString('ko-KR')}P까지 전환할 수 있어요.`),
    v.multipleOf(POINT_CONVERSION.unit, `${POINT_CONVERSION.unit.toLocaleString('ko-KR')}P 단위로 전환할 수 있어요.`),
  ),
  requestKey: v.pipe(
    line('요청 키(requestKey)'),
    v.regex(/^[A-Za-z0-9-]{8,64}$/, '요청 키(requestKey)가 올바르지 않아요. 화면을 새로고침해 주세요.'),
  ),
})

/** Gift card numbers: 16 digits, shown as 4-4-4-4 (dashes and spaces allowed when typed). */
export const giftCardNo = v.pipe(
  line('상품권 번호', '상품권 번호를 입력해 주세요.'),
  v.transform((s: string) => s.replace(/[\s-]/g, '')),
  v.nonEmpty('상품권 번호를 입력해 주세요.'),
  v.regex(/^\d{16}$/, '상품권 번호는 숫자 16자리예요. (예: 1234-5678-9012-3456)'),
)
/** POST /api/v1/front/benefit/giftcard/register */
export const giftCardRegisterBody = object({ cardNo: giftCardNo })
export const giftCardParam = object({ cardId: positiveIntString('상품권 번호(cardId)', 2_000_000_000) })
export const digitalCouponParam = object({
  couponNo: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{4,40}$/, '디지털 쿠폰 번호가 올바르지 않아요.')),
})

/** GET /api/v1/front/benefit/notification?page */
export const notificationQuery = object({ page: v.optional(positiveIntString('페이지(page)', 1000), '1') })
/** POST /api/v1/front/benefit/notification/read { notiNo? } (none = all) */
export const notificationReadBody = object({
  notiNo: v.optional(
    v.pipe(
      v.number('알림 번호(notiNo)가 올바르지 않아요.'),
      v.integer('알림 번호(notiNo)가 올바르지 않아요.'),
      v.minValue(1, '알림 번호(notiNo)가 올바르지 않아요.'),
    ),
  ),
})
/** POST /api/v1/front/benefit/push/device — the app registers its FCM token. */
export const pushDeviceBody = object({
  token: v.pipe(line('기기 토큰(token)'), v.regex(/^[A-Za-z0-9_:\-.]{16,512}$/, '기기 토큰(token) 형식이 올바르지 않아요.')),
  platform: v.optional(v.picklist(['android', 'ios', 'web'], '플랫폼(platform)은 android, ios, web 중 하나여야 합니다.'), 'android'),
})
