import { QueryClient } from '@tanstack/react-query'
import { createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { routeTree } from './routeTree.gen'

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
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface StaticDataRouteOption {
    /** Layout of the page: default, appnative, customercenter, mypage, paymentcomplete, empty. */
    layout?: 'default' | 'appnative' | 'customercenter' | 'mypage' | 'paymentcomplete' | 'empty'
    /** Mobile header title of the route. */
    title?: string
    /** Show the logo in the mobile header (main and terms pages only). */
    logo?: boolean
  }
}
