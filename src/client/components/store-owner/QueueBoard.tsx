import { useState } from 'react'
import type { QueueEntry } from '~/shared/api/store-owner-types'
import { formatServerTime } from '~/shared/format'
import { isQueueDone } from '~/shared/store-owner/rules'
import { getApi } from '~/client/api'
import { Badge, btn, field } from '../ui'
import { useOwnerAction } from './useOwnerAction'

const tone = (s: string) => (s === '대기' ? ('amber' as const) : isQueueDone(s) ? ('gray' as const) : ('blue' as const))

function QueueRow({ q }: { q: QueueEntry }) {
  const { run, busy } = useOwnerAction()
  const [to, setTo] = useState(q.nextStates[0] ?? '')
  const id = `queue-next-${q.queueNo}`
  return (
    <li className="min-w-0 rounded-2xl border border-gray-200 bg-white p-4" data-testid="queue-entry">
      <div className="flex items-start gap-3">
        <p className="flex h-12 w-12 shrink-0 flex-col items-center justify-center rounded-xl bg-gray-900 text-white">
          <span className="text-[10px] leading-none opacity-80">번호</span>
          <span className="text-lg font-bold leading-tight tabular-nums">{q.ticketNo}</span>
        </p>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={tone(q.state)} className="px-2 text-xs">
              <span data-testid="queue-state">{q.state}</span>
            </Badge>
            <span className="text-xs text-gray-600">접수 {formatServerTime(q.checkinDttm, 'HH:mm')}</span>
            {q.reservationNo ? (
              <span className="text-xs text-gray-600">예약 {q.rsvTime ? `${q.rsvTime.slice(0, 2)}:${q.rsvTime.slice(2)}` : ''}</span>
            ) : (
              <span className="text-xs text-gray-600">현장 접수</span>
            )}
          </div>
          <p className="mt-1 font-semibold">
            {q.customerName} <span className="text-sm font-normal text-gray-600">{q.customerMobile}</span>
          </p>
          <p className="text-sm text-gray-700">{q.purpose}</p>
          {q.answers.length ? <p className="text-xs text-gray-600">{q.answers.join(' · ')}</p> : null}
        </div>
      </div>
      {q.nextStates.length ? (
        <div className="mt-3 flex items-end gap-2 border-t border-gray-100 pt-3">
          <div className="min-w-0 flex-1">
            <label htmlFor={id} className="sr-only">
              {q.ticketNo}번 고객의 다음 진행 단계
            </label>
            <select id={id} className={`${field.select} h-9 text-sm`} value={to} onChange={(e) => setTo(e.target.value)}>
              {q.nextStates.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={btn.smallPrimary}
            data-testid="queue-move"
            disabled={busy !== null || !to}
            onClick={() => void run('move', () => getApi().storeOwner.moveQueue(q.queueNo, q.state, to))}
          >
            {busy ? '변경 중…' : '단계 변경'}
          </button>
        </div>
      ) : null}
    </li>
  )
}

/** Today's visit queue of the store, by ticket number; each entry moves forward from here. */
export function QueueBoard({ queue }: { queue: QueueEntry[] }) {
  if (!queue.length)
    return (
      <p className="rounded-2xl bg-gray-50 p-6 text-center text-sm text-gray-600">
        아직 방문 접수한 고객이 없어요. 키오스크에서 접수하면 여기에 표시돼요.
      </p>
    )
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {queue.map((q) => (
        <QueueRow key={q.queueNo} q={q} />
      ))}
    </ul>
  )
}
