import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { mainQueries } from '../queries/main'
import { memberQueries } from '../queries/member'
import { siteQueries } from '../queries/site'
import { getApi } from '../api'

/** The signed-in member (null for guests) plus sign-out that clears every member field (the product spec: "Logout clears all member
 * fields, sets the role to guest and the favourite category to 01"). */
export function useMember() {
  const qc = useQueryClient()
  const router = useRouter()
  const q = useQuery(memberQueries.info())
  const signOut = useCallback(async () => {
    await getApi().member.logout()
    qc.setQueryData(memberQueries.info().queryKey, null)
    // Everything but the member, the site settings and the home page's (nothing personal in those).
    const keep = new Set<unknown>([memberQueries.all[0], siteQueries.all[0], mainQueries.all[0]])
    qc.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) })
    try {
      sessionStorage.removeItem('davich.dormant')
      localStorage.setItem('davich.favGoodsType', '01')
    } catch {
      /* storage unavailable */
    }
    // The routes' context.member (resolved by the root's beforeLoad) follows: a section page shows its sign-in card.
    await router.invalidate()
  }, [qc, router])
  return { member: q.data ?? null, loading: q.isPending, signOut, role: q.data?.authRole ?? 'ROLE_GUEST' }
}
