import { useState } from 'react'
import type { OwnerReservation } from '~/shared/api/store-owner-types'
import { displayDate, formatDate8, formatHHMM } from '~/shared/format'
import { getApi } from '~/client/api'
import { Badge, btn } from '../ui'
import { EyeExamDialog } from './EyeExamDialog'
import { useOwnerAction } from './useOwnerAction'

const tone = (s: string) => (s === 'VISITED' ? ('brand' as const) : s === 'NOSHOW' ? ('gray' as const) : ('blue' as const))

/** One reservation at the owner's store: time, customer (masked), purpose, goods, attached eye record, actions. */
export function ReservationCard({ r, showDate = false }: { r: OwnerReservation; showDate?: boolean }) {
  const { run, busy } = useOwnerAction()
  const [exam, setExam] = useState(false)
  return (
    <li className="flex min-w-0 gap-3 rounded-2xl border border-gray-200 bg-white p-4" data-testid="owner-reservation">
      <div className="w-14 shrink-0 text-center">
        {showDate ? <p className="text-xs text-gray-600">{formatDate8(r.rsvDate, '.').slice(5)}</p> : null}
        <p className="text-lg font-bold tabular-nums">{formatHHMM(r.rsvTime)}</p>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={tone(r.status)} className="px-2 text-xs">
            {r.statusNm}
          </Badge>
          {r.memberYn === 'N' ? <Badge className="px-2 text-xs">비회원</Badge> : null}
          {r.eyeTestYn === 'Y' ? (
            <Badge tone="amber" className="px-2 text-xs">
              시력검사
            </Badge>
          ) : null}
        </div>
        <p className="mt-1 font-semibold">
          {r.customerName} <span className="text-sm font-normal text-gray-600">{r.customerMobile}</span>
        </p>
        <p className="text-sm text-gray-700">
          {r.purposeGroup} · {r.purpose}
        </p>
        {r.goods.length ? (
          <ul className="mt-1 text-sm text-gray-700">
            {r.goods.map((g) => (
              <li key={g.goodsNo} className="truncate">
                <span className="mr-1 rounded bg-brand-50 px-1.5 py-0.5 text-[11px] font-semibold text-brand-800">예약전용</span>
                {g.goodsNm} × {g.buyQtt}
              </li>
            ))}
          </ul>
        ) : null}
        {r.eyeRecord ? (
          <p className="mt-1 rounded-lg bg-gray-50 px-2 py-1 text-xs text-gray-700" data-testid="attached-eye-record">
            첨부된 시력 기록 ({formatDate8(r.eyeRecord.examYmd, '.')} {r.eyeRecord.place}) {r.eyeRecord.summary}
          </p>
        ) : null}
        {r.lensChoice ? (
          <p className="mt-1 rounded-lg bg-brand-50 px-2 py-1 text-xs text-brand-900" data-testid="lens-choice">
            렌즈 두께 미리보기에서 고른 렌즈 · {r.lensChoice}
          </p>
        ) : null}
        {r.faceMeasure ? (
          <p className="mt-1 rounded-lg bg-gray-50 px-2 py-1 text-xs text-gray-700" data-testid="face-measure">
            얼굴 측정 ({displayDate(r.faceMeasure.regDttm)} 고객 휴대폰) 얼굴 너비 {r.faceMeasure.faceWidth}mm · {r.faceMeasure.faceShape} ·
            PD {r.faceMeasure.pd}mm (R {r.faceMeasure.rPd} / L {r.faceMeasure.lPd})
          </p>
        ) : null}
        {r.note ? <p className="mt-1 whitespace-pre-line text-xs text-gray-600">요청사항 · {r.note}</p> : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {r.actions.includes('visit') ? (
            <button
              type="button"
              className={btn.smallPrimary}
              disabled={busy !== null}
              onClick={() => void run('visit', () => getApi().storeOwner.markReservation(r.reservationNo, 'visit'))}
            >
              {busy === 'visit' ? '처리 중…' : '방문 확인'}
            </button>
          ) : null}
          {r.actions.includes('noshow') ? (
            <button
              type="button"
              className={btn.small}
              disabled={busy !== null}
              onClick={() =>
                void run('noshow', () => getApi().storeOwner.markReservation(r.reservationNo, 'noshow'), {
                  confirm: `${r.customerName}님의 예약을 노쇼(미방문)로 처리할까요? 되돌릴 수 없어요.`,
                  confirmLabel: '노쇼 처리',
                })
              }
            >
              노쇼
            </button>
          ) : null}
          {r.status !== 'NOSHOW' && r.status !== 'CANCELLED' ? (
            <button type="button" className={btn.small} onClick={() => setExam(true)}>
              시력검사 기록
            </button>
          ) : null}
        </div>
      </div>
      {exam ? <EyeExamDialog r={r} onClose={() => setExam(false)} /> : null}
    </li>
  )
}
