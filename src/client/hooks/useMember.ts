import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { memberQueries } from '../queries/member'

/** The signed-in member (null for guests) plus sign-out that clears every member field (the product spec: "Logout clears all member
 * fields, sets the role to guest and the favourite category to 01"). */
export function useMember() {
  const qc = useQueryClient()
  const router = useRouter()
  const q = useQuery(memberQueries.info())
  const signOut = useCallback(async () => {
    const { signOutAndForget } = await import('./sign-out')
    await signOutAndForget(qc)
    // The routes' context.member (resolved by the root's beforeLoad) follows: a section page shows its sign-in card.
    await router.invalidate()
  }, [qc, router])
  return { member: q.data ?? null, loading: q.isPending, signOut, role: q.data?.authRole ?? 'ROLE_GUEST' }
}
