import * as v from 'valibot'
import { COURIERS, INVOICE_NO } from '../order/couriers'
import { missingKey, object } from './required'
import { ordNoSchema } from './order'

/**
 * The warehouse's dispatch notice (POST /api/v1/front/order/wms/dispatch, signed, server to server): which order
 * left, with which courier and invoice number (a retried notice repeats them and changes nothing).
 */
export const dispatchNoticeBody = object(
  {
    ordNo: ordNoSchema,
    courierCd: v.picklist(
      COURIERS.map((c) => c.code),
      `택배사 코드(courierCd)는 ${COURIERS.map((c) => `${c.code}(${c.name})`).join(', ')} 중 하나여야 합니다.`,
    ),
    invoiceNo: v.pipe(
      v.string('송장 번호(invoiceNo)가 없습니다.'),
      v.transform((s) => s.replace(/-/g, '')),
      v.regex(INVOICE_NO, '송장 번호는 숫자 10~14자리여야 합니다.'),
    ),
  },
  missingKey,
)
export type DispatchNotice = v.InferOutput<typeof dispatchNoticeBody>

/**
 * The warehouse's return-received notice (POST /api/v1/front/order/wms/return-received, signed like the dispatch
 * notice): the parcel of a booked pickup (회수 송장) arrived, at `receivedAt` (ISO time; the notice's time when absent).
 */
export const returnReceivedBody = object(
  {
    invoiceNo: v.pipe(
      v.string('회수 송장 번호(invoiceNo)가 없습니다.'),
      v.transform((s) => s.replace(/-/g, '')),
      v.regex(INVOICE_NO, '송장 번호는 숫자 10~14자리여야 합니다.'),
    ),
    receivedAt: v.optional(
      v.pipe(
        v.string('입고 시각(receivedAt)은 ISO 8601 시각이어야 합니다.'),
        v.isoTimestamp('입고 시각(receivedAt)은 ISO 8601 시각이어야 합니다.'),
      ),
    ),
  },
  missingKey,
)
