import * as v from 'valibot'
import { defaultLookback } from '~/shared/calendar'

const ymd = v.optional(v.fallback(v.pipe(v.string(), v.regex(/^\d{8}$/)), undefined as unknown as string))
/** ?from=YYYYMMDD&to=YYYYMMDD&page=N — missing dates mean the default three-month look-back. */
export const periodSearch = v.object({
  from: ymd,
  to: ymd,
  page: v.optional(v.fallback(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(999)), 1)),
})
export function resolvePeriod(s: { from?: string; to?: string; page?: number }) {
  const d = defaultLookback()
  return { from: s.from ?? d.from, to: s.to ?? d.to, page: s.page ?? 1 }
}

/** ?ordNo= — the router parses an all-digit value as a number, so take both and keep the digits as text. */
export const ordNoSearch = v.optional(
  v.fallback(v.pipe(v.union([v.string(), v.pipe(v.number(), v.safeInteger())]), v.transform(String), v.regex(/^\d{14,20}$/)), undefined as unknown as string),
)
