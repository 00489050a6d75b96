import { Hono } from 'hono'
import { searchProductQuery, searchTypesQuery, suggestQuery } from '../../shared/schemas/search'
import { SEARCH_PAGE, searchSizeFromParam } from '../../shared/rules'
import { recordSearch, searchProducts, searchRankings, searchTypeCounts, suggest } from '../db/search'
import type { AppEnv } from '../env'
import { ageSeconds, background, cachedJson, defaultCache, storeStamped } from '../edge/cache'
import { validate } from './validate'

/**
 * Completion answers are the same for everyone, and a few prefixes ('ㄷ', '다비', '선글' …) are most of the
 * typing: each is kept in the edge cache (caches.default, src/server/edge/cache.ts) for SUGGEST_CACHE_SECONDS,
 * so a popular prefix costs one index read per colo per window. Keyed by the validated seed only.
 */
export const SUGGEST_CACHE_SECONDS = 30
const suggestCacheKey = (seed: string) => `https://search-cache.davich.internal/suggest?seed=${encodeURIComponent(seed)}`

/** /v1/front/search/*: popular keywords, autocomplete, goods search (20, +20, up to 500). */
export const searchApi = new Hono<AppEnv>()
  .get('/total/rankings', async (c) => c.json(await searchRankings(c.env.DB)))
  .get('/suggest/completion', validate('query', suggestQuery), async (c) => {
    const { seed } = c.req.valid('query')
    const cache = defaultCache()
    const key = suggestCacheKey(seed)
    // `Cache-Control: no-cache` from the caller reads the index (the scale benchmark measures both paths).
    const revalidate = /no-cache/.test(c.req.header('cache-control') ?? '')
    const hit = cache && !revalidate ? await cache.match(key) : undefined
    if (hit && ageSeconds(hit) < SUGGEST_CACHE_SECONDS) {
      const out = cachedJson<Awaited<ReturnType<typeof suggest>>>(hit, 'HIT')
      out.headers.set('cache-control', `public, max-age=0, s-maxage=${SUGGEST_CACHE_SECONDS}`)
      return out
    }
    const res = c.json(await suggest(c.env.DB, seed))
    res.headers.set('cache-control', `public, max-age=0, s-maxage=${SUGGEST_CACHE_SECONDS}`)
    if (cache) background(c, storeStamped(cache, key, res.clone(), SUGGEST_CACHE_SECONDS))
    res.headers.set('x-edge-cache', 'MISS')
    return res
  })
  // The results' type filter: per goods type, how many goods the word matches (read after the first results).
  .get('/product/types', validate('query', searchTypesQuery), async (c) =>
    c.json(await searchTypeCounts(c.env.DB, c.req.valid('query').searchWord)),
  )
  .get('/product', validate('query', searchProductQuery), async (c) => {
    const { searchWord, size, sort, category } = c.req.valid('query')
    const now = new Date()
    const pageSize = searchSizeFromParam(size ?? SEARCH_PAGE.first)
    const answer = await searchProducts(c.env.DB, searchWord, pageSize, now, { sort, category })
    // Count the search once (first page as searched, with results), in the background and batched (recordSearch).
    if (pageSize === SEARCH_PAGE.first && !sort && !category && answer.total > 0) {
      const flush = recordSearch(c.env.DB, searchWord, now)
      if (flush) background(c, flush)
    }
    return c.json(answer)
  })
