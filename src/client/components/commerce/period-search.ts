import { defaultLookback } from '~/shared/calendar'
import { int, matching, searchParams } from '~/shared/url-search'

/** ?from=YYYYMMDD&to=YYYYMMDD&page=N — missing dates mean the default three-month look-back. */
export const periodSearch = searchParams({ from: matching(/^\d{8}$/), to: matching(/^\d{8}$/), page: int(1, 999) })

export function resolvePeriod(s: { from?: string; to?: string; page?: number }) {
  const d = defaultLookback()
  return { from: s.from ?? d.from, to: s.to ?? d.to, page: s.page ?? 1 }
}
