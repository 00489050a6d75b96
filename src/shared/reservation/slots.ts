/**
 * Visit-reservation timetable rules (domain notes "Visit reservations"), pure and isomorphic.
 * A store's day runs from its weekday opening time to closing time in 30-minute slots (the last slot
 * starts 30 minutes before closing). A day is closed on the store's weekly day off, on its holidays and
 * on 설날 / 추석 (all stores). Slots in the past and same-day slots less than 1 hour ahead are not
 * bookable; a slot with `capacity` bookings is 마감. All times are Asia/Seoul wall-clock 'YYYYMMDD' + 'HHMM'.
 */
import { dayjs, parseYmd, seoulNow, type Instant } from '../dates'

export const SLOT_MINUTES = 30
/** Same-day bookings need at least this lead time. */
export const SAME_DAY_LEAD_MINUTES = 60
/** How far ahead a visit can be booked. */
export const BOOKING_WINDOW_DAYS = 60

/** 설날 and 추석 (the day itself) — all stores close. */
export const NATIONAL_CLOSED_DAYS: Readonly<Record<string, string>> = {
  '20260217': '설날',
  '20260925': '추석',
  '20270207': '설날',
  '20270915': '추석',
  '20280126': '설날',
  '20281003': '추석',
}

export interface DayHours {
  /** 'HHMM' or null when closed */
  openTime: string | null
  closeTime: string | null
  closedYn: 'Y' | 'N'
}

export type SlotState = 'open' | 'full' | 'past'
export type Congestion = 'green' | 'orange' | 'red'

export interface Slot {
  time: string
  capacity: number
  remaining: number
  state: SlotState
  congestion: Congestion
}

export type ClosedReason = '휴무' | '정기휴무' | '설날' | '추석' | '지난 날짜' | '예약 기간 아님' | null

export interface DayTimetable {
  date: string
  weekday: number
  closed: boolean
  closedReason: ClosedReason
  holidayName: string | null
  slots: Slot[]
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4))
const toHHMM = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}`

export const isHHMM = (s: string | null | undefined): s is string => typeof s === 'string' && /^([01]\d|2[0-3])[0-5]\d$/.test(s)

/** Weekday (0 = Sunday) of a 'YYYYMMDD' calendar date; -1 when invalid. */
export function weekdayOf(ymd: string): number {
  const d = parseYmd(ymd)
  return d ? new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() : -1
}

/** Slot start times of a day's opening hours: 1000–2000 → 1000, 1030, …, 1930. */
export function slotTimes(hours: DayHours | null | undefined): string[] {
  if (!hours || hours.closedYn === 'Y' || !isHHMM(hours.openTime) || !isHHMM(hours.closeTime)) return []
  const out: string[] = []
  for (let m = toMinutes(hours.openTime); m + SLOT_MINUTES <= toMinutes(hours.closeTime); m += SLOT_MINUTES) out.push(toHHMM(m))
  return out
}

/** 'YYYYMMDD' n days after `ymd`. */
export function addDaysYmd(ymd: string, n: number): string {
  const d = parseYmd(ymd)
  if (!d) return ymd
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n))
  return `${t.getUTCFullYear()}${String(t.getUTCMonth() + 1).padStart(2, '0')}${String(t.getUTCDate()).padStart(2, '0')}`
}

/** Last bookable date: today + BOOKING_WINDOW_DAYS. */
export function lastBookableYmd(now?: Instant): string {
  return addDaysYmd(seoulNow(now).format('YYYYMMDD'), BOOKING_WINDOW_DAYS)
}

/** Whether a slot ('YYYYMMDD','HHMM') is too early to book at `now`: past, or same-day within the lead time. */
export function isPastSlot(ymd: string, time: string, now?: Instant, leadMinutes = SAME_DAY_LEAD_MINUTES): boolean {
  const n = seoulNow(now)
  const today = n.format('YYYYMMDD')
  if (ymd < today) return true
  if (ymd > today) return false
  return toMinutes(time) < n.hour() * 60 + n.minute() + leadMinutes
}

export function congestionOf(remaining: number, capacity: number): Congestion {
  if (remaining <= 0) return 'red'
  return remaining / capacity <= 0.34 ? 'orange' : 'green'
}

export interface TimetableInput {
  date: string
  hours: DayHours | null
  /** the store's own holidays: ymd → reason */
  holidays: Readonly<Record<string, string>>
  capacity: number
  /** bookings per slot time */
  booked: Readonly<Record<string, number>>
  now?: Instant
}

/** The timetable of one store day. */
export function dayTimetable(input: TimetableInput): DayTimetable {
  const { date, hours, holidays, capacity, booked, now } = input
  const weekday = weekdayOf(date)
  const base = { date, weekday, holidayName: null as string | null, slots: [] as Slot[] }
  const today = seoulNow(now).format('YYYYMMDD')
  if (date < today) return { ...base, closed: true, closedReason: '지난 날짜' }
  if (date > lastBookableYmd(now)) return { ...base, closed: true, closedReason: '예약 기간 아님' }
  const national = NATIONAL_CLOSED_DAYS[date]
  if (national) return { ...base, closed: true, closedReason: national as ClosedReason, holidayName: national }
  if (holidays[date] !== undefined) return { ...base, closed: true, closedReason: '휴무', holidayName: holidays[date] || '매장 휴무' }
  const times = slotTimes(hours)
  if (!times.length) return { ...base, closed: true, closedReason: '정기휴무' }
  const slots = times.map((time): Slot => {
    const remaining = Math.max(0, capacity - (booked[time] ?? 0))
    const state: SlotState = isPastSlot(date, time, now) ? 'past' : remaining <= 0 ? 'full' : 'open'
    return { time, capacity, remaining, state, congestion: congestionOf(remaining, capacity) }
  })
  return { ...base, closed: false, closedReason: null, slots }
}

export type SlotRefusal = { field: 'rsvDate' | 'rsvTime'; reason: string }

/** Why a booking of (date, time) is refused, or null when it may be booked (capacity is checked by the database). */
export function refuseSlot(day: DayTimetable, time: string): SlotRefusal | null {
  if (day.closedReason === '지난 날짜') return { field: 'rsvDate', reason: '지난 날짜는 예약할 수 없습니다.' }
  if (day.closedReason === '예약 기간 아님')
    return { field: 'rsvDate', reason: `방문 예약은 오늘부터 ${BOOKING_WINDOW_DAYS}일 이내로만 가능합니다.` }
  if (day.closed)
    return {
      field: 'rsvDate',
      reason: `선택하신 날짜는 매장 휴무일(${day.holidayName ?? day.closedReason})입니다. 다른 날짜를 선택해 주세요.`,
    }
  const slot = day.slots.find((s) => s.time === time)
  if (!slot) return { field: 'rsvTime', reason: '매장 운영 시간 내의 예약 시간을 선택해 주세요.' }
  if (slot.state === 'past')
    return { field: 'rsvTime', reason: '지난 시간이거나 1시간 이내의 시간은 예약할 수 없습니다. 다른 시간을 선택해 주세요.' }
  if (slot.state === 'full') return { field: 'rsvTime', reason: '선택하신 시간은 예약이 마감되었습니다. 다른 시간을 선택해 주세요.' }
  return null
}

export type CalendarDayState = 'open' | 'full' | 'holiday' | 'closed' | 'past' | 'out'
export interface CalendarDay {
  date: string
  weekday: number
  state: CalendarDayState
  label: string | null
}

/** A month grid for the date picker: every date of `yyyymm` with its state (open, 마감, 휴무, …). */
export function monthCalendar(yyyymm: string, dayOf: (ymd: string) => DayTimetable): CalendarDay[] {
  const first = `${yyyymm}01`
  const days = dayjs(`${yyyymm.slice(0, 4)}-${yyyymm.slice(4, 6)}-01`).daysInMonth()
  const out: CalendarDay[] = []
  for (let i = 0; i < days; i++) {
    const date = addDaysYmd(first, i)
    const t = dayOf(date)
    let state: CalendarDayState
    let label: string | null = null
    if (t.closedReason === '지난 날짜') state = 'past'
    else if (t.closedReason === '예약 기간 아님') state = 'out'
    else if (t.closed) {
      state = t.closedReason === '정기휴무' ? 'closed' : 'holiday'
      label = '휴무'
    } else if (t.slots.every((s) => s.state !== 'open')) {
      state = 'full'
      label = '마감'
    } else state = 'open'
    out.push({ date, weekday: t.weekday, state, label })
  }
  return out
}
