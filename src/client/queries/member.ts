import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { MemberInfo } from '~/shared/api/member-types'
import { ApiCallError } from '~/shared/api/result'
import { getApi } from '../api'

/** A member's info is refreshed after a minute (a session revoked elsewhere shows up on the next page). */
const MEMBER_STALE_MS = 60_000

export const memberQueries = {
  /** Every member query (sign-in refreshes them). */
  all: ['member'] as const,
  /**
   * The signed-in member, or null for a guest (a 401 is the answer "guest", not an error; any other failure
   * is an error and is asked again later).
   *
   * A guest is a guest until a sign-in flow invalidates ['member']: the null resolved by the root loader on
   * the server (in-process, the request's own cookie) is hydrated and never re-asked by the browser. That
   * keeps a guest's console clean even on the edge-cached home page, whose HTML may be minutes old — the
   * page cache only ever stores and serves pages of requests without a session cookie, so its null is true
   * for whoever receives it. Sign-in (SigninForm, OAuthCallback) invalidates ['member']; sign-out sets null.
   */
  info: () =>
    queryOptions({
      queryKey: ['member', 'info'],
      queryFn: async (): Promise<MemberInfo | null> => {
        const r = await getApi().member.info()
        if (r.ok) return r.data
        if (r.status === 401) return null
        throw new ApiCallError(r.error)
      },
      staleTime: (query) => (query.state.data === null ? Infinity : MEMBER_STALE_MS),
    }),
}

/**
 * For loaders and guards: the signed-in member, or null for a guest — and null when the member call fails, so
 * a failing member service renders the page as for a guest instead of an error page (the failed query is
 * hydrated as an error and the browser asks again).
 */
export const currentMember = (queryClient: QueryClient): Promise<MemberInfo | null> =>
  queryClient.ensureQueryData(memberQueries.info()).catch(() => null)
