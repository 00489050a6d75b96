/**
 * Store pickup of an online order (delivery method 02): which days and hours a shopper may choose.
 * One rule for the checkout's choices and the server's check of the order (services/order.ts).
 * Decision (client and server disagreed: tomorrow–14 days 10–19 h vs today–30 days 10–20 h): from
 * tomorrow — the goods travel to the store first — through 14 days ahead, on the hour from 10:00 to
 * 19:00 (the last slot an hour before the stores close at 20:00). Days are Seoul calendar days.
 */
import { todayYmd } from '../dates'

export const PICKUP_FIRST_DAY = 1
export const PICKUP_LAST_DAY = 14
export const PICKUP_TIMES: readonly string[] = ['1000', '1100', '1200', '1300', '1400', '1500', '1600', '1700', '1800', '1900']

const DAY_MS = 86_400_000

/** The days a pickup can be chosen for (YYYYMMDD, Seoul), first to last. */
export function pickupDates(now: Date | number = Date.now()): string[] {
  const t = typeof now === 'number' ? now : now.getTime()
  const out: string[] = []
  for (let d = PICKUP_FIRST_DAY; d <= PICKUP_LAST_DAY; d++) out.push(todayYmd(t + d * DAY_MS))
  return out
}

/** Why a pickup day or hour is refused (Korean, keyed by the order's field), or null when it is fine. */
export function pickupError(
  date: string,
  time: string,
  now: Date | number = Date.now(),
): { field: 'reservationDate' | 'reservationTime'; reason: string } | null {
  const days = pickupDates(now)
  if (!days.includes(date)) return { field: 'reservationDate', reason: `픽업 날짜는 내일부터 ${PICKUP_LAST_DAY}일 이내로 선택해 주세요.` }
  if (!PICKUP_TIMES.includes(time)) return { field: 'reservationTime', reason: '픽업 시간은 10:00~19:00 사이 정시로 선택해 주세요.' }
  return null
}
