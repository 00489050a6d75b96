import type { D1Database } from '@cloudflare/workers-types'

/**
 * Versions of groups of public pages (page_versions, migrations 0211/0221), part of their edge cache keys
 * (src/server/edge/page-cache.ts, src/server/api/main-cache.ts): 'main' (the front door and its page data),
 * 'catalogue' (the product lists), 'campaigns' (promotion pages), 'terms' (the /terms/* pages), 'support' (the customer
 * center's notices, FAQ and magazine; not edge-cached today, bumped so a cache added later keys by it). A console write that changes what a guest sees
 * puts this statement in its own batch, so the next request renders anew — no purge, no stale copy.
 */
export type PageScope = 'main' | 'catalogue' | 'campaigns' | 'terms' | 'support'

export const bumpPagesStmt = (db: D1Database, scopes: readonly PageScope[]) =>
  db.prepare('UPDATE page_versions SET version = version + 1 WHERE scope IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(scopes))

/** What a catalogue write (goods, price, time deal, brand, category, keyword shelf) changes: the front door and the lists. */
export const CATALOGUE_PAGES: readonly PageScope[] = ['main', 'catalogue']
