import { int, matching, searchParams } from '~/shared/url-search'

/**
 * ?from=YYYYMMDD&to=YYYYMMDD&page=N — missing dates mean the default three-month look-back (resolvePeriod in
 * ~/shared/calendar, called by loaders and components). Read by validateSearch, so in the entry chunk: nothing
 * heavier than url-search here.
 */
export const periodSearch = searchParams({ from: matching(/^\d{8}$/), to: matching(/^\d{8}$/), page: int(1, 999) })
