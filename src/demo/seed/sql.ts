/** Seed → SQL: multi-row INSERTs in dependency order, sized for `wrangler d1 execute --file`. */
import type { SeedData, SeedTableName } from '../../server/db/rows'

/** Parents before children (foreign keys); DELETE in the reverse order. */
export const SEED_TABLE_ORDER: readonly SeedTableName[] = [
  'site_info',
  'gnb_menus',
  'seo_settings',
  'redirects',
  'brands',
  'categories',
  'goods_icons',
  'goods',
  'goods_images',
  'goods_items',
  'goods_icon_map',
  'goods_attrs',
  'banners',
  'popups',
  'collections',
  'collection_goods',
  'promotions',
  'promotion_goods',
  'events',
  'keyword_groups',
  'keyword_goods',
  'time_deals',
  'age_rankings',
  'style_votes',
  'style_vote_options',
  'notices',
  'stores',
  'store_hours',
  'store_holidays',
  'members',
  'sessions',
]

/** One SQL literal: NULL, a number, 1/0 for booleans, or a single-quoted string with '' escaping. */
export function sqlLiteral(v: unknown): string {
  if (v === null || v === undefined) return 'NULL'
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new RangeError(`not a finite number: ${v}`)
    return String(v)
  }
  if (typeof v === 'bigint') return v.toString()
  if (typeof v === 'boolean') return v ? '1' : '0'
  if (typeof v === 'string') {
    if (v.includes('\u0000')) throw new RangeError('NUL character in SQL string')
    return `'${v.replace(/'/g, "''")}'`
  }
  throw new TypeError(`cannot write ${typeof v} as SQL`)
}

const utf8 = new TextEncoder()

export type SeedToSqlOptions = {
  /** Rows per INSERT (default 50). */
  maxRows?: number
  /** Bytes per statement (default 90,000; D1 caps a statement at 100 KB). */
  maxBytes?: number
  /** Prepend DELETE FROM every table (children first). */
  deleteFirst?: boolean
}

/** INSERT statements of one table, each ending in ';'. Every row must have the same keys. */
export function tableToSql(table: string, rows: ReadonlyArray<object>, opts: SeedToSqlOptions = {}): string[] {
  if (rows.length === 0) return []
  const maxRows = opts.maxRows ?? 50
  const maxBytes = opts.maxBytes ?? 90_000
  const cols = Object.keys(rows[0])
  const head = `INSERT INTO ${table} (${cols.join(', ')}) VALUES\n`
  const out: string[] = []
  let batch: string[] = []
  let bytes = utf8.encode(head).length
  const flush = () => {
    if (batch.length) out.push(`${head}${batch.join(',\n')};`)
    batch = []
    bytes = utf8.encode(head).length
  }
  for (const row of rows) {
    const rec = row as Record<string, unknown>
    const keys = Object.keys(rec)
    if (keys.length !== cols.length || keys.some((k, i) => k !== cols[i]))
      throw new Error(`${table}: every row must have the columns ${cols.join(', ')}`)
    const tuple = `(${cols.map((c) => sqlLiteral(rec[c])).join(', ')})`
    const size = utf8.encode(tuple).length + 2
    if (batch.length >= maxRows || (batch.length > 0 && bytes + size > maxBytes)) flush()
    batch.push(tuple)
    bytes += size
  }
  flush()
  return out
}

/** The whole seed as SQL statements in SEED_TABLE_ORDER. */
export function seedToSql(seed: SeedData, opts: SeedToSqlOptions = {}): string[] {
  const out: string[] = []
  if (opts.deleteFirst) for (const t of [...SEED_TABLE_ORDER].reverse()) out.push(`DELETE FROM ${t};`)
  for (const t of SEED_TABLE_ORDER) out.push(...tableToSql(t, seed[t], opts))
  return out
}

/** Row counts per table (for summaries). */
export function seedCounts(seed: SeedData): Record<SeedTableName, number> {
  const out = {} as Record<SeedTableName, number>
  for (const t of SEED_TABLE_ORDER) out[t] = seed[t].length
  return out
}
