import { queryOptions } from '@tanstack/react-query'
import type { MemberInfo } from '~/shared/api/member-types'
import { getApi } from '../api'

export const memberQueries = {
  /** The signed-in member, or null for a guest (401 is not an error here). */
  info: () =>
    queryOptions({
      queryKey: ['member', 'info'],
      queryFn: async (): Promise<MemberInfo | null> => {
        const r = await getApi().member.info()
        return r.ok ? r.data : null
      },
      staleTime: 60_000,
    }),
}
