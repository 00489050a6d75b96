/**
 * Date rules (the product spec: "time zone Asia/Seoul, today as YYYYMMDD; default look-back three months"): the shop lives in Asia/Seoul, "today" is 'YYYYMMDD' in Seoul,
 * the default look-back is three months, coupon end dates and age groups.
 *
 * dayjs is extended with the utc and timezone plugins here, once; other shared modules import
 * `dayjs` from this file so the plugins are guaranteed to be loaded. Works in browser, Node and
 * Workers (the timezone plugin only needs Intl.DateTimeFormat with time zones).
 */
import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import type { ConfigType, Dayjs } from 'dayjs'

dayjs.extend(utc)
dayjs.extend(timezone)

export { dayjs }
export type { Dayjs }

/** The shop's time zone (no daylight saving: always UTC+9). */
export const SEOUL = 'Asia/Seoul'

/** An instant: Date, epoch milliseconds, ISO string or Dayjs. Defaults to "now". */
export type Instant = ConfigType

/** Seoul's offset from UTC in minutes. Korea has kept +09:00 all year since 1988, so the offset is fixed. */
const SEOUL_OFFSET_MINUTES = 9 * 60

/**
 * Whether the runtime's own zone keeps one offset all year (a Worker: UTC; a browser in Korea). There dayjs's
 * `utcOffset` is exact; in a zone with daylight saving it slips an hour near the switch (dates.test.ts).
 */
function steadyLocalZone(d: Date): boolean {
  const y = d.getFullYear()
  return new Date(y, 0, 1).getTimezoneOffset() === new Date(y, 6, 1).getTimezoneOffset()
}

/**
 * `now` (default: the current instant) as a dayjs in Asia/Seoul. Where the runtime's zone is steady, a fixed
 * +09:00 offset rather than the timezone plugin's `.tz(SEOUL)`: that one builds an ICU formatter on every call
 * (`toLocaleString` with a time zone), ≈ 1 ms in the Worker — a CPU profile of the my-page home showed its two
 * `todayYmd()` calls costing more than its data reads (issue 31). Same wall clock and instants either way
 * (dates.test.ts compares the two in four process zones).
 */
export function seoulNow(now?: Instant): Dayjs {
  const d = now === undefined ? dayjs() : dayjs(now)
  return steadyLocalZone(d.toDate()) ? d.utcOffset(SEOUL_OFFSET_MINUTES) : d.tz(SEOUL)
}

/** Today's date in Asia/Seoul as 'YYYYMMDD' (2026-11-21T16:30Z → '20261122'). */
export function todayYmd(now?: Instant): string {
  return seoulNow(now).format('YYYYMMDD')
}

export { formatYmd, isValidYmd, parseYmd } from './calendar'
import { defaultLookback as lookback, formatYmd, parseYmd } from './calendar'

/** Default look-back of order/point/history lists (the product spec: "default look-back three months"). */
export const DEFAULT_LOOKBACK_MONTHS = 3

/**
 * Default search period: `to` is today in Seoul, `from` the same day `months` months earlier,
 * clamped to the month's last day (2026-05-31 → 2026-02-28). Both 'YYYYMMDD'.
 * Calendar arithmetic is done on the Seoul date, never on the UTC instant.
 */
export function defaultLookback(now?: Instant, months: number = DEFAULT_LOOKBACK_MONTHS): { from: string; to: string } {
  return lookback(now === undefined ? Date.now() : dayjs(now).valueOf(), months)
}

/**
 * Coupon end date (the product spec: "shorter than 8 or of 14 and more are treated as empty; a 10-character
 * date means end of day 23:59:59"), normalised to 'YYYY-MM-DD HH:mm:ss' or '' (= no end date):
 *  - missing, shorter than 8 or 14 and more characters → '';
 *  - a 10-character date ('2026-12-31', '2026.12.31', '2026/12/31') → end of that day,
 *    '2026-12-31 23:59:59';
 *  - an 8-digit date ('20261231') → also end of that day (decision: same calendar date as the
 *    10-character form, so the same rule);
 *  - 12 digits 'YYYYMMDDHHmm' → that minute, seconds '00' (a time given explicitly is kept);
 *  - anything else in 8..13 characters, or an impossible date ('2026-02-30') → ''.
 */
export function couponEndDate(input: string | null | undefined): string {
  if (typeof input !== 'string') return ''
  const s = input.trim()
  if (s.length < 8 || s.length >= 14) return ''
  if (s.length === 8 || s.length === 10) {
    const ymd = parseYmd(s)
    return ymd ? `${formatYmd(ymd, '-')} 23:59:59` : ''
  }
  const m = /^(\d{8})(\d{2})(\d{2})$/.exec(s)
  if (m) {
    const ymd = parseYmd(m[1])
    const hh = Number(m[2])
    const mm = Number(m[3])
    if (ymd && hh < 24 && mm < 60) return `${formatYmd(ymd, '-')} ${m[2]}:${m[3]}:00`
  }
  return ''
}

/** Birth used when the member's birth date is missing (the product spec: "Birth defaults to 00000000"). */
export const DEFAULT_BIRTH = '00000000'

/**
 * Age group: (current year in Seoul − birth year + 1), floored to tens (Korean age, so a member
 * born in 1997 is in group 30 in 2026).
 *
 * `birth` may be 'YYYYMMDD', 'YYYY-MM-DD' or just the year ('1997' or 1997); only the first four
 * digits matter. A missing/blank birth defaults to '00000000' (spec), i.e. birth year 0, which
 * yields a huge group (2020 in 2026) — the value is returned as computed, not clamped; use
 * `rankingAgeGroup` to map onto the main-page groups. A birth that does not start with four
 * digits is treated like the default. A future birth year gives 0 or a negative group.
 */
export function ageGroup(birth?: string | number | null, now?: Instant): number {
  const raw = birth === null || birth === undefined ? '' : String(birth).trim()
  const s = raw === '' ? DEFAULT_BIRTH : raw
  const m = /^\d{4}/.exec(s)
  const birthYear = m ? Number(m[0]) : 0
  const age = seoulNow(now).year() - birthYear + 1
  return Math.floor(age / 10) * 10
}

/** Age groups of the main-page ranking; 50 stands for "50 and above". */
export const RANKING_AGE_GROUPS = [10, 20, 30, 40, 50] as const
export type RankingAgeGroup = (typeof RANKING_AGE_GROUPS)[number]

/**
 * Maps an age group onto the ranking groups: below 20 (including 0 and negatives) → 10,
 * 20/30/40 as is, 50 and above (including the default-birth value) → 50.
 * Non-numbers → 10.
 */
export function rankingAgeGroup(group: number): RankingAgeGroup {
  if (!Number.isFinite(group) || group < 20) return 10
  if (group >= 50) return 50
  return (Math.floor(group / 10) * 10) as RankingAgeGroup
}

/** Label of an age group: 10 → '10대', 40 → '40대', 50 and above → '50대+'. */
export function ageGroupLabel(group: number): string {
  const g = rankingAgeGroup(group)
  return g === 50 ? '50대+' : `${g}대`
}

type Str = string | null | undefined

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
  const fmt = canon.length === 10 ? 'YYYY-MM-DD' : canon.length === 16 ? 'YYYY-MM-DD[T]HH:mm' : 'YYYY-MM-DD[T]HH:mm:ss'
  // reject overflowing parts ('2026-02-30', '25:00') that dayjs would silently roll over
  return d.isValid() && d.format(fmt) === canon ? d : null
}

/**
 * A server (UTC) timestamp shown in Asia/Seoul: '2026-11-21T16:30:00Z' → '2026.11.22 01:30'.
 * Invalid or missing → ''.
 */
export function formatServerTime(input: Str, fmt = 'YYYY.MM.DD HH:mm'): string {
  const d = serverTimestamp(input)
  return d ? seoulNow(d).format(fmt) : ''
}
