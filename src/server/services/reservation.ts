import type { D1Database } from '@cloudflare/workers-types'
import { seoulNow } from '../../shared/dates'
import { WEEKDAYS_KO } from '../../shared/format'
import { addDaysYmd, dayTimetable, monthCalendar, weekdayOf } from '../../shared/reservation/slots'
import { bookedCounts } from '../db/reservations'
import { storeHolidays, storeHours, type StoreDbRow } from '../db/stores'

/** The timetable of one store day, from its weekday hours, holidays, capacity and current bookings. */
export async function storeDay(db: D1Database, store: StoreDbRow, date: string, now: Date) {
  const [hours, holidays, booked] = await Promise.all([
    storeHours(db, store.store_no),
    storeHolidays(db, store.store_no, date, date),
    bookedCounts(db, store.store_no, date),
  ])
  const day = dayTimetable({
    date,
    hours: hours[weekdayOf(date)] ?? null,
    holidays,
    capacity: store.slot_capacity,
    booked: booked[date] ?? {},
    now,
  })
  return { ...day, storeNo: store.store_no, weekdayNm: WEEKDAYS_KO[day.weekday] ?? '' }
}

/** The month grid of the date picker (YYYYMM). */
export async function storeMonth(db: D1Database, store: StoreDbRow, month: string, now: Date) {
  const from = `${month}01`
  const to = addDaysYmd(addDaysYmd(from, 31).slice(0, 6) + '01', -1)
  const [hours, holidays, booked] = await Promise.all([
    storeHours(db, store.store_no),
    storeHolidays(db, store.store_no, from, to),
    bookedCounts(db, store.store_no, from, to),
  ])
  return monthCalendar(month, (date) =>
    dayTimetable({ date, hours: hours[weekdayOf(date)] ?? null, holidays, capacity: store.slot_capacity, booked: booked[date] ?? {}, now }),
  )
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** Public reservation number: 'R' + Seoul date + 5 random characters (R20261122K7Q2M). */
export function newReservationNo(now: Date): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5))
  return `R${seoulNow(now).format('YYYYMMDD')}${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`
}
