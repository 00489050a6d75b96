import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { reservationQueries } from '~/client/queries/reservations'
import { seoulNow } from '~/shared/dates'
import { formatHHMM, WEEKDAYS_KO } from '~/shared/format'
import { BOOKING_WINDOW_DAYS, addDaysYmd } from '~/shared/reservation/slots'

/** Calendar cells split into weeks of seven (null = blank before the 1st / after the last day). */
function weeks<T>(lead: number, days: T[]): (T | null)[][] {
  const cells: (T | null)[] = [...Array.from({ length: lead }, () => null), ...days]
  while (cells.length % 7) cells.push(null)
  const out: (T | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) out.push(cells.slice(i, i + 7))
  return out
}

const monthLabel = (m: string) => `${m.slice(0, 4)}년 ${Number(m.slice(4, 6))}월`
function shiftMonth(m: string, n: number) {
  const d = seoulNow()
    .year(Number(m.slice(0, 4)))
    .month(Number(m.slice(4, 6)) - 1 + n)
    .date(1)
  return d.format('YYYYMM')
}

/** A Korean booking calendar: past days disabled, holidays 휴무, full days 마감; then the day's time slots. */
export function DateSlotPicker({
  storeNo,
  date,
  time,
  onChange,
}: {
  storeNo: number
  date: string | null
  time: string | null
  onChange: (date: string | null, time: string | null) => void
}) {
  const today = seoulNow().format('YYYYMMDD')
  const firstMonth = today.slice(0, 6)
  const lastMonth = addDaysYmd(today, BOOKING_WINDOW_DAYS).slice(0, 6)
  const [month, setMonth] = useState(date?.slice(0, 6) ?? firstMonth)
  const cal = useQuery(reservationQueries.calendar(storeNo, month))
  const slots = useQuery({ ...reservationQueries.slots(storeNo, date ?? ''), enabled: !!date })
  const firstWeekday = Number(
    seoulNow()
      .year(Number(month.slice(0, 4)))
      .month(Number(month.slice(4, 6)) - 1)
      .date(1)
      .day(),
  )

  return (
    <div className="space-y-6">
      <section aria-labelledby="cal-title" className="rounded-2xl border border-gray-200 bg-white p-4">
        <div className="flex items-center justify-between">
          <button
            type="button"
            className="grid h-9 w-9 place-items-center rounded-full hover:bg-gray-100 disabled:opacity-30"
            aria-label="이전 달"
            disabled={month <= firstMonth}
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            ‹
          </button>
          <h3 id="cal-title" className="text-base font-bold" aria-live="polite">
            {monthLabel(month)}
          </h3>
          <button
            type="button"
            className="grid h-9 w-9 place-items-center rounded-full hover:bg-gray-100 disabled:opacity-30"
            aria-label="다음 달"
            disabled={month >= lastMonth}
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            ›
          </button>
        </div>
        <div className="mt-3 grid grid-cols-7 text-center text-xs font-semibold" aria-hidden="true">
          {WEEKDAYS_KO.map((w, i) => (
            <span key={w} className={i === 0 ? 'text-accent' : i === 6 ? 'text-blue-600' : 'text-gray-500'}>
              {w}
            </span>
          ))}
        </div>
        {cal.isPending ? (
          <div className="mt-2 grid grid-cols-7 gap-1" role="status" aria-label="달력을 불러오는 중">
            {Array.from({ length: 35 }, (_, i) => (
              <div key={i} className="skeleton h-12" />
            ))}
          </div>
        ) : cal.isError ? (
          <p className="mt-4 text-center text-sm text-accent">
            달력을 불러오지 못했어요.{' '}
            <button type="button" className="underline" onClick={() => cal.refetch()}>
              다시 시도
            </button>
          </p>
        ) : (
          <div className="mt-2 space-y-1" role="grid" aria-label={`${monthLabel(month)} 예약 가능 날짜`}>
            {weeks(firstWeekday, cal.data.days).map((week, wi) => (
              <div key={wi} role="row" className="grid grid-cols-7 gap-1">
                {week.map((d, di) => {
                  if (!d) return <span key={`b${di}`} role="gridcell" aria-hidden="true" />
                  const open = d.state === 'open'
                  const sel = d.date === date
                  const dayNum = Number(d.date.slice(6))
                  const tone = d.weekday === 0 ? 'text-accent' : d.weekday === 6 ? 'text-blue-600' : 'text-gray-900'
                  const stateKo = {
                    open: '예약 가능',
                    full: '마감',
                    holiday: '휴무',
                    closed: '휴무',
                    past: '지난 날짜',
                    out: '예약 기간 아님',
                  }[d.state]
                  return (
                    <span key={d.date} role="gridcell" aria-selected={sel}>
                      <button
                        type="button"
                        disabled={!open}
                        aria-pressed={sel}
                        aria-label={`${Number(d.date.slice(4, 6))}월 ${dayNum}일 ${WEEKDAYS_KO[d.weekday]}요일 ${stateKo}`}
                        data-date={d.date}
                        onClick={() => onChange(d.date, null)}
                        className={`flex h-12 w-full flex-col items-center justify-center rounded-xl text-sm transition-colors ${sel ? 'bg-brand-600 font-bold text-white' : open ? `${tone} font-semibold hover:bg-brand-50` : 'cursor-not-allowed text-gray-300'} ${d.date === today && !sel ? 'ring-1 ring-inset ring-brand-500' : ''}`}
                      >
                        <span>{dayNum}</span>
                        {d.label ? (
                          <span
                            className={`text-[10px] leading-none ${sel ? 'text-white' : d.state === 'full' ? 'text-accent/70' : 'text-gray-500'}`}
                          >
                            {d.label}
                          </span>
                        ) : d.date === today ? (
                          <span className={`text-[10px] leading-none ${sel ? 'text-white' : 'text-brand-600'}`}>오늘</span>
                        ) : null}
                      </button>
                    </span>
                  )
                })}
              </div>
            ))}
          </div>
        )}
        <p className="mt-3 flex flex-wrap gap-3 text-[11px] text-gray-500">
          <span>
            <span className="mr-1 inline-block h-2 w-2 rounded-full bg-brand-600" />
            선택
          </span>
          <span>휴무: 매장 휴무일</span>
          <span>마감: 예약이 모두 찼어요</span>
        </p>
      </section>

      <section aria-labelledby="slot-title">
        <h3 id="slot-title" className="text-sm font-bold">
          방문 시간{' '}
          {date ? (
            <span className="font-normal text-gray-500">
              · {Number(date.slice(4, 6))}월 {Number(date.slice(6))}일(
              {
                WEEKDAYS_KO[
                  seoulNow()
                    .year(Number(date.slice(0, 4)))
                    .month(Number(date.slice(4, 6)) - 1)
                    .date(Number(date.slice(6)))
                    .day()
                ]
              }
              )
            </span>
          ) : null}
        </h3>
        {!date ? (
          <p className="mt-2 rounded-xl bg-gray-50 px-4 py-6 text-center text-sm text-gray-500">먼저 방문하실 날짜를 선택해 주세요.</p>
        ) : slots.isPending ? (
          <div className="mt-3 grid grid-cols-4 gap-2" role="status" aria-label="예약 가능 시간을 불러오는 중">
            {Array.from({ length: 12 }, (_, i) => (
              <div key={i} className="skeleton h-12" />
            ))}
          </div>
        ) : slots.isError || !slots.data ? (
          <p className="mt-2 text-sm text-accent">예약 가능 시간을 불러오지 못했어요.</p>
        ) : slots.data.closed ? (
          <p className="mt-2 rounded-xl bg-gray-50 px-4 py-6 text-center text-sm text-gray-500">
            선택하신 날짜는 휴무일이에요. 다른 날짜를 선택해 주세요.
          </p>
        ) : (
          (['오전', '오후'] as const).map((part) => {
            const list = slots.data.slots.filter((s) => (part === '오전' ? s.time < '1200' : s.time >= '1200'))
            if (!list.length) return null
            return (
              <div key={part} className="mt-3">
                <p className="mb-2 text-xs font-semibold text-gray-500">{part}</p>
                <div className="grid grid-cols-4 gap-2 sm:grid-cols-6" role="radiogroup" aria-label={`${part} 방문 시간`}>
                  {list.map((s) => {
                    const sel = s.time === time
                    const ok = s.state === 'open'
                    return (
                      <button
                        key={s.time}
                        type="button"
                        role="radio"
                        aria-checked={sel}
                        disabled={!ok}
                        data-time={s.time}
                        aria-label={`${formatHHMM(s.time)} ${s.state === 'full' ? '마감' : s.state === 'past' ? '예약 불가' : `잔여 ${s.remaining}`}`}
                        onClick={() => onChange(date, s.time)}
                        className={`flex h-12 flex-col items-center justify-center rounded-xl border text-sm ${sel ? 'border-brand-600 bg-brand-600 font-bold text-white' : ok ? 'border-gray-200 bg-white font-semibold text-gray-900 hover:border-brand-600' : 'cursor-not-allowed border-gray-100 bg-gray-50 text-gray-300'}`}
                      >
                        <span>{formatHHMM(s.time)}</span>
                        {s.state === 'full' ? (
                          <span className="text-[10px] leading-none text-accent/70">마감</span>
                        ) : ok && s.congestion === 'orange' ? (
                          <span className={`text-[10px] leading-none ${sel ? 'text-white' : 'text-amber-600'}`}>잔여 {s.remaining}</span>
                        ) : null}
                      </button>
                    )
                  })}
                </div>
              </div>
            )
          })
        )}
        <p className="mt-3 text-[11px] text-gray-500">당일 예약은 지금부터 1시간 이후 시간만 선택할 수 있어요.</p>
      </section>
    </div>
  )
}
