/**
 * Calendar dates and Seoul display dates without a date library, so pages that only show dates (the main
 * page) do not download dayjs. Korea keeps UTC+9 all year (no daylight saving), so an instant's Seoul date
 * is its UTC date nine hours later. dates.ts and format.ts re-export everything here.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

export interface Ymd {
  readonly year: number
  readonly month: number
  readonly day: number
}

/** True when year/month/day form a real calendar date (leap years included). */
export function isValidYmd(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false
  if (month < 1 || month > 12 || day < 1) return false
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= daysInMonth
}

/**
 * Parses a calendar date written as 'YYYYMMDD' or 'YYYY-MM-DD' / 'YYYY.MM.DD' / 'YYYY/MM/DD'
 * (nothing else in the string). Returns null when the shape or the date is invalid.
 */
export function parseYmd(input: string | null | undefined): Ymd | null {
  if (typeof input !== 'string') return null
  const s = input.trim()
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(s) ?? /^(\d{4})([-./])(\d{2})\2(\d{2})$/.exec(s)
  if (!m) return null
  const [year, month, day] = m.length === 4 ? [m[1], m[2], m[3]] : [m[1], m[3], m[4]]
  const ymd = { year: Number(year), month: Number(month), day: Number(day) }
  return isValidYmd(ymd.year, ymd.month, ymd.day) ? ymd : null
}

const pad2 = (n: number) => String(n).padStart(2, '0')
const pad4 = (n: number) => String(n).padStart(4, '0')

/** Formats a calendar date with a separator: ({2026,2,28}, '-') → '2026-02-28'. */
export function formatYmd(ymd: Ymd, sep = ''): string {
  return [pad4(ymd.year), pad2(ymd.month), pad2(ymd.day)].join(sep)
}

/** The Seoul calendar date of an instant. */
export function seoulYmd(instant: Date | number): Ymd {
  const d = new Date((instant instanceof Date ? instant.getTime() : instant) + SEOUL_OFFSET_MS)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** The Seoul weekday of an instant, Sunday = 0 (a store's hours today). */
export function seoulWeekday(instant: Date | number = Date.now()): number {
  return new Date((instant instanceof Date ? instant.getTime() : instant) + SEOUL_OFFSET_MS).getUTCDay()
}

/** Epoch ms of the next midnight in Seoul after `now` ("오늘 하루 보지 않기" lasts until then). */
export function nextSeoulMidnight(now: Date | number = Date.now()): number {
  const t = (now instanceof Date ? now.getTime() : now) + SEOUL_OFFSET_MS
  return (Math.floor(t / DAY_MS) + 1) * DAY_MS - SEOUL_OFFSET_MS
}

/**
 * A server timestamp (UTC; cut to 19 characters, 'YYYY-MM-DD[T ]HH:mm[:ss]' or compact 'YYYYMMDDHHmmss') as
 * epoch ms, or null when it is not a real date-time.
 */
export function serverInstant(input: string): number | null {
  let s = input.trim().slice(0, 19)
  const c = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(s)
  if (c) s = `${c[1]}-${c[2]}-${c[3]}T${c[4]}:${c[5]}:${c[6]}`
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(s)
  if (!m) return null
  const [y, mo, d, h = '0', mi = '0', se = '0'] = m.slice(1)
  if (!isValidYmd(+y, +mo, +d) || +h > 23 || +mi > 59 || +se > 59) return null
  return Date.UTC(+y, +mo - 1, +d, +h, +mi, +se)
}

/**
 * Any date shown as 'YYYY.MM.DD':
 *  - a calendar date string ('20261122', '2026-11-22', '2026.11.22', '2026/11/22') as written;
 *  - a date-time string is a server timestamp (UTC, cut to 19 chars) and shown in Seoul;
 *  - a Date or epoch milliseconds is an instant and shown in Seoul.
 * Missing or unparseable → ''.
 */
export function displayDate(input: string | Date | number | null | undefined): string {
  if (input === null || input === undefined || input === '') return ''
  if (typeof input === 'string') {
    const ymd = parseYmd(input)
    if (ymd) return formatYmd(ymd, '.')
    const t = serverInstant(input)
    return t === null ? '' : formatYmd(seoulYmd(t), '.')
  }
  const t = input instanceof Date ? input.getTime() : input
  return Number.isFinite(t) ? formatYmd(seoulYmd(t), '.') : ''
}

/**
 * Default look-back of history lists (the product spec: "default look-back three months"): { from: today − months, to: today } as 'YYYYMMDD' in Seoul,
 * the day clamped to the month's end (2026-05-31 − 3 months → 2026-02-28).
 */
export function defaultLookback(now: Date | number = Date.now(), months = 3): { from: string; to: string } {
  const today = seoulYmd(now)
  const total = today.year * 12 + (today.month - 1) - months
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return { from: formatYmd({ year, month, day: Math.min(today.day, lastDay) }), to: formatYmd(today) }
}

/** A period list's search (?from&to&page): missing dates are the default look-back, a missing page is 1. */
export function resolvePeriod(s: { from?: string; to?: string; page?: number }) {
  const d = defaultLookback()
  return { from: s.from ?? d.from, to: s.to ?? d.to, page: s.page ?? 1 }
}

/**
 * 'YYYYMMDD' → 'YYYY-MM-DD' (sep '-', default) or 'YYYY.MM.DD' (sep '.').
 * Only exactly eight digits are reformatted (no calendar check: '20261340' still becomes
 * '2026-13-40'); any other string is returned unchanged; null/undefined → ''.
 */
export function formatDate8(input: string | null | undefined, sep: '-' | '.' = '-'): string {
  if (typeof input !== 'string') return ''
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(input)
  return m ? [m[1], m[2], m[3]].join(sep) : input
}

/** 'YYYY.MM.DD HH:mm' in Seoul of a server timestamp or an instant ('' when missing or unparseable). */
export function displayDateTime(input: string | Date | number | null | undefined): string {
  if (input === null || input === undefined || input === '') return ''
  const t = typeof input === 'string' ? serverInstant(input) : input instanceof Date ? input.getTime() : input
  if (t === null || !Number.isFinite(t)) return ''
  const d = new Date(t + SEOUL_OFFSET_MS)
  return `${formatYmd(seoulYmd(t), '.')} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`
}
