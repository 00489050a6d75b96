/**
 * Display formatters (the product spec: dates "displayed as YYYY.MM.DD", times "HHMM shown as HH:MM", single-
 * character Korean weekdays, thousands separators, the middle four phone digits masked): dates, times, weekdays, numbers, won amounts and masking of
 * personal data. Pure and isomorphic.
 *
 * Conventions: a null/undefined input gives '' (or '0' for numbers); a string of the wrong shape
 * is returned unchanged, so bad data stays visible instead of silently disappearing.
 */
import { parseYmd, seoulWeekday, serverInstant } from './calendar'
import type { Dayjs } from './dates'

type Str = string | null | undefined

/* ------------------------------------------------------------------------------------------ */
/* Dates and times                                                                             */
/* ------------------------------------------------------------------------------------------ */

export { formatDate8 } from './calendar'

// Server timestamps as dayjs (and their Seoul display) live in ./dates with the date library; pages that only
// show dates, hours and weekdays (./calendar) do not download it.
export { formatServerTime, serverTimestamp } from './dates'

// displayDate lives in ./calendar (no date library) so pages that only show dates stay light.
export { displayDate } from './calendar'

/** 'HHMM' → 'HH:MM' ('0930' → '09:30'). Anything but exactly 4 digits is returned unchanged. */
export function formatHHMM(input: Str): string {
  if (typeof input !== 'string') return ''
  return /^\d{4}$/.test(input) ? `${input.slice(0, 2)}:${input.slice(2)}` : input
}

/** Sunday-first single-character weekday names. */
export const WEEKDAYS_KO = ['일', '월', '화', '수', '목', '금', '토'] as const
export type WeekdayKo = (typeof WEEKDAYS_KO)[number]

/**
 * Weekday as one Korean character ('일' … '토').
 * A calendar-date string ('20261122', '2026-11-22') is taken as written; a Date, epoch ms,
 * Dayjs or date-time string is an instant and its weekday is the one in Seoul.
 * Unparseable → ''.
 */
export function weekdayKo(input: string | Date | number | Dayjs | null | undefined): WeekdayKo | '' {
  if (input === null || input === undefined || input === '') return ''
  if (typeof input === 'string') {
    const ymd = parseYmd(input)
    if (ymd) return WEEKDAYS_KO[new Date(Date.UTC(ymd.year, ymd.month - 1, ymd.day)).getUTCDay()]
    const t = serverInstant(input)
    return t === null ? '' : WEEKDAYS_KO[seoulWeekday(t)]
  }
  const t = input instanceof Date ? input.getTime() : input.valueOf()
  return Number.isFinite(t) ? WEEKDAYS_KO[seoulWeekday(t)] : ''
}

// Numbers and masking live in ./text (no date library) so pages that only format prices stay light.
export { formatNumber, formatWon, maskCardNo, maskEmail, maskLoginId, maskName, maskPhone } from './text'
