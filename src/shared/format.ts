/**
 * Display formatters (spec §5): dates, times, weekdays, numbers, won amounts and masking of
 * personal data. Pure and isomorphic.
 *
 * Conventions: a null/undefined input gives '' (or '0' for numbers); a string of the wrong shape
 * is returned unchanged, so bad data stays visible instead of silently disappearing.
 */
import { SEOUL, dayjs, formatYmd, parseYmd } from './dates'
import type { Dayjs } from './dates'

type Str = string | null | undefined

/* ------------------------------------------------------------------------------------------ */
/* Dates and times                                                                             */
/* ------------------------------------------------------------------------------------------ */

/**
 * 'YYYYMMDD' → 'YYYY-MM-DD' (sep '-', default) or 'YYYY.MM.DD' (sep '.').
 * Only exactly eight digits are reformatted (no calendar check: '20261340' still becomes
 * '2026-13-40'); any other string is returned unchanged; null/undefined → ''.
 */
export function formatDate8(input: Str, sep: '-' | '.' = '-'): string {
  if (typeof input !== 'string') return ''
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(input)
  return m ? [m[1], m[2], m[3]].join(sep) : input
}

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
    return formatServerTime(input, 'YYYY.MM.DD')
  }
  const d = dayjs(input)
  return d.isValid() ? d.tz(SEOUL).format('YYYY.MM.DD') : ''
}

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

/* ------------------------------------------------------------------------------------------ */
/* Numbers                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/**
 * Thousands separators: 12345 → '12,345', -1234567 → '-1,234,567', 1234.5 → '1,234.5'.
 * Numeric strings are accepted ('12345', '12,345' is re-formatted). null, undefined, '' and
 * anything not a finite number → '0'.
 */
export function formatNumber(input: number | string | null | undefined): string {
  let n: number
  if (typeof input === 'number') n = input
  else if (typeof input === 'string' && input.trim() !== '') n = Number(input.replace(/,/g, ''))
  else return '0'
  if (!Number.isFinite(n)) return '0'
  if (Object.is(n, -0)) n = 0
  const [int, frac] = String(Math.abs(n)).split('.')
  // String(n) switches to exponent notation from 1e21; amounts never get there.
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return (n < 0 ? '-' : '') + grouped + (frac ? `.${frac}` : '')
}

/** Won amount: 12345 → '12,345원' (null → '0원'). */
export function formatWon(input: number | string | null | undefined): string {
  return `${formatNumber(input)}원`
}

/* ------------------------------------------------------------------------------------------ */
/* Masking                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/**
 * Phone number with the middle block masked, always dashed (dashes/spaces in the input are
 * ignored):
 *  - 11 digits (3-4-4): '01012345678' → '010-****-5678' (spec: middle four digits);
 *  - 10 digits starting with 02 (2-4-4): '0212345678' → '02-****-5678';
 *  - other 10 digits (3-3-4): '0111234567' → '011-***-4567' (the middle block has only three);
 *  - 9 digits starting with 02 (2-3-4): '021234567' → '02-***-4567'.
 * Any other shape is returned unchanged; null/undefined → ''.
 */
export function maskPhone(input: Str): string {
  if (typeof input !== 'string') return ''
  const d = input.replace(/[\s-]/g, '')
  if (!/^\d+$/.test(d)) return input
  let parts: [string, string, string] | null = null
  if (d.length === 11) parts = [d.slice(0, 3), d.slice(3, 7), d.slice(7)]
  else if (d.length === 10 && d.startsWith('02')) parts = [d.slice(0, 2), d.slice(2, 6), d.slice(6)]
  else if (d.length === 10) parts = [d.slice(0, 3), d.slice(3, 6), d.slice(6)]
  else if (d.length === 9 && d.startsWith('02')) parts = [d.slice(0, 2), d.slice(2, 5), d.slice(5)]
  if (!parts) return input
  return `${parts[0]}-${'*'.repeat(parts[1].length)}-${parts[2]}`
}

/**
 * Name with the inner characters masked: '홍길동' → '홍*동', '남궁민수' → '남**수',
 * two characters '홍길' → '홍*', one character unchanged. Surrounding spaces are trimmed.
 */
export function maskName(input: Str): string {
  if (typeof input !== 'string') return ''
  const chars = Array.from(input.trim())
  if (chars.length <= 1) return chars.join('')
  if (chars.length === 2) return `${chars[0]}*`
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1]
}

/**
 * Login id: the first three characters are kept and the rest replaced by '*', with at least one
 * character always masked: 'davich01' → 'dav*****', 'abc' → 'ab*', 'ab' → 'a*', 'a' → '*'.
 */
export function maskLoginId(input: Str): string {
  if (typeof input !== 'string') return ''
  const chars = Array.from(input.trim())
  if (chars.length === 0) return ''
  const keep = Math.min(3, chars.length - 1)
  return chars.slice(0, keep).join('') + '*'.repeat(chars.length - keep)
}

/**
 * E-mail: the local part is masked like a login id, the domain is kept:
 * 'davich@example.com' → 'dav***@example.com'. Without an '@' the whole value is masked like a
 * login id.
 */
export function maskEmail(input: Str): string {
  if (typeof input !== 'string') return ''
  const s = input.trim()
  const at = s.lastIndexOf('@')
  if (at < 0) return maskLoginId(s)
  return maskLoginId(s.slice(0, at)) + s.slice(at)
}
