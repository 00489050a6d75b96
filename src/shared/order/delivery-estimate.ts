/**
 * 출고 예정일 and 도착 예정 of a parcel order, shown on the product page (and usable by the order sheet).
 * Pure: the caller gives the instant, the item's stock and the quantity.
 *
 * Rule (the shop's logistics promise):
 * - In stock at the warehouse (stock ≥ quantity): paid on a business day before the cut-off hour (14:00 Seoul) →
 *   shipped that day; otherwise the next business day.
 * - Not enough stock (0 < stock < quantity, topped up from the stores): two business days later than that.
 * - Sold out: no date (null).
 * - Arrival: the first to the second business day after shipping (CJ대한통운 standard parcel).
 */
import { seoulYmd, formatYmd } from '../calendar'
import { addBusinessDays, isBusinessDay } from '../holidays'

export const SHIP_CUTOFF_HOUR = 14
/** Extra business days when the warehouse lacks the quantity and the stores top it up. */
export const TOP_UP_DAYS = 2
export const ARRIVAL_DAYS: readonly [number, number] = [1, 2]

export interface DeliveryEstimate {
  /** 'YYYYMMDD' the parcel leaves the warehouse. */
  shipYmd: string
  /** True when it leaves today (paid before the cut-off). */
  shipsToday: boolean
  arriveFrom: string
  arriveTo: string
  /** 'YYYYMMDD' in Seoul of the instant asked about. */
  todayYmd: string
}

/** The Seoul hour (0–23) of an instant. */
function seoulHour(now: number): number {
  return new Date(now + 9 * 3600_000).getUTCHours()
}

export function deliveryEstimate(now: number, stock: number, quantity = 1): DeliveryEstimate | null {
  if (!(stock > 0) || !(quantity > 0)) return null
  const today = formatYmd(seoulYmd(now))
  const beforeCutoff = isBusinessDay(today) && seoulHour(now) < SHIP_CUTOFF_HOUR
  let ship = beforeCutoff ? today : addBusinessDays(today, 1)
  if (stock < quantity) ship = addBusinessDays(ship, TOP_UP_DAYS)
  return {
    shipYmd: ship,
    shipsToday: ship === today,
    arriveFrom: addBusinessDays(ship, ARRIVAL_DAYS[0]),
    arriveTo: addBusinessDays(ship, ARRIVAL_DAYS[1]),
    todayYmd: today,
  }
}

/** 'M월 D일(요일)' of 'YYYYMMDD' (no date library: the product page stays light). */
export function monthDayKo(ymd: string): string {
  const y = Number(ymd.slice(0, 4))
  const m = Number(ymd.slice(4, 6))
  const d = Number(ymd.slice(6, 8))
  const wd = '일월화수목금토'[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]
  return `${m}월 ${d}일(${wd})`
}
