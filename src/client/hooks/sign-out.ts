import type { QueryClient } from '@tanstack/react-query'
import { getApi } from '../api'
import { DRAFT_KEY } from '../components/commerce/checkout/draft'
import { mainQueries } from '../queries/main'
import { memberQueries } from '../queries/member'
import { siteQueries } from '../queries/site'

/**
 * Sign-out's work, loaded when the member signs out (useMember().signOut): it is no part of any page's first
 * download. Clears every member field (the product spec: "Logout clears all member fields, sets the role to guest
 * and the favourite category to 01").
 */
export async function signOutAndForget(qc: QueryClient) {
  await getApi().member.logout()
  qc.setQueryData(memberQueries.info().queryKey, null)
  // Everything but the member, the site settings and the home page's (nothing personal in those).
  const keep = new Set<unknown>([memberQueries.all[0], siteQueries.all[0], mainQueries.all[0]])
  qc.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) })
  try {
    sessionStorage.removeItem('davich.dormant')
    sessionStorage.removeItem(DRAFT_KEY) // the order sheet's entries (name, phone, address) are the member's
    localStorage.setItem('davich.favGoodsType', '01')
  } catch {
    /* storage unavailable */
  }
}
