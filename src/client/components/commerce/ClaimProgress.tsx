import type { ClaimView } from '~/shared/api/commerce-types'
import { formatServerTime } from '~/shared/format'

const KIND_LABEL = { CANCEL: '주문 취소', RETURN: '반품', EXCHANGE: '교환' } as const

/** A claim's real state for the member: the desk's stage, why it was refused, the pickup parcel and each step so far. */
export function ClaimProgress({ c }: { c: ClaimView }) {
  const refused = c.stage === 'REJECTED'
  const done = c.stage === 'DONE'
  return (
    <div className="mt-2 space-y-2" data-testid={`claim-${c.claimNo}`}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-gray-600">{KIND_LABEL[c.kind]}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${refused ? 'bg-red-50 text-red-700' : done ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-800'}`}
        >
          {c.stageText}
        </span>
      </p>
      {refused && c.rejectReason ? (
        <p className="rounded-xl bg-red-50 p-3 text-sm text-red-800" role="note">
          <span className="font-semibold">거절 사유</span> {c.rejectReason}
        </p>
      ) : null}
      {c.pickupInvoiceNo && c.stage === 'PICKUP_BOOKED' ? (
        <p className="text-xs text-gray-600">
          회수 송장 {c.pickupCourierNm} <span className="font-mono">{c.pickupInvoiceNo}</span>
        </p>
      ) : null}
      {c.history.length ? (
        <ol className="space-y-1 border-l-2 border-gray-100 pl-3 text-xs text-gray-600" aria-label="처리 내역">
          {c.history.map((h, i) => (
            <li key={i}>
              <span className="text-gray-500">{formatServerTime(h.at, 'MM.DD HH:mm')}</span> {h.text}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
