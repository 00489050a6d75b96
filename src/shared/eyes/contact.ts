/**
 * Contact-lens run-out: from a purchase (the day the member got the lenses), the wear cycle and the pack size,
 * the day the last lens is used up, and the reminder day a week before.
 *
 * Days of wear = floor(lenses / eyes) × cycle days: a 30-lens daily pack for both eyes lasts 15 days, a 6-lens
 * two-week pack 3 × 14 = 42 days, a 2-lens monthly pack one month (30 days). Lenses = pack size × packs bought.
 */

export const WEAR_CYCLES = { DAILY: 1, TWO_WEEK: 14, MONTHLY: 30 } as const
export type WearCycle = keyof typeof WEAR_CYCLES
export const WEAR_CYCLE_LABEL: Record<WearCycle, string> = { DAILY: '원데이', TWO_WEEK: '2주착용', MONTHLY: '한달착용' }

/** Days before the run-out day that the reminder goes. */
export const REMINDER_DAYS_BEFORE = 7

/** The wear cycle a contact-lens goods name states ('… 원데이 30P', '… 2주착용 6P', '난시 한달 2P'), or null. */
export function wearCycleOf(goodsNm: string): WearCycle | null {
  if (/원데이|1\s?day|데일리/i.test(goodsNm)) return 'DAILY'
  if (/2주|2\s?week|투위크/i.test(goodsNm)) return 'TWO_WEEK'
  if (/한달|1\s?month|먼슬리/i.test(goodsNm)) return 'MONTHLY'
  return null
}

/** The pack size a goods name states ('30P'), or null. */
export function packSizeOf(goodsNm: string): number | null {
  const m = /(\d{1,3})\s?P\b/i.exec(goodsNm)
  return m ? Number(m[1]) : null
}

/**
 * The run-out day (YYYY-MM-DD) of `packs` packs of `packSize` lenses of `cycle`, worn from `startYmd` in `eyes`
 * eyes (2 unless the member wears one), and the reminder day a week before (never before the start).
 */
export function contactRunOut(p: { startYmd: string; cycle: WearCycle; packSize: number; packs: number; eyes?: 1 | 2 }) {
  const lenses = Math.max(0, p.packSize) * Math.max(1, p.packs)
  // A single lens (a one-lens colour pack bought once) still lasts one cycle.
  const days = Math.max(1, Math.floor(lenses / (p.eyes ?? 2))) * WEAR_CYCLES[p.cycle]
  // Calendar days in UTC arithmetic (a date has no time zone): the last lens is worn on day `days` counting the
  // start as day 1, so the member runs out on start + days.
  const start = Date.parse(`${p.startYmd}T00:00:00Z`)
  const ymd = (t: number) => new Date(t).toISOString().slice(0, 10)
  const runOut = start + days * 86_400_000
  const remind = Math.max(start, runOut - REMINDER_DAYS_BEFORE * 86_400_000)
  return { days, runOutYmd: ymd(runOut), remindYmd: ymd(remind) }
}

const dash = (ymd8: string) => `${ymd8.slice(0, 4)}-${ymd8.slice(4, 6)}-${ymd8.slice(6, 8)}`
const undash = (ymd: string) => ymd.replace(/-/g, '')

export interface ContactSupply {
  cycle: WearCycle
  packSize: number
  packs: number
  days: number
  /** YYYYMMDD, like the rest of the shop's dates. */
  startYmd: string
  runOutYmd: string
  remindYmd: string
}

/**
 * A contact-lens purchase (an online reservation collected in store, or a store sale) as a supply: the wear
 * cycle from the goods name, the pack size from the option's pack count or the name, `qty` packs from `startYmd`
 * (YYYYMMDD). Null when the goods does not say its cycle or pack size (the shop cannot tell when it runs out).
 */
export function contactSupply(p: { goodsNm: string; packCount?: number | null; qty: number; startYmd: string }): ContactSupply | null {
  const cycle = wearCycleOf(p.goodsNm)
  const packSize = p.packCount && p.packCount > 0 ? p.packCount : packSizeOf(p.goodsNm)
  if (!cycle || !packSize || !/^\d{8}$/.test(p.startYmd)) return null
  const packs = Math.max(1, p.qty)
  const r = contactRunOut({ startYmd: dash(p.startYmd), cycle, packSize, packs })
  return { cycle, packSize, packs, days: r.days, startYmd: p.startYmd, runOutYmd: undash(r.runOutYmd), remindYmd: undash(r.remindYmd) }
}
