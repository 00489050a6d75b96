/**
 * Search index keys for the seeded catalogue (migration 0061). Loading the goods makes their index rows through
 * triggers with the keys pending; these statements fill the keys of every goods name and search text at once
 * (computed here with the same matchKeys the Worker uses), so a 20,000-goods seed needs no first-request
 * catch-up. Rows they miss (brands, categories, keywords) stay pending and the Worker keys them on first read.
 */
import { matchKeys } from '../../shared/search/hangul'
import type { SeedData } from '../../server/db/rows'
import { sqlLiteral } from './sql'

/** D1 refuses statements over 100 KB: rows are grouped up to this many characters (Hangul is 3 bytes each). */
const MAX_STATEMENT = 25_000

export function searchIndexSeedSql(seed: SeedData): string[] {
  const texts = new Set<string>()
  for (const g of seed.goods) {
    texts.add(g.goods_nm)
    texts.add(g.search_text)
  }
  const rows = [...texts].map((t) => {
    const k = matchKeys(t)
    return `(${[t, k.compact, k.choseong, k.jamo].map(sqlLiteral).join(', ')})`
  })
  const out = ['CREATE TABLE IF NOT EXISTS search_seed_keys (text TEXT PRIMARY KEY, c TEXT, cho TEXT, j TEXT);']
  let group: string[] = []
  let size = 0
  const flush = () => {
    if (group.length) out.push(`INSERT OR IGNORE INTO search_seed_keys (text, c, cho, j) VALUES ${group.join(', ')};`)
    group = []
    size = 0
  }
  for (const r of rows) {
    if (size + r.length > MAX_STATEMENT) flush()
    group.push(r)
    size += r.length + 2
  }
  flush()
  out.push(
    `UPDATE search_goods AS g SET name_c = n.c, name_cho = n.cho, name_j = n.j, extra_c = e.c, extra_cho = e.cho, extra_j = e.j, pending = 0
       FROM search_seed_keys AS n, search_seed_keys AS e WHERE g.pending = 1 AND n.text = g.name AND e.text = g.extra;`,
    `UPDATE search_terms AS t SET c = k.c, cho = k.cho, j = k.j, pending = 0 FROM search_seed_keys AS k WHERE t.pending = 1 AND k.text = t.text;`,
    'DROP TABLE search_seed_keys;',
  )
  return out
}
