import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { isbot } from 'isbot'
import { CART_COOKIE, SESSION_COOKIE, STORE_CODE_COOKIE } from '../cookie-names'
import type { AppEnv } from '../env'
import { ageSeconds, background, defaultCache, fromCache, refreshInBackground, storeStamped } from './cache'
import { newNonce } from './csp'

/**
 * Edge cache of the front door's HTML for guests (Workers Cache API, caches.default): `/` and `/main`
 * (optionally ?goodsType=01…05) are rendered once and served to every guest for 30 s, then served stale
 * for up to 5 more minutes while one background render refreshes them. The page data is cached too
 * (api/main-cache.ts); this saves the render and the serialization, which are most of the page's cost.
 *
 * Nothing personal is cached: a request with a session, a guest cart, a kiosk store code or an
 * Authorization header is rendered for itself, and only complete 200 HTML answers without Set-Cookie are
 * stored. Each answer gets this request's CSP nonce (the stored one is rewritten with HTMLRewriter), so a
 * cached page never reuses a nonce. Crawlers get their own entry (the fully rendered page, not the
 * streamed one), and the key carries the build, so a deployment never serves HTML that points at assets
 * it no longer has.
 */
export const PAGE_CACHE_FRESH_SECONDS = 30
export const PAGE_CACHE_STALE_SECONDS = 300
const PAGES = new Set(['/', '/main'])
const GOODS_TYPE = /^0[1-5]$/
const CACHED_NONCE = 'x-page-cache-nonce'
declare const __BUILD_ID__: string | undefined
const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'

/** The cache key of a guest request for a cacheable page, or null when the request must be rendered for itself. */
export function pageCacheKey(req: Request, cookies: Record<string, string>): string | null {
  if (req.method !== 'GET') return null
  const url = new URL(req.url)
  if (!PAGES.has(url.pathname)) return null
  const params = [...url.searchParams]
  if (params.length > 1 || (params.length === 1 && (params[0]![0] !== 'goodsType' || !GOODS_TYPE.test(params[0]![1])))) return null
  if (cookies[SESSION_COOKIE] || cookies[CART_COOKIE] || cookies[STORE_CODE_COOKIE]) return null
  if (req.headers.get('authorization') || req.headers.get('x-store-code')) return null
  const agent = isbot(req.headers.get('user-agent') ?? '') ? 'bot' : 'browser'
  return `https://page-cache.davich.internal/${BUILD_ID}/${agent}/${url.host}${url.pathname}${url.search}`
}

/** The stored page with this request's nonce in place of the one it was rendered with. */
function withNonce(hit: Response, nonce: string, state: 'HIT' | 'STALE'): Response {
  return new HTMLRewriter()
    .on('[nonce]', { element: (e) => void e.setAttribute('nonce', nonce) })
    .on('meta[property="csp-nonce"]', { element: (e) => void e.setAttribute('content', nonce) })
    .transform(fromCache(hit, state, [CACHED_NONCE]))
}

function storable(res: Response): boolean {
  return res.status === 200 && !res.headers.has('set-cookie') && (res.headers.get('content-type') ?? '').includes('text/html') && !!res.body
}

const store = (cache: Cache, key: string, res: Response, nonce: string) =>
  storeStamped(cache, key, res, PAGE_CACHE_FRESH_SECONDS + PAGE_CACHE_STALE_SECONDS, { [CACHED_NONCE]: nonce })

/** Renders the page through `render`, or answers it from the edge cache when it is a guest's front-door page. */
export async function cachedPage(c: Context<AppEnv>, render: (req: Request) => Promise<Response>): Promise<Response> {
  const cache = defaultCache()
  const key = cache ? pageCacheKey(c.req.raw, getCookie(c)) : null
  const nonce = c.req.header('x-csp-nonce') ?? ''
  if (!cache || !key || !nonce) return render(c.req.raw)
  const hit = await cache.match(key)
  if (hit) {
    const stale = ageSeconds(hit) >= PAGE_CACHE_FRESH_SECONDS
    if (stale) {
      // Answer the stale page now; render a fresh copy after the answer (with its own nonce, rewritten on use).
      const refreshNonce = newNonce()
      const headers = new Headers(c.req.raw.headers)
      headers.set('x-csp-nonce', refreshNonce)
      refreshInBackground(c, key, () =>
        render(new Request(c.req.raw, { headers })).then((res) => (storable(res) ? store(cache, key, res, refreshNonce) : res.body?.cancel())),
      )
    }
    return withNonce(hit, nonce, stale ? 'STALE' : 'HIT')
  }
  const res = await render(c.req.raw)
  if (!storable(res)) return res
  const [forCache, forClient] = res.body!.tee()
  background(c, store(cache, key, new Response(forCache, res), nonce))
  const out = new Response(forClient, res)
  out.headers.set('x-edge-cache', 'MISS')
  return out
}
