import type { D1Database } from '@cloudflare/workers-types'
import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { DEFAULT_STORE_CODE } from '../../shared/rules'
import { SESSION_COOKIE, STORE_CODE_COOKIE } from '../cookie-names'
import { redirectRows } from '../db/site'
import { kakaoJsKey, type AppEnv } from '../env'
import { buildCsp, newNonce, permissionsPolicy } from './csp'
import { hydrateAfterFirstPaint } from './hydrate-after-paint'
import { marketingConfig } from '~/shared/marketing'
import { SHELL_GOODS_TYPE_HEADER } from '~/shared/main-page'
import { memberGuards } from './guards'
import { isMemberPage } from './paths'

/** Edge layer: runs first on every request that reaches the Worker (static assets are served before it). */

// ---- redirects: the data-driven legacy table, cached per isolate for a minute ('/' itself serves the home page) ----
let redirectCache: { at: number; map: Map<string, { to: string; status: number }> } | null = null
const REDIRECT_TTL_MS = 60_000

async function redirectTable(db: D1Database) {
  if (redirectCache && Date.now() - redirectCache.at < REDIRECT_TTL_MS) return redirectCache.map
  const results = await redirectRows(db)
  redirectCache = { at: Date.now(), map: new Map(results.map((r) => [r.from_path, { to: r.to_path, status: r.status }])) }
  return redirectCache.map
}

export const redirects: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url)
  if (c.req.method === 'GET' && !url.pathname.startsWith('/v1/') && !url.pathname.startsWith('/api/')) {
    const hit = (await redirectTable(c.env.DB)).get(url.pathname)
    if (hit) return c.redirect(hit.to + url.search, hit.status as 301 | 302)
  }
  await next()
}

// ---- token cookie → Authorization: Bearer (only when the header is absent) + CSRF ----
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A browser request from this origin (Sec-Fetch-Site or Origin), or a non-browser client sending neither. */
export function isSameOriginRequest(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site')
  if (site) return site === 'same-origin' || site === 'none'
  const origin = req.headers.get('origin')
  if (origin) return origin === new URL(req.url).origin
  return true
}

/** A browser request that proves it comes from this origin: Sec-Fetch-Site same-origin, or an Origin of ours. */
export function provesSameOrigin(req: Request): boolean {
  if (req.headers.get('sec-fetch-site') === 'same-origin') return true
  return req.headers.get('origin') === new URL(req.url).origin
}

/**
 * The session cookie authenticates a state change only when the request proves it comes from this origin
 * (provesSameOrigin): a POST/PUT/PATCH/DELETE carrying it cross-site, or with neither Origin nor Sec-Fetch-Site,
 * is refused (403). SameSite=Strict already keeps the cookie off cross-site requests; this is the second lock.
 * Provider callbacks (form_post) carry no cookie; API clients send Authorization, not the cookie.
 */
export const cookieToBearer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE)
  if (token && !SAFE_METHODS.has(c.req.method) && !provesSameOrigin(c.req.raw)) {
    return c.json(
      { status: 403, errors: [{ field: 'origin', reason: '허용되지 않은 요청입니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.' }] },
      403,
    )
  }
  if (!c.req.header('authorization') && token && /^[A-Za-z0-9_-]{20,100}$/.test(token)) {
    const headers = new Headers(c.req.raw.headers)
    headers.set('authorization', `Bearer ${token}`)
    c.req.raw = new Request(c.req.raw, { headers })
  }
  await next()
}

// ---- kiosk store code: x-store-code header (the client sends it from local storage) or storeCode cookie ----
export const kioskStoreCode: MiddlewareHandler<AppEnv> = async (c, next) => {
  const raw = c.req.header('x-store-code') ?? getCookie(c, STORE_CODE_COOKIE) ?? DEFAULT_STORE_CODE
  c.set('storeCode', /^[A-Za-z0-9]{1,10}$/.test(raw) ? raw : DEFAULT_STORE_CODE)
  await next()
}

// ---- security headers (HSTS, CSP per page with a nonce, nosniff, referrer policy) and member-page no-store ----
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = newNonce()
  // The nonce reaches TanStack Start's SSR through a request header (read in src/router.tsx).
  const headers = new Headers(c.req.raw.headers)
  headers.set('x-csp-nonce', nonce)
  // Only the edge's own member-shell renders carry it (src/server/edge/page-cache.ts), never a request from outside.
  headers.delete(SHELL_GOODS_TYPE_HEADER)
  c.req.raw = new Request(c.req.raw, { headers })
  await next()
  const path = new URL(c.req.url).pathname
  const h = c.res.headers
  h.set('X-Request-Id', c.get('requestId'))
  h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  h.set('X-Content-Type-Options', 'nosniff')
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  h.set('X-Frame-Options', 'SAMEORIGIN')
  h.set('Permissions-Policy', permissionsPolicy(path))
  if ((h.get('content-type') ?? '').includes('text/html')) {
    h.set('Content-Security-Policy', buildCsp(path, nonce, { marketing: marketingConfig(c.env), kakaoShare: !!kakaoJsKey(c.env) }))
  }
  if (isMemberPage(path) || c.req.header('authorization')) h.set('Cache-Control', 'no-store')
  // Last, with the headers set: a new Response carrying them, its body rewritten as it streams.
  c.res = hydrateAfterFirstPaint(c.res, nonce, c.get('requestId'))
}

/**
 * Guards (auth middleware for my-page manageorder/myactivity, the ROLE_STORE block and the my-page →
 * /mypagestore redirect) are added here by the membership issue; they run after the token is known.
 */
export const guards: MiddlewareHandler<AppEnv>[] = [...memberGuards]
