import type { ExecutionContext, Hono, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { ageSeconds, background, defaultCache, fromCache, refreshInBackground, storeStamped } from '../edge/cache'
import { pageVersion } from '../db/campaigns'

/**
 * Edge cache of the main-page calls (Workers Cache API, caches.default): fresh for 60 s, then served
 * stale for up to 5 more minutes while one background request refreshes it (stale-while-revalidate via
 * ctx.waitUntil, src/server/edge/cache.ts). The key is the path plus the known parameters (goodsType — defaulted to 01 —, keyword,
 * keywordNo) and the front door's page version (a console write bumps it) so unknown parameters cannot split or poison
 * it and a change is served at once. Only 200 answers of calls that carry no
 * member data are cached; /v1/front/main/seo (memberSEO) is never cached.
 */
export const MAIN_CACHE_FRESH_SECONDS = 60
export const MAIN_CACHE_STALE_SECONDS = 300
const CACHEABLE = new Set([
  '/v1/front/main/page',
  '/v1/front/main/banner/main',
  '/v1/front/main/topbanner',
  '/v1/front/main/page/keyword/goodslist',
])
const REFRESH_HEADER = 'x-main-cache-refresh'

export function mainCacheKey(url: URL, version = 0): string {
  const params = new URLSearchParams()
  params.set('goodsType', url.searchParams.get('goodsType') || '01')
  for (const k of ['keyword', 'keywordNo']) {
    const v = url.searchParams.get(k)
    if (v) params.set(k, v)
  }
  params.set('__v', String(version))
  return `https://main-cache.davich.internal${url.pathname}?${params.toString()}`
}

function answer(res: Response, state: 'HIT' | 'STALE' | 'MISS'): Response {
  const out = state === 'MISS' ? new Response(res.body, res) : fromCache(res, state)
  out.headers.set('x-edge-cache', state)
  out.headers.set('cache-control', `public, max-age=0, s-maxage=${MAIN_CACHE_FRESH_SECONDS}`)
  return out
}

/** Middleware for the API app: `api.use('/v1/front/main/*', mainEdgeCache(() => api))`. */
export function mainEdgeCache(getApp: () => Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cache = defaultCache()
    if (!cache || c.req.method !== 'GET' || !CACHEABLE.has(c.req.path)) return next()
    const url = new URL(c.req.url)
    // The front door's version (page_versions 'main'): a console write to what /main shows is served at once.
    const version = (await pageVersion(c.env.DB, 'main').catch(() => null))?.version ?? 0
    const key = mainCacheKey(url, version)
    if (!c.req.header(REFRESH_HEADER)) {
      const hit = await cache.match(key)
      if (hit) {
        if (ageSeconds(hit) < MAIN_CACHE_FRESH_SECONDS) return answer(hit, 'HIT')
        let ctx: ExecutionContext | undefined
        try {
          ctx = c.executionCtx
        } catch {
          ctx = undefined
        }
        refreshInBackground(c, key, async () => getApp().fetch(new Request(url, { headers: { [REFRESH_HEADER]: '1' } }), c.env, ctx))
        return answer(hit, 'STALE')
      }
    }
    await next()
    if (c.res.status !== 200) return
    const [forCache, forClient] = [c.res.clone(), c.res]
    background(c, storeStamped(cache, key, forCache, MAIN_CACHE_FRESH_SECONDS + MAIN_CACHE_STALE_SECONDS))
    c.res = answer(forClient, 'MISS')
  }
}
