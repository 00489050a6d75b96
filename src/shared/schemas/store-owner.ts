/** Request schemas of the store-owner area (/api/v1/front/mypagestore) and the kiosk (/api/v1/front/kiosk). */
import * as v from 'valibot'
import { KIOSK_PURPOSES, KIOSK_QUESTIONS, QUEUE_STATES } from '../store-owner/rules'
import { boundedText, positiveIntString, ymd } from './common'
import { mobileSchema, proofSchema } from './member'
import { ordNoSchema } from './order'
import { reservationNoSchema } from './reservation'
import { object } from './required'

/** GET /mypagestore/orders: pickup orders or reservation-only bookings at the owner's store, for a period. */
export const ownerOrderListQuery = v.pipe(
  object({
    kind: v.optional(v.picklist(['pickup', 'booking'], '조회 구분(kind)은 pickup 또는 booking이어야 합니다.'), 'pickup'),
    from: v.optional(ymd('조회 시작일')),
    to: v.optional(ymd('조회 종료일')),
    keyword: v.optional(
      v.pipe(boundedText('검색어', 20), v.regex(/^[\d\s-]*$/, '주문번호 또는 휴대폰 번호(뒤 4자리)를 숫자로 입력해 주세요.')),
      '',
    ),
    page: v.optional(positiveIntString('페이지', 999), '1'),
  }),
  v.check((q) => !q.from || !q.to || q.from <= q.to, '조회 시작일은 종료일보다 늦을 수 없습니다.'),
)

export const ownerOrdNoParam = object({ ordNo: ordNoSchema })
export const ownerPickupActionParam = object({
  ordNo: ordNoSchema,
  action: v.picklist(['ready', 'pickup', 'noshow'], '처리 구분이 올바르지 않습니다.'),
})
export const ownerReservationActionParam = object({
  id: reservationNoSchema,
  action: v.picklist(['visit', 'noshow'], '처리 구분이 올바르지 않습니다.'),
})
export const ownerReservationParam = object({ id: reservationNoSchema })

/**
 * POST /mypagestore/reservations/{id}/eyeexam: the store exam of the eye-chart domain (both spheres, the other
 * values optional, a memo) — one schema with the eye records (src/shared/schemas/eyes.ts).
 */
export { storeExamBody as eyeExamBody, type StoreExamBody as EyeExamBody } from './eyes'

export const queueNoParam = object({ queueNo: positiveIntString('대기 번호', 1_000_000_000) })
/** POST /mypagestore/kiosk/devices/{deviceNo}/revoke: a lost or replaced kiosk tablet stops working at once. */
export const kioskDeviceParam = object({ deviceNo: positiveIntString('기기 번호', 1_000_000_000) })
/** POST /mypagestore/queue/{queueNo}/state: from the state the owner saw to a later one. */
export const queueStateBody = object({
  from: v.picklist(QUEUE_STATES, '현재 진행 상태가 올바르지 않습니다.'),
  to: v.picklist(QUEUE_STATES, '바꿀 진행 상태를 선택해 주세요.'),
})

/** POST /mypagestore/kiosk/start: the device's name as the owner sees it in the list. */
export const kioskStartBody = object({
  deviceName: v.optional(boundedText('기기 이름', 30), ''),
})

/** POST /kiosk/identify: the visitor's mobile and the SMS code sent to it. */
export const kioskIdentifyBody = object({
  mobile: mobileSchema,
  certifyKey: v.pipe(v.string('인증번호를 입력해 주세요.'), v.trim(), v.regex(/^\d{6}$/, '인증번호 6자리 숫자를 입력해 주세요.')),
})

/** POST /kiosk/checkin: today's reservation, or the purpose of a visit without one. */
export const kioskCheckinBody = v.pipe(
  object({
    mobile: mobileSchema,
    certProof: proofSchema,
    reservationNo: v.optional(reservationNoSchema),
    purpose: v.optional(v.picklist(KIOSK_PURPOSES, '방문 목적을 선택해 주세요.')),
    answers: v.optional(
      v.pipe(
        v.array(v.picklist(KIOSK_QUESTIONS, '질문 항목이 올바르지 않습니다.'), '질문 답변 형식이 올바르지 않습니다.'),
        v.maxLength(3, '질문 답변이 너무 많습니다.'),
      ),
      [],
    ),
  }),
  v.check((b) => !!b.reservationNo || !!b.purpose, '오늘 예약을 고르거나 방문 목적을 선택해 주세요.'),
)
export type KioskCheckinBody = v.InferOutput<typeof kioskCheckinBody>
