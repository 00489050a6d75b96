/**
 * Display formatters (the product spec: dates "displayed as YYYY.MM.DD", times "HHMM shown as HH:MM", single-
 * character Korean weekdays, thousands separators, the middle four phone digits masked): dates, times, weekdays, numbers, won amounts and masking of
 * personal data. Pure and isomorphic.
 *
 * Conventions: a null/undefined input gives '' (or '0' for numbers); a string of the wrong shape
 * is returned unchanged, so bad data stays visible instead of silently disappearing.
 */
import { SEOUL, dayjs, parseYmd } from './dates'
import type { Dayjs } from './dates'

type Str = string | null | undefined

/* ------------------------------------------------------------------------------------------ */
/* Dates and times                                                                             */
/* ------------------------------------------------------------------------------------------ */

export { formatDate8 } from './calendar'

/**
 * Server timestamps are UTC. They are cut to 19 characters ('YYYY-MM-DDTHH:mm:ss', dropping
 * milliseconds and any 'Z' or offset) and parsed as UTC. Returns a UTC-mode dayjs, or null when
 * the input is missing or not a date-time. Compact 'YYYYMMDDHHmmss' is accepted as well.
 *   '2026-11-22T04:12:47.123Z' → 2026-11-22T04:12:47Z
 */
export function serverTimestamp(input: Str): Dayjs | null {
  if (typeof input !== 'string') return null
  let s = input.trim().slice(0, 19)
  // compact 'YYYYMMDDHHmmss' is accepted too
  const c = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(s)
  if (c) s = `${c[1]}-${c[2]}-${c[3]}T${c[4]}:${c[5]}:${c[6]}`
  // date part required; time part optional; 'T' or a space between them
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?$/.test(s)) return null
  const canon = s.replace(' ', 'T')
  const d = dayjs.utc(canon)
  const fmt =
    canon.length === 10 ? 'YYYY-MM-DD' : canon.length === 16 ? 'YYYY-MM-DD[T]HH:mm' : 'YYYY-MM-DD[T]HH:mm:ss'
  // reject overflowing parts ('2026-02-30', '25:00') that dayjs would silently roll over
  return d.isValid() && d.format(fmt) === canon ? d : null
}

/**
 * A server (UTC) timestamp shown in Asia/Seoul: '2026-11-21T16:30:00Z' → '2026.11.22 01:30'.
 * Invalid or missing → ''.
 */
export function formatServerTime(input: Str, fmt = 'YYYY.MM.DD HH:mm'): string {
  const d = serverTimestamp(input)
  return d ? d.tz(SEOUL).format(fmt) : ''
}

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
    const d = serverTimestamp(input)
    return d ? WEEKDAYS_KO[d.tz(SEOUL).day()] : ''
  }
  const d = dayjs(input)
  return d.isValid() ? WEEKDAYS_KO[d.tz(SEOUL).day()] : ''
}

// Numbers and masking live in ./text (no date library) so pages that only format prices stay light.
export { formatNumber, formatWon, maskCardNo, maskEmail, maskLoginId, maskName, maskPhone } from './text'
