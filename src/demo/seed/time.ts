/** Time helpers of the seed. Stored times are UTC 'YYYY-MM-DDTHH:MM:SSZ'; dates are KST 'YYYYMMDD'. */
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
const KST = 9 * HOUR

/** A fixed reference instant for factory defaults and tests (not used for time-relative content). */
export const SEED_REFERENCE_NOW = '2026-11-22T00:00:00Z'

export function toMs(t: Date | string | number): number {
  const ms = t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t)
  if (!Number.isFinite(ms)) throw new RangeError(`invalid time: ${String(t)}`)
  return ms
}

/** UTC ISO string without milliseconds: '2026-11-22T00:00:00Z'. */
export function iso(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`
}

/** 'YYYYMMDD' of the instant in Asia/Seoul. */
export function ymdKst(ms: number): string {
  return new Date(ms + KST).toISOString().slice(0, 10).replace(/-/g, '')
}

/** 'YYYY.MM.DD' of the instant in Asia/Seoul (for copy). */
export function dotDateKst(ms: number): string {
  return new Date(ms + KST).toISOString().slice(0, 10).replace(/-/g, '.')
}

/** The instant of 00:00 Asia/Seoul on the day that contains `ms`. */
export function kstMidnight(ms: number): number {
  return Math.floor((ms + KST) / DAY) * DAY - KST
}

/** Floors to the whole hour (UTC; KST is a whole-hour offset). */
export function hourFloor(ms: number): number {
  return Math.floor(ms / HOUR) * HOUR
}
