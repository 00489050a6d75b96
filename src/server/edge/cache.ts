import type { Context, TypedResponse } from 'hono'

/**
 * The pieces every edge cache here shares (Workers Cache API, caches.default): the cache itself, entries
 * stamped with the time they were stored (freshness is ours to judge, so a stale entry can still be served
 * while it is refreshed), and work that runs after the answer.
 */
const STORED_AT = 'x-edge-cache-stored-at'

/** caches.default on the edge and in workerd; null where there is none (then nothing is cached). */
export function defaultCache(): Cache | null {
  return typeof caches !== 'undefined' && 'default' in caches ? (caches as unknown as { default: Cache }).default : null
}

/** Runs a promise after the answer: ctx.waitUntil on the edge; in-process calls (SSR loaders) just let it run. */
export function background(c: Context, p: Promise<unknown>) {
  const guarded = p.catch((err: Error) => console.error(JSON.stringify({ level: 'warn', message: `background: ${err.message}` })))
  try {
    c.executionCtx.waitUntil(guarded)
  } catch {
    // no ExecutionContext (in-process API call): the promise keeps running on its own
  }
}

const refreshing = new Set<string>()
/**
 * Stale-while-revalidate: runs `refresh` after the answer, unless this isolate is refreshing `key` already —
 * one background refresh per stale entry, not one per request that finds it stale.
 */
export function refreshInBackground(c: Context, key: string, refresh: () => Promise<unknown>) {
  if (refreshing.has(key)) return
  refreshing.add(key)
  background(
    c,
    Promise.resolve()
      .then(refresh)
      .finally(() => refreshing.delete(key)),
  )
}

/** Stores `res` under `key`, stamped with now, kept by the cache for `keepSeconds` (fresh + stale). */
export async function storeStamped(cache: Cache, key: string, res: Response, keepSeconds: number, headers: Record<string, string> = {}) {
  // Read whole before it is stored: a body that fails on the way is not stored, nor an empty one — stored, an empty
  // 200 was served as the answer for the entry's whole life (the front door's data: /main without its sections).
  const body = await res.arrayBuffer()
  if (!body.byteLength) throw new Error(`empty body, not cached: ${key}`)
  const copy = new Response(body, res)
  copy.headers.set(STORED_AT, String(Date.now()))
  for (const [k, v] of Object.entries(headers)) copy.headers.set(k, v)
  copy.headers.set('cache-control', `public, max-age=${keepSeconds}`)
  await cache.put(key, copy)
}

/** Seconds since a stamped entry was stored. */
export function ageSeconds(hit: Response): number {
  return (Date.now() - Number(hit.headers.get(STORED_AT) ?? 0)) / 1000
}

/** A stored entry as an answer: a mutable copy without the stamp and the cache's own cache-control. */
export function fromCache(hit: Response, state: 'HIT' | 'STALE', drop: string[] = []): Response {
  const out = new Response(hit.body, hit)
  for (const h of [STORED_AT, 'cache-control', ...drop]) out.headers.delete(h)
  out.headers.set('x-edge-cache', state)
  return out
}

/**
 * A stored entry of a JSON route, typed as that route's own `c.json(...)` answer (its body IS an earlier answer of
 * the route), so the route's answer type stays checked against the client's (tests/types/contract.ts).
 */
export const cachedJson = <T>(hit: Response, state: 'HIT' | 'STALE') => fromCache(hit, state) as Response & TypedResponse<T, 200, 'json'>
