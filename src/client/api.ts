import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest, getRequestHeaders } from '@tanstack/react-start/server'
import { env, waitUntil } from 'cloudflare:workers'
import { createApiClient } from '~/shared/api/client'
import { endpoints, type Endpoints } from '~/shared/api/endpoints'
import { lazyEndpoints } from '~/shared/api/lazy'
import { createApi } from '~/server/api'
import type { RenderSessions } from '~/server/auth/session'
import type { Env } from '~/server/env'
import { CART_COOKIE, D1_BOOKMARK_COOKIE } from '~/server/cookie-names'

/**
 * The API for loaders and components. On the server: the Hono API in-process (no network hop), with
 * the incoming request's bearer token and kiosk code; with API_BASE_URL set, that external backend.
 * In the browser: the same paths over HTTP (./api-browser.ts), loaded with the first call.
 */
let serverApi: ReturnType<typeof createApi> | undefined

const cartCookie = (cookies: string | null) => {
  const v = new RegExp(`(?:^|;\\s*)${CART_COOKIE}=([^;]+)`).exec(cookies ?? '')?.[1]
  return v ? `${CART_COOKIE}=${v}` : undefined
}

/**
 * The execution context of an in-process call: its background work (the main-data cache storing an answer or
 * refreshing a stale one, edge/cache.ts; the rankings' recompute) is registered with the page request's
 * waitUntil. Without one it ran unregistered, which the runtime may cancel once the page's answer is done.
 */
const renderCtx = new WeakMap<Request, ExecutionContext>()
function inProcessCtx(page: Request): ExecutionContext {
  let ctx = renderCtx.get(page)
  if (!ctx) {
    // The render's session memo (auth/session.ts): its calls look the page's token up once between them.
    const props = { renderSessions: new Map() satisfies RenderSessions }
    ctx = { waitUntil, passThroughOnException() {}, props } as unknown as ExecutionContext
    renderCtx.set(page, ctx)
  }
  return ctx
}

export const getApi = createIsomorphicFn()
  .server((): Endpoints => {
    const e = env as unknown as Env
    const incoming = getRequestHeaders()
    const getHeaders = () => ({
      authorization: incoming.get('authorization') ?? undefined,
      'x-store-code': incoming.get('x-store-code') ?? undefined,
      'x-request-id': incoming.get('x-request-id') ?? undefined,
      // The D1 bookmark of this browser's last write, so the page reads its own writes (api/d1-session.ts).
      'x-d1-bookmark': new RegExp(`(?:^|;\\s*)${D1_BOOKMARK_COOKIE}=([^;]+)`).exec(incoming.get('cookie') ?? '')?.[1],
      // A guest's cart: the server-rendered cart and order sheet read it (and merge it into a member's just signed in).
      cookie: cartCookie(incoming.get('cookie')),
    })
    if (e.API_BASE_URL) return endpoints(createApiClient({ baseURL: e.API_BASE_URL, getHeaders }))
    serverApi ??= createApi()
    const app = serverApi
    const ctx = inProcessCtx(getRequest())
    return endpoints(
      createApiClient({
        baseURL: 'http://in-process',
        getHeaders,
        fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), e, ctx)),
      }),
    )
  })
  .client((): Endpoints => (browser ??= lazyEndpoints<Endpoints>(() => import('./api-browser').then((m) => m.browserEndpoints()))))

let browser: Endpoints | undefined
