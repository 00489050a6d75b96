import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { OG_IMAGE, isOgSource, ogHash } from '~/shared/og-image'
import { hitRateLimit, type RateLimit } from '../db/rate-limit'
import { background, defaultCache } from './cache'

const YEAR = 31_536_000
/** Share images of members' own content: a crawler or the edge may keep one this long (seconds), never immutable. */
export const PERSONAL_MAX_AGE = 300

/** Sources that are a member's own content (served by the API, revocable): share cards, review and vote photos. */
export const isPersonalOgSource = (src: string) => src.startsWith('/api/')
const MAX_SOURCE_BYTES = 3 * 1024 * 1024

/**
 * Renders (edge-cache misses) per client IP: resvg is CPU-heavy, and every valid source has its own URL, so a
 * client walking the catalogue's images could keep a Worker busy. Cached images are never limited; a link
 * preview crawler fetches one image per shared page, far below this.
 */
export const OG_RENDER_LIMIT: RateLimit = { bucket: 'og-render', max: 30, windowSeconds: 60 }

/** Fetches a same-origin source image through the Worker itself (no network hop). */
export type SourceFetcher = (c: Context<AppEnv>, path: string) => Response | Promise<Response>

/**
 * GET /og/<hash>.png?src=<same-origin image path>: the raster share image (1200×630 PNG) of a page's image,
 * for link previews that cannot draw SVG (KakaoTalk, Naver, Facebook, X). The hash must be the one
 * `ogImagePath` (src/shared/og-image.ts) gives that source, so every image has exactly one URL and nothing
 * else fills the cache. Rendered once (resvg-wasm, src/server/og, loaded on first use), then served from the
 * edge cache; immutable for a year — except a member's own content (isPersonalOgSource), whose source is checked as
 * visible on every request (one indexed read; the catalogue's images need none) and which is cached for minutes. Renders (not cache hits) are rate limited per client IP (OG_RENDER_LIMIT):
 * over it, 429 with Retry-After.
 */
export function ogImageRoute(fetchSource: SourceFetcher) {
  return async (c: Context<AppEnv>) => {
    const hash = /^([0-9a-z]{1,16})\.png$/.exec(c.req.param('file') ?? '')?.[1]
    const src = c.req.query('src') ?? ''
    if (!hash || !isOgSource(src) || hash !== ogHash(src)) return c.text('Not Found', 404)

    const cache = defaultCache()
    const key = new URL(c.req.url)
    key.search = `?src=${encodeURIComponent(src)}`
    // A member's own content (a face-code share card, a review or vote photo: sources under /api/) is served only
    // while its source still is: checked before the cache, so a revoke, hide or delete answers 404 at once.
    const personal = isPersonalOgSource(src)
    let checked: Response | null = null
    if (personal) {
      checked = await fetchSource(c, src)
      if (!checked.ok) {
        await checked.body?.cancel()
        return c.text('Not Found', 404, { 'cache-control': 'no-store' })
      }
    }
    const hit = await cache?.match(key.toString())
    if (hit) {
      await checked?.body?.cancel()
      const out = new Response(hit.body, hit)
      out.headers.set('x-edge-cache', 'HIT')
      return out
    }

    const ip = c.req.header('cf-connecting-ip') ?? 'unknown'
    const slot = await hitRateLimit(c.env.DB, OG_RENDER_LIMIT, ip)
    if (!slot.ok) {
      return c.text('공유 이미지 요청이 너무 많아요. 잠시 후 다시 시도해 주세요.', 429, {
        'retry-after': String(slot.retryAfter),
        'cache-control': 'no-store',
      })
    }

    const source = checked ?? (await fetchSource(c, src))
    const type = source.headers.get('content-type') ?? ''
    const length = Number(source.headers.get('content-length') ?? 0)
    if (!source.ok || !/^image\/(svg\+xml|png|jpeg)/i.test(type) || length > MAX_SOURCE_BYTES) {
      await source.body?.cancel()
      return c.text('Not Found', 404)
    }
    const bytes = new Uint8Array(await source.arrayBuffer())
    if (bytes.length > MAX_SOURCE_BYTES) return c.text('Not Found', 404)
    const { renderSharePng } = await import('../og/render')
    const rendered = await renderSharePng({ type, bytes })
    if (!rendered) return c.text('Not Found', 404)
    const png = new Uint8Array(rendered) // a plain ArrayBuffer-backed copy for the Response body

    const headers = {
      'content-type': OG_IMAGE.type,
      // Catalogue images are immutable by URL; nothing personal is kept for long (or as immutable) anywhere.
      'cache-control': personal ? `public, max-age=${PERSONAL_MAX_AGE}` : `public, max-age=${YEAR}, immutable`,
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
    }
    if (cache) background(c, cache.put(key.toString(), new Response(png.slice(), { headers })))
    return new Response(png, { headers: { ...headers, 'x-edge-cache': 'MISS' } })
  }
}
