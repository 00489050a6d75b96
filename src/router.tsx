import { QueryClient } from '@tanstack/react-query'
import { createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { routeTree } from './routeTree.gen'
import { memberQueries } from '~/client/queries/member'
import { dibsQueries } from '~/client/queries/dibs'
import type { MemberInfo } from '~/shared/api/member-types'

/** The CSP nonce the edge made for this request (inline hydration scripts carry it). */
const cspNonce = createIsomorphicFn()
  .server(() => getRequestHeader('x-csp-nonce') ?? undefined)
  .client(() => undefined)

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Rarely shown: loaded when needed (the server renders them into the HTML all the same).
    defaultNotFoundComponent: lazyRouteComponent(() => import('~/client/components/NotFoundPage'), 'NotFoundPage'),
    defaultErrorComponent: lazyRouteComponent(() => import('~/client/components/RouteErrorPage'), 'RouteErrorPage'),
    ssr: { nonce: cspNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  seedMemberFromShell(queryClient)
  return router
}

/**
 * A member's home page served from the edge's guest shell (src/server/edge/page-cache.ts) carries the member in
 * `self.__davichMember`: put into the query cache before the router hydrates, stamped with the edge's time, so
 * the shell's dehydrated guest null (older) does not replace it and the header hydrates as the server wrote it.
 */
function seedMemberFromShell(queryClient: QueryClient) {
  if (typeof window === 'undefined') return
  const w = window as { __davichMember?: { member: MemberInfo; dibs?: string[]; at: number } }
  const seed = w.__davichMember
  if (!seed) return
  delete w.__davichMember
  queryClient.setQueryData(memberQueries.info().queryKey, seed.member, { updatedAt: seed.at })
  if (seed.dibs) queryClient.setQueryData(dibsQueries.mine().queryKey, seed.dibs, { updatedAt: seed.at })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface StaticDataRouteOption {
    /** Layout of the page: default, appnative, customercenter, mypage, paymentcomplete, empty; console = the head office's own frame (src/routes/admin/route.tsx). A section's layout route sets it once for its pages. */
    layout?: 'default' | 'appnative' | 'customercenter' | 'mypage' | 'paymentcomplete' | 'empty' | 'console'
    /** A page of a gated section (/mypage, /mypagestore) that guests may open: no sign-in card in its place. */
    guest?: boolean
    /** Mobile header title of the route. */
    title?: string
    /** Show the logo in the mobile header (main and terms pages only). */
    logo?: boolean
    /** The page's own chrome on phones: 'buy' = a pinned buy bar instead of the tab bar (product page); 'checkout' =
     *  no tab bar, footer, search or GNB (the order sheet keeps the shopper on paying). */
    chrome?: 'buy' | 'checkout'
  }
}
