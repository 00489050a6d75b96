/**
 * Korean public holidays (관공서의 공휴일에 관한 규정, with 대체공휴일 and the temporary holidays the government
 * declared) and business days: the law's refund clock for returns (전자상거래법 §18: refund within 3 business days
 * of the goods' receipt) counts only days that are neither a weekend nor in this table. Lunar holidays move every
 * year, so the table lists each year explicitly; a year beyond it counts weekends only (HOLIDAY_YEARS says which
 * years are known — extend the table each December).
 */
import { formatYmd, parseYmd, type Ymd } from './calendar'

/** YYYYMMDD → name. */
export const KOREAN_HOLIDAYS: Readonly<Record<string, string>> = {
  // 2025
  '20250101': '신정',
  '20250127': '임시공휴일',
  '20250128': '설날 연휴',
  '20250129': '설날',
  '20250130': '설날 연휴',
  '20250301': '삼일절',
  '20250303': '대체공휴일(삼일절)',
  '20250505': '어린이날·부처님오신날',
  '20250506': '대체공휴일',
  '20250603': '제21대 대통령 선거일',
  '20250606': '현충일',
  '20250815': '광복절',
  '20251003': '개천절',
  '20251005': '추석 연휴',
  '20251006': '추석',
  '20251007': '추석 연휴',
  '20251008': '대체공휴일(추석)',
  '20251009': '한글날',
  '20251225': '성탄절',
  // 2026
  '20260101': '신정',
  '20260216': '설날 연휴',
  '20260217': '설날',
  '20260218': '설날 연휴',
  '20260301': '삼일절',
  '20260302': '대체공휴일(삼일절)',
  '20260505': '어린이날',
  '20260524': '부처님오신날',
  '20260525': '대체공휴일(부처님오신날)',
  '20260603': '전국동시지방선거일',
  '20260606': '현충일',
  '20260815': '광복절',
  '20260817': '대체공휴일(광복절)',
  '20260924': '추석 연휴',
  '20260925': '추석',
  '20260926': '추석 연휴',
  '20261003': '개천절',
  '20261005': '대체공휴일(개천절)',
  '20261009': '한글날',
  '20261225': '성탄절',
  // 2027
  '20270101': '신정',
  '20270206': '설날 연휴',
  '20270207': '설날',
  '20270208': '설날 연휴',
  '20270209': '대체공휴일(설날)',
  '20270301': '삼일절',
  '20270505': '어린이날',
  '20270513': '부처님오신날',
  '20270606': '현충일',
  '20270815': '광복절',
  '20270816': '대체공휴일(광복절)',
  '20270914': '추석 연휴',
  '20270915': '추석',
  '20270916': '추석 연휴',
  '20271003': '개천절',
  '20271004': '대체공휴일(개천절)',
  '20271009': '한글날',
  '20271011': '대체공휴일(한글날)',
  '20271225': '성탄절',
  '20271227': '대체공휴일(성탄절)',
}

const DAY_MS = 86_400_000
const toUtc = (d: Ymd) => Date.UTC(d.year, d.month - 1, d.day)
const fromUtc = (ms: number): Ymd => {
  const d = new Date(ms)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** The public holiday's name on a date, or null. */
export function holidayName(ymd: string): string | null {
  const d = parseYmd(ymd)
  return d ? (KOREAN_HOLIDAYS[formatYmd(d)] ?? null) : null
}

/** A business day: Monday to Friday and not a public holiday. */
export function isBusinessDay(ymd: string): boolean {
  const d = parseYmd(ymd)
  if (!d) return false
  const wd = new Date(toUtc(d)).getUTCDay()
  return wd !== 0 && wd !== 6 && !KOREAN_HOLIDAYS[formatYmd(d)]
}

/**
 * The n-th business day after `ymd` (the day itself is not counted, as the law's "within n days of receipt"):
 * addBusinessDays('20261002', 3) — received on Friday 2 Oct 2026, Monday 5 Oct is 대체공휴일 → '20261008'.
 */
export function addBusinessDays(ymd: string, n: number): string {
  const d = parseYmd(ymd)
  if (!d) throw new Error(`bad date ${ymd}`)
  let ms = toUtc(d)
  let left = n
  while (left > 0) {
    ms += DAY_MS
    if (isBusinessDay(formatYmd(fromUtc(ms)))) left--
  }
  return formatYmd(fromUtc(ms))
}

/** Business days from `fromYmd` (exclusive) to `toYmd` (inclusive); negative when `toYmd` is before. */
export function businessDaysBetween(fromYmd: string, toYmd: string): number {
  const a = parseYmd(fromYmd)
  const b = parseYmd(toYmd)
  if (!a || !b) throw new Error('bad date')
  const [lo, hi, sign] = toUtc(a) <= toUtc(b) ? [toUtc(a), toUtc(b), 1] : [toUtc(b), toUtc(a), -1]
  let n = 0
  for (let ms = lo + DAY_MS; ms <= hi; ms += DAY_MS) if (isBusinessDay(formatYmd(fromUtc(ms)))) n++
  return n * sign
}

/** The law's refund deadline for goods received on `receivedYmd`: the 3rd business day after. */
export const REFUND_BUSINESS_DAYS = 3
export const refundDeadline = (receivedYmd: string) => addBusinessDays(receivedYmd, REFUND_BUSINESS_DAYS)
