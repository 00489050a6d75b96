import type { D1Database } from '@cloudflare/workers-types'
import type {
  SearchProductAnswer,
  SearchRankingsAnswer,
  SearchSuggestion,
  SearchTypesAnswer,
  SuggestAnswer,
} from '../../shared/api/search-types'
import type { SearchSort } from '../../shared/goods-types'
import { compact, isChoseongQuery, jamo, matchKeys, matchScore, searchWords } from '../../shared/search/hangul'
import { goodsCardsByQuery } from './goods'

// Search: popular keywords, autocomplete and goods search. Matching is Hangul-aware (initial consonants,
// spacing, half-typed syllables — src/shared/search/hangul.ts `matchScore`) over a search index kept at write
// time (migration 0061): search_terms (completion candidates, brand and category fields) and search_goods
// (displayed goods' name and search words), each with its keys (c compact, cho initial consonants, j jamo) and
// an FTS5 trigram table over the keys. A query reads only the rows whose keys contain it (FTS for 3+ characters,
// a B-tree range for prefixes) and is scored and ranked in SQL with the same tiers as matchScore, with a LIMIT.

const RANKING_SIZE = 10

export async function searchRankings(db: D1Database): Promise<SearchRankingsAnswer> {
  const { results } = await db
    .prepare('SELECT keyword, prev_rank, last_search_dttm FROM search_keywords ORDER BY search_count DESC, keyword LIMIT ?1')
    .bind(RANKING_SIZE)
    .all<{ keyword: string; prev_rank: number | null; last_search_dttm: string }>()
  return {
    rankings: results.map((r, i) => {
      const rank = i + 1
      const change = r.prev_rank == null ? 'new' : r.prev_rank > rank ? 'up' : r.prev_rank < rank ? 'down' : 'same'
      return { rank, keyword: r.keyword, change }
    }),
    updatedAt: results.reduce((a, r) => (r.last_search_dttm > a ? r.last_search_dttm : a), ''),
  }
}

/** How long this isolate gathers search counts before writing them in one batch. */
export const SEARCH_COUNT_FLUSH_MS = 1000
const counted = new Map<string, { n: number; at: string }>()
let flushing: Promise<void> | null = null

/**
 * Counts one search of a word (first page only; the caller decides) in the background: counts gather in this
 * isolate for SEARCH_COUNT_FLUSH_MS and are written as one batch (one upsert per distinct word), so a burst of
 * searches is one write, not one per request. Returns the promise to hand to ctx.waitUntil when this call
 * started the flush, else null. A lost count (isolate evicted mid-window) is acceptable: it is a statistic.
 */
export function recordSearch(db: D1Database, word: string, now: Date): Promise<void> | null {
  const kw = word.trim().replace(/\s+/g, ' ')
  if (!kw || kw.length > 30) return null
  const prev = counted.get(kw)
  counted.set(kw, { n: (prev?.n ?? 0) + 1, at: now.toISOString() })
  if (flushing) return null
  flushing = new Promise<void>((resolve) => setTimeout(resolve, SEARCH_COUNT_FLUSH_MS))
    .then(() => flushSearchCounts(db))
    .finally(() => {
      flushing = null
    })
  return flushing
}

async function flushSearchCounts(db: D1Database) {
  const rows = [...counted.entries()]
  counted.clear()
  if (!rows.length) return
  await db.batch(
    rows.map(([kw, { n, at }]) =>
      db
        .prepare(
          `INSERT INTO search_keywords (keyword, search_count, last_search_dttm) VALUES (?1, ?2, ?3)
           ON CONFLICT (keyword) DO UPDATE SET search_count = search_count + ?2, last_search_dttm = ?3`,
        )
        .bind(kw, n, at),
    ),
  )
}

// --- index maintenance -----------------------------------------------------------------------------

const PENDING_SQL = `SELECT (SELECT COUNT(*) FROM (SELECT 1 FROM search_terms WHERE pending = 1 LIMIT 1))
  + (SELECT COUNT(*) FROM (SELECT 1 FROM search_goods WHERE pending = 1 LIMIT 1)) AS n`

/**
 * Computes the keys of index rows whose text changed (pending = 1, set by the triggers of migration 0061):
 * a few rows after a catalogue edit, all of them once after a bulk load that did not fill them.
 * Returns how many rows it keyed.
 */
export async function refreshSearchIndex(db: D1Database): Promise<number> {
  let done = 0
  for (;;) {
    const [terms, goods] = await db.batch<Record<string, unknown>>([
      db.prepare('SELECT term_id, text FROM search_terms WHERE pending = 1 LIMIT 2000'),
      db.prepare('SELECT doc_id, name, extra FROM search_goods WHERE pending = 1 LIMIT 1000'),
    ])
    if (!terms.results.length && !goods.results.length) return done
    const stmts: D1PreparedStatement[] = []
    if (terms.results.length) {
      const rows = terms.results.map((r) => {
        const k = matchKeys(r.text as string)
        return [r.term_id, k.compact, k.choseong, k.jamo]
      })
      stmts.push(
        db
          .prepare(
            `UPDATE search_terms AS t SET c = json_extract(v.value, '$[1]'), cho = json_extract(v.value, '$[2]'),
                    j = json_extract(v.value, '$[3]'), pending = 0
               FROM json_each(?1) AS v WHERE t.term_id = json_extract(v.value, '$[0]')`,
          )
          .bind(JSON.stringify(rows)),
      )
    }
    if (goods.results.length) {
      const rows = goods.results.map((r) => {
        const n = matchKeys(r.name as string)
        const e = matchKeys(r.extra as string)
        return [r.doc_id, n.compact, n.choseong, n.jamo, e.compact, e.choseong, e.jamo]
      })
      stmts.push(
        db
          .prepare(
            `UPDATE search_goods AS g SET name_c = json_extract(v.value, '$[1]'), name_cho = json_extract(v.value, '$[2]'),
                    name_j = json_extract(v.value, '$[3]'), extra_c = json_extract(v.value, '$[4]'),
                    extra_cho = json_extract(v.value, '$[5]'), extra_j = json_extract(v.value, '$[6]'), pending = 0
               FROM json_each(?1) AS v WHERE g.doc_id = json_extract(v.value, '$[0]')`,
          )
          .bind(JSON.stringify(rows)),
      )
    }
    await db.batch(stmts)
    done += terms.results.length + goods.results.length
  }
}

/** Runs read statements after the pending check in one batch; keys pending rows first when there are any. */
async function readIndexed<T = Record<string, unknown>>(db: D1Database, stmts: D1PreparedStatement[]): Promise<D1Result<T>[]> {
  const [pending, ...rest] = await db.batch<T>([db.prepare(PENDING_SQL), ...stmts])
  if (!Number((pending.results[0] as { n?: number } | undefined)?.n)) return rest
  await refreshSearchIndex(db)
  return db.batch<T>(stmts)
}

// --- matching in SQL (the tiers of matchScore) -------------------------------------------------------

/** A query word as SQL sees it: its compact form, jamo, and whether it is initial consonants only. */
interface QueryKey {
  c: string
  j: string
  cho: boolean
}
function queryKey(word: string): QueryKey {
  const c = compact(word)
  const cho = isChoseongQuery(c)
  return { c, j: cho ? c : jamo(c), cho }
}

/** Numbered parameters collected while a statement is written. */
class Params {
  readonly values: unknown[] = []
  add(v: unknown): string {
    this.values.push(v)
    return `?${this.values.length}`
  }
}

/** matchScore(word, field) in SQL over a field's key columns (prefix + c / cho / j). */
function scoreSql(q: { c: string; j: string; cho: boolean }, cols: { c: string; cho: string; j: string }): string {
  if (q.cho)
    return `(CASE WHEN substr(${cols.cho}, 1, length(${q.c})) = ${q.c} THEN 50 WHEN instr(${cols.cho}, ${q.c}) > 0 THEN 40 ELSE 0 END)`
  return `(CASE WHEN ${cols.c} = ${q.c} THEN 100 WHEN substr(${cols.c}, 1, length(${q.c})) = ${q.c} THEN 80
    WHEN instr(${cols.c}, ${q.c}) > 0 THEN 60 WHEN substr(${cols.j}, 1, length(${q.j})) = ${q.j} THEN 30
    WHEN instr(${cols.j}, ${q.j}) > 0 THEN 20 ELSE 0 END)`
}

/** FTS5 trigram phrase for the key a word is matched on, or null when it is too short for trigrams (< 3). */
function ftsPhrase(k: QueryKey, cols: string[]): string | null {
  const key = k.cho ? k.c : k.j
  if ([...key].length < 3) return null
  return `{${cols.join(' ')}} : "${key.replace(/"/g, '""')}"`
}

const keyCols = (alias: string, prefix = '') => ({ c: `${alias}.${prefix}c`, cho: `${alias}.${prefix}cho`, j: `${alias}.${prefix}j` })
const COMPLETION_KINDS = `kind IN ('keyword', 'brand', 'brand_en', 'category', 'goods')`

// --- completion -----------------------------------------------------------------------------------

/** How deep the ranked ids go before the shown rows are read (ties in weight beyond it would lose text order). */
const CANDIDATES = 200

interface TermRow {
  text: string
  kind: string
  ref: string
  c: string
}

export async function suggest(db: D1Database, seed: string, limit = 10): Promise<SuggestAnswer> {
  const k = queryKey(seed)
  if (!k.c) return { seed, suggestions: [] }
  const fetch = limit * 4
  // 1. Prefix matches (exact 100 / prefix 80; initial consonants 50): they outrank every other tier, so when
  //    they fill the list nothing else is read. The best-weighted ids come from the covering index
  //    (key, kind, weight: migration 0062) alone; only those rows are read. (The inner cut keeps ties in weight
  //    up to CANDIDATES rows deep, so the text order of equal weights is kept.)
  const p1 = new Params()
  const q1 = p1.add(k.c)
  const col = k.cho ? 'cho' : 'c'
  const exact = k.cho ? '0' : `(${col} = ${q1})`
  const prefix = db
    .prepare(
      `SELECT t.text, t.kind, t.ref, t.c FROM (
         SELECT term_id, ${exact} AS exact, weight FROM search_terms INDEXED BY search_terms_${col}_idx
          WHERE ${col} >= ${q1} AND ${col} < ${q1} || char(1114111) AND ${COMPLETION_KINDS}
          ORDER BY exact DESC, weight DESC LIMIT ${p1.add(CANDIDATES)}) x
        JOIN search_terms t ON t.term_id = x.term_id ORDER BY x.exact DESC, x.weight DESC, t.text LIMIT ${p1.add(fetch)}`,
    )
    .bind(...p1.values)
  const [first] = await readIndexed<TermRow>(db, [prefix])
  let rows = first.results
  if (distinct(rows, limit).length < limit) {
    // 2. The contains tier (60; initial consonants 40), which follows every prefix match, from the head of the
    //    weight index (containsWindowStatement): a common infix ('선글' is in thousands of goods names) fills the
    //    list from the first CONTAINS_WINDOW candidates by weight, whatever the catalogue's size. Exact only when
    //    the prefix tier was read whole (fewer than `fetch` rows); otherwise, or when the window holds too few,
    //    every tier is scored from FTS candidates (allTiersStatement: the cost of a rare word is its few matches).
    let done = false
    if (rows.length < fetch) {
      const [head] = await db.batch<TermRow>([containsWindowStatement(db, k, fetch)])
      const merged = [...rows, ...head.results]
      if (merged.length >= fetch || distinct(merged, limit).length >= limit) {
        rows = merged.slice(0, fetch)
        done = true
      }
    }
    if (!done) rows = (await db.batch<TermRow>([allTiersStatement(db, k, fetch)]))[0].results
  }
  const suggestions: SearchSuggestion[] = distinct(rows, limit).map((r) =>
    r.kind === 'goods'
      ? { text: r.text, kind: 'goods', goodsNo: r.ref }
      : { text: r.text, kind: r.kind === 'brand_en' ? 'brand' : (r.kind as SearchSuggestion['kind']) },
  )
  return { seed, suggestions }
}

/** How many completion candidates (by weight) the contains-tier window reads. */
export const CONTAINS_WINDOW = 1000

/**
 * The contains tier of completion (a candidate whose key holds the seed past its first character: 60, initial
 * consonants 40) ranked as matchScore ranks it (weight, then text), read from the first CONTAINS_WINDOW rows of
 * the weight index (migration 0065: weight, kind, c, cho — the match test reads no table row). Only candidates
 * heavier than the window's lightest are kept (unless the window is the whole table): a weight at the window's
 * edge may continue past it, and its text order would be lost. Returns at most `fetch` rows.
 */
function containsWindowStatement(db: D1Database, k: QueryKey, fetch: number): D1PreparedStatement {
  const col = k.cho ? 'cho' : 'c'
  return db
    .prepare(
      `WITH win AS MATERIALIZED (SELECT term_id, kind, c, cho, weight FROM search_terms INDEXED BY search_terms_weight_idx
                                  ORDER BY weight DESC LIMIT ?2),
            edge AS (SELECT MIN(weight) AS floor, COUNT(*) AS n FROM win)
       SELECT t.text, t.kind, t.ref, t.c FROM win JOIN edge JOIN search_terms t ON t.term_id = win.term_id
        WHERE instr(win.${col}, ?1) > 1 AND win.${COMPLETION_KINDS} AND (win.weight > edge.floor OR edge.n < ?2)
        ORDER BY win.weight DESC, t.text LIMIT ?3`,
    )
    .bind(k.c, CONTAINS_WINDOW, fetch)
}

/**
 * Every tier of completion (contains, jamo prefix while typing, jamo contains): FTS trigram candidates scored in
 * SQL, ranked on narrow rows (id, score, weight), then only the shown rows are read.
 */
function allTiersStatement(db: D1Database, k: QueryKey, fetch: number): D1PreparedStatement {
  const p2 = new Params()
  const q2 = { c: p2.add(k.c), j: p2.add(k.j), cho: k.cho }
  const phrase = ftsPhrase(k, [k.cho ? 'cho' : 'j'])
  const where = phrase ? `term_id IN (SELECT rowid FROM search_terms_fts WHERE search_terms_fts MATCH ${p2.add(phrase)}) AND` : ''
  return db
    .prepare(
      `SELECT t.text, t.kind, t.ref, t.c FROM (
         SELECT term_id, score, weight FROM (SELECT term_id, ${scoreSql(q2, keyCols('s'))} AS score, weight FROM search_terms s
                                              WHERE ${where} ${COMPLETION_KINDS})
          WHERE score > 0 ORDER BY score DESC, weight DESC LIMIT ${p2.add(CANDIDATES)}) x
        JOIN search_terms t ON t.term_id = x.term_id ORDER BY x.score DESC, x.weight DESC, t.text LIMIT ${p2.add(fetch)}`,
    )
    .bind(...p2.values)
}

/** The first `limit` rows with distinct compact text. */
function distinct(rows: TermRow[], limit: number): TermRow[] {
  const seen = new Set<string>()
  const out: TermRow[] = []
  for (const r of rows) {
    if (seen.has(r.c)) continue
    seen.add(r.c)
    out.push(r)
    if (out.length >= limit) break
  }
  return out
}

// --- goods search ---------------------------------------------------------------------------------

/**
 * Score of one goods for a query: every word (searchWords) must match somewhere; name counts most. 0 = no match.
 * The definition the search statement (goodsSearchSql) computes in SQL; the parity test checks one against the other.
 */
export function scoreGoods(query: string, g: { name: string; brand: string; brandEn: string; ctg: string; extra: string }): number {
  const words = searchWords(query)
  const fields: Array<[string, number]> = [
    [g.name, 1],
    [g.brand, 0.9],
    [g.brandEn, 0.9],
    [g.ctg, 0.7],
    [g.extra, 0.5],
  ]
  const best = (w: string) => Math.max(...fields.map(([f, weight]) => matchScore(w, f) * weight))
  // The whole query without spaces against the name first (spacing-tolerant: '다비치오리지널').
  const wholeName = matchScore(query, g.name)
  if (wholeName >= 60) return wholeName * 2
  let total = 0
  for (const w of words) {
    const s = best(w)
    if (s <= 0) return 0
    total += s
  }
  return total
}

/**
 * The goods whose name or search words contain a word too short for trigrams (1–2 characters of its key): the
 * same keys the FTS phrase would look in (initial consonants, else jamo), read by a scan of the narrow index rows
 * rather than taking every goods as a candidate.
 */
function shortWordSet(cho: boolean, q: { c: string; j: string }): string {
  return cho
    ? `SELECT doc_id AS id FROM search_goods WHERE instr(name_cho, ${q.c}) > 0 OR instr(extra_cho, ${q.c}) > 0`
    : `SELECT doc_id AS id FROM search_goods WHERE instr(name_j, ${q.j}) > 0 OR instr(extra_j, ${q.j}) > 0`
}

/**
 * The goods search statement: scoreGoods in SQL. Candidates are, per word, the goods whose name or search
 * words contain it (FTS) or whose brand or category matches it (small tables), intersected over the words,
 * plus the goods whose name contains the whole query; each candidate is scored, then ranked with a LIMIT.
 *
 * Bounded whatever the query: at most MAX_SEARCH_WORDS words (searchWords), and no compound SELECT of more than
 * three terms — D1 (workerd's SQLite) refuses a compound of more than five ("too many terms in compound
 * SELECT"), so the intersection over the words nests in pairs (a ∩ (b ∩ (c …))) instead of one chain
 * a ∩ b ∩ c …, which a query of five words or more (a pasted product name) had made too long.
 */
export function goodsSearchSql(word: string, size: number, driver?: number): { sql: string; params: unknown[] } {
  const P = new Params()
  const parts = searchParts(word, P)
  const d = driver != null && driver < parts.words.length ? driver : undefined
  const sql = `WITH ${parts.ctes.join(',\n')},
    cand(id) AS MATERIALIZED (${
      d != null
        ? `SELECT g.doc_id FROM (${candidatesSql(parts, P, false, d)}) x JOIN search_goods g ON g.doc_id = x.id WHERE ${matchesSql(parts, d)}`
        : candidatesSql(parts, P, false)
    }),
    scored AS MATERIALIZED (
      SELECT g.goods_no, g.sale_count, ${parts.scoreCols} FROM cand JOIN search_goods g ON g.doc_id = cand.id ${parts.joins})
    SELECT goods_no, score, COUNT(*) OVER () AS total FROM (SELECT goods_no, sale_count, ${parts.score} AS score FROM scored)
     WHERE score > 0 ORDER BY score DESC, sale_count DESC, goods_no LIMIT ${P.add(size)}`
  return { sql, params: P.values }
}

/** A query's words and whole as SQL: per word its brand (b<i>) and category (k<i>) scores, and the score columns. */
interface SearchParts {
  words: Array<{ i: number; k: QueryKey; q: { c: string; j: string; cho: boolean } }>
  whole: { k: QueryKey; q: { c: string; j: string; cho: boolean } }
  ctes: string[]
  joins: string
  /** whole, w0, w1 … over search_goods g (joined to b<i>, k<i>). */
  scoreCols: string
  /** scoreGoods over the score columns. */
  score: string
}

function searchParts(word: string, P: Params): SearchParts {
  const words = searchWords(word).map((w, i) => {
    const k = queryKey(w)
    return { i, k, q: { c: P.add(k.c), j: P.add(k.j), cho: k.cho } }
  })
  const wk = queryKey(word)
  const whole = { k: wk, q: { c: P.add(wk.c), j: P.add(wk.j), cho: wk.cho } }
  const ctes = words.flatMap(({ i, q }) => [
    `b${i} AS MATERIALIZED (SELECT num, MAX(${scoreSql(q, keyCols('t'))}) * 0.9 AS s FROM search_terms t WHERE kind IN ('brand', 'brand_en') GROUP BY num)`,
    `k${i} AS MATERIALIZED (SELECT num, ${scoreSql(q, keyCols('t'))} * 0.7 AS s FROM search_terms t WHERE kind = 'ctg')`,
  ])
  const joins = words.map(({ i }) => `LEFT JOIN b${i} ON b${i}.num = g.brand_no LEFT JOIN k${i} ON k${i}.num = g.ctg_no`).join(' ')
  const perWord = words.map(
    ({ i, q }) =>
      `max(${scoreSql(q, keyCols('g', 'name_'))}, coalesce(b${i}.s, 0), coalesce(k${i}.s, 0), ${scoreSql(q, keyCols('g', 'extra_'))} * 0.5) AS w${i}`,
  )
  const scoreCols = [`${scoreSql(whole.q, keyCols('g', 'name_'))} AS whole`, ...perWord].join(', ')
  const score = `CASE WHEN ${wk.cho ? '0' : 'whole'} >= 60 THEN whole * 2
        WHEN ${words.map(({ i }) => `w${i} > 0`).join(' AND ')} THEN ${words.map(({ i }) => `w${i}`).join(' + ')} ELSE 0 END`
  return { words, whole, ctes, joins, scoreCols, score }
}

/**
 * The goods a query can match: per word, the goods whose name or search words contain it (FTS) or whose brand or
 * category matches it, intersected over the words, plus the goods whose name contains the whole query. For the
 * count (`exact`), the whole query's goods are only those it scores ≥ 60 on (their name holds it as typed), so
 * every candidate is a match. With a `driver` (a rare word), only its goods are candidates: the other words are
 * tested on each of them (matchesSql) instead of reading every goods they match.
 */
function candidatesSql(parts: SearchParts, P: Params, exact: boolean, driver?: number): string {
  const sets = parts.words
    .filter(({ i }) => driver == null || i === driver)
    .map(({ i, k, q }) => {
      const phrase = ftsPhrase(k, k.cho ? ['name_cho', 'extra_cho'] : ['name_j', 'extra_j'])
      return `SELECT id FROM (${phrase ? `SELECT rowid AS id FROM search_goods_fts WHERE search_goods_fts MATCH ${P.add(phrase)}` : shortWordSet(k.cho, q)}
        UNION SELECT g.doc_id FROM search_goods g JOIN b${i} ON b${i}.num = g.brand_no AND b${i}.s > 0
        UNION SELECT g.doc_id FROM search_goods g JOIN k${i} ON k${i}.num = g.ctg_no AND k${i}.s > 0)`
    })
  let candidates = sets.reduceRight((inner, set) => `${set} INTERSECT SELECT id FROM (${inner})`)
  // The whole query only adds candidates of its own when it has several words (one word: its own set holds them),
  // and not beside a driver word that is not initial consonants: a name holding the whole query holds that word.
  const { k: wk, q: wq } = parts.whole
  const driverHolds = driver != null && !parts.words.find((w) => w.i === driver)?.k.cho
  if (parts.words.length > 1 && !wk.cho && !driverHolds) {
    const phrase = ftsPhrase(wk, ['name_j'])
    candidates += ` UNION ${
      !phrase
        ? `SELECT doc_id FROM search_goods WHERE instr(name_c, ${wq.c}) > 0`
        : exact
          ? `SELECT g.doc_id FROM search_goods_fts f JOIN search_goods g ON g.doc_id = f.rowid WHERE search_goods_fts MATCH ${P.add(phrase)} AND instr(g.name_c, ${wq.c}) > 0`
          : `SELECT rowid FROM search_goods_fts WHERE search_goods_fts MATCH ${P.add(phrase)}`
    }`
  }
  return candidates
}

/** How many goods a query matches, with the version of the searchable text it was counted at. */
export function goodsCountSql(word: string): { sql: string; params: unknown[] } {
  const P = new Params()
  const parts = searchParts(word, P)
  const sql = `WITH ${parts.ctes.join(',\n')}
    SELECT COUNT(*) AS total, (SELECT v FROM search_meta WHERE id = 1) AS v FROM (${candidatesSql(parts, P, true)})`
  return { sql, params: P.values }
}
const searchCountStatement = (db: D1Database, word: string) => statementOf(db, goodsCountSql(word))

/** A word counted up to this many goods is rare: the search of a query it is in starts from its goods. */
export const RARE_WORD = 200

const inMeta = (i: number) => `g.brand_no IN (SELECT num FROM b${i} WHERE s > 0) OR g.ctg_no IN (SELECT num FROM k${i} WHERE s > 0)`

/**
 * Every word of a query matches the goods g: the cheap test (one key of the name and of the
 * search words, brand, category) that decides whether a goods is scored at all. `skip`: a word not to test.
 */
function matchesSql(parts: SearchParts, skip = -1): string {
  const tests = parts.words
    .filter(({ i }) => i !== skip)
    .map(({ i, q }) =>
      q.cho
        ? `(instr(g.name_cho, ${q.c}) > 0 OR instr(g.extra_cho, ${q.c}) > 0 OR ${inMeta(i)})`
        : `(instr(g.name_j, ${q.j}) > 0 OR instr(g.extra_j, ${q.j}) > 0 OR ${inMeta(i)})`,
    )
  // A name holding the whole query as typed scores it whatever the words do.
  const whole = parts.whole.k.cho || parts.words.length < 2 ? '' : ` OR instr(g.name_c, ${parts.whole.q.c}) > 0`
  return tests.length ? `(${tests.join(' AND ')}${whole})` : '1'
}

/**
 * The best page of any query among the first nameWindow(size) goods by sales, every one of them scored, with an
 * upper bound (ub) of the score of any goods: per word, the best tier a name can give it (100 when some goods is
 * named exactly that word, 80 when a name starts with it, else 60; initial consonants 50 when a name's start, else
 * 40) or its best brand or category score, or half the best tier (search words); the whole query ×2 likewise (0 when no name holds
 * it). When the page's last score reaches the bound, no goods outside the window can rank above it (equal scores go
 * by sales, and those sell less): that is the page.
 */
export function goodsWindowSql(word: string, size: number): { sql: string; params: unknown[] } {
  const P = new Params()
  const parts = searchParts(word, P)
  const prefix = (
    col: string,
    q: string,
  ) => `EXISTS (SELECT 1 FROM search_goods INDEXED BY search_goods_${col === 'name_c' ? 'name' : 'cho'}_idx
          WHERE ${col} >= ${q} AND ${col} < ${q} || char(1114111))`
  const exact = (q: string) => `EXISTS (SELECT 1 FROM search_goods INDEXED BY search_goods_name_idx WHERE name_c = ${q})`
  const nameBound = (q: { c: string; cho: boolean }) =>
    q.cho
      ? `(CASE WHEN ${prefix('name_cho', q.c)} THEN 50 ELSE 40 END)`
      : `(CASE WHEN ${exact(q.c)} THEN 100 WHEN ${prefix('name_c', q.c)} THEN 80 ELSE 60 END)`
  const wordBounds = parts.words.map(
    ({ i, q }) =>
      `max(${nameBound(q)}, coalesce((SELECT MAX(s) FROM b${i}), 0), coalesce((SELECT MAX(s) FROM k${i}), 0), ${q.cho ? 25 : 50})`,
  )
  const { k: wk, q: wq } = parts.whole
  const wholePhrase = ftsPhrase(wk, ['name_j'])
  const wholeBound = wk.cho
    ? '0'
    : `2 * (CASE WHEN ${exact(wq.c)} THEN 100 WHEN ${prefix('name_c', wq.c)} THEN 80
          WHEN ${wholePhrase ? `EXISTS (SELECT 1 FROM search_goods_fts WHERE search_goods_fts MATCH ${P.add(wholePhrase)})` : '1'} THEN 60 ELSE 0 END)`
  const sql = `WITH ${parts.ctes.join(',\n')},
    win AS MATERIALIZED (SELECT doc_id FROM search_goods INDEXED BY search_goods_sales_idx ORDER BY sale_count DESC, goods_no LIMIT ${P.add(nameWindow(size))}),
    hit AS MATERIALIZED (SELECT g.doc_id FROM win JOIN search_goods g ON g.doc_id = win.doc_id WHERE ${matchesSql(parts)}),
    scored AS MATERIALIZED (
      SELECT goods_no, sale_count, ${parts.score} AS score FROM (
        SELECT g.goods_no, g.sale_count, ${parts.scoreCols} FROM hit JOIN search_goods g ON g.doc_id = hit.doc_id ${parts.joins})),
    bound AS (SELECT CASE WHEN EXISTS (SELECT 1 FROM scored) THEN max(${wordBounds.join(' + ')}, ${wholeBound}) END AS ub, (SELECT COUNT(*) FROM win) AS n,
                     (SELECT COUNT(*) FROM scored WHERE score > 0) AS matched)
    SELECT r.goods_no, r.score, bound.* FROM bound LEFT JOIN (
      SELECT goods_no, sale_count, score FROM scored WHERE score > 0 ORDER BY score DESC, sale_count DESC, goods_no LIMIT ${P.add(size)}) r
     ORDER BY r.score DESC, r.sale_count DESC, r.goods_no`
  return { sql, params: P.values }
}

/**
 * Per word of a query, how many goods it matches, up to RARE_WORD (n<i>: FTS stops there; a word matching a brand
 * or a category counts as common). A query with a rare word starts its search from that word's goods. With them,
 * whether the catalogue is smaller than the window (`catalogue`, counted up to it): then ranking every match from
 * FTS costs less than scoring every goods.
 */
export function wordCountsSql(word: string, size: number): { sql: string; params: unknown[] } {
  const P = new Params()
  const parts = searchParts(word, P)
  const counts = parts.words.map(({ i, k }) => {
    const phrase = ftsPhrase(k, k.cho ? ['name_cho', 'extra_cho'] : ['name_j', 'extra_j'])
    return phrase
      ? `(CASE WHEN EXISTS (SELECT 1 FROM b${i} WHERE s > 0) OR EXISTS (SELECT 1 FROM k${i} WHERE s > 0) THEN ${RARE_WORD}
          ELSE (SELECT COUNT(*) FROM (SELECT 1 FROM search_goods_fts WHERE search_goods_fts MATCH ${P.add(phrase)} LIMIT ${RARE_WORD})) END) AS n${i}`
      : `${RARE_WORD} AS n${i}`
  })
  const catalogue = `(SELECT COUNT(*) FROM (SELECT 1 FROM search_goods LIMIT ${P.add(nameWindow(size))})) AS catalogue`
  return { sql: `WITH ${parts.ctes.join(',\n')} SELECT ${[...counts, catalogue].join(', ')}`, params: P.values }
}

/** The rarest word by wordCountsSql's counts (n<i>), when one is rare (fewer than RARE_WORD goods). */
function rarestWord(row: Record<string, unknown> | undefined): number | undefined {
  let best: number | undefined
  let min = RARE_WORD
  for (let i = 0; row && `n${i}` in row; i++) {
    const n = Number(row[`n${i}`])
    if (n < min) [best, min] = [i, n]
  }
  return best
}

interface ScoredWindowRow {
  goods_no: string | null
  score: number
  ub: number
  n: number
  matched: number
}

/**
 * The window's page (see goodsWindowSql): the whole answer when the window held every goods (a catalogue smaller
 * than the window: total included); else the page when it is full and its last score reaches the bound (the total
 * is counted apart); else null.
 */
function scoredWindowPage(rows: ScoredWindowRow[], size: number): { page: string[]; total?: number } | null {
  const head = rows[0]
  if (!head) return null
  const page = rows.flatMap((r) => (r.goods_no == null ? [] : [r.goods_no]))
  if (head.n < nameWindow(size)) return { page, total: Number(head.matched) }
  const last = rows[size - 1]
  return last && page.length >= size && last.score >= last.ub ? { page } : null
}

/**
 * The fast path of a one-word query: goods whose name contains the word score 2 × (100 | 80 | 60) ≥ 120, above
 * anything a one-word match elsewhere can reach (brand ≤ 90, category ≤ 70, search words ≤ 50, a half-typed name
 * ≤ 30), so when they fill the page, the page is them — ranked among themselves — and only the total needs the
 * other fields (counted, not scored). Null when the query has several words (or one word repeated: the whole
 * query is then another text than the word), is initial consonants or too short.
 */
function oneWordKey(word: string): QueryKey | null {
  const words = searchWords(word)
  if (words.length !== 1 || compact(words[0]!) !== compact(word)) return null
  const k = queryKey(word)
  return k.cho || !ftsPhrase(k, ['name_j']) ? null : k
}

/** How many goods (by sales) the one-word window reads for a page of `size`. */
export const nameWindow = (size: number) => Math.max(1000, size * 20)
/** Up to how many prefix name matches (any sales) are read beside the window for a page of `size`. */
const prefixReach = (size: number) => Math.max(100, size)

interface NameWindowRow {
  goods_no: string
  score: number
  exact_out: number
  prefix_out: number
  prefix_n: number
}

/**
 * The best name matches of a one-word query among the first nameWindow(size) goods by sales (the rank order
 * after the tier: migration 0065's (sale_count DESC, goods_no, name_c) index, so the match test reads no table
 * row) together with up to prefixReach(size) prefix matches of any sales (the name index), ranked like the search
 * statement; with how many prefix matches there were (prefix_n, up to the reach) and whether a goods outside the
 * window has an exact (exact_out) or prefix (prefix_out) name match — each found from the name index, stopping at
 * the first. nameWindowPage decides whether these rows are the page.
 */
function nameWindowStatement(db: D1Database, k: QueryKey, size: number): D1PreparedStatement {
  const after = '(g.sale_count < edge.s OR (g.sale_count = edge.s AND g.goods_no > edge.n))'
  const tier = '2 * (CASE WHEN name_c = ?1 THEN 100 WHEN substr(name_c, 1, length(?1)) = ?1 THEN 80 ELSE 60 END)'
  return db
    .prepare(
      `WITH win AS MATERIALIZED (SELECT goods_no, sale_count, name_c FROM search_goods INDEXED BY search_goods_sales_idx
                                  ORDER BY sale_count DESC, goods_no LIMIT ?2),
            pre AS MATERIALIZED (SELECT goods_no, sale_count, name_c FROM search_goods INDEXED BY search_goods_name_idx
                                  WHERE name_c >= ?1 AND name_c < ?1 || char(1114111) LIMIT ?4),
            edge AS (SELECT sale_count AS s, goods_no AS n FROM win ORDER BY sale_count, goods_no DESC LIMIT 1),
            outside AS (SELECT
              EXISTS (SELECT 1 FROM edge, search_goods g INDEXED BY search_goods_name_idx WHERE g.name_c = ?1 AND ${after}) AS exact_out,
              EXISTS (SELECT 1 FROM edge, search_goods g INDEXED BY search_goods_name_idx
                       WHERE g.name_c >= ?1 AND g.name_c < ?1 || char(1114111) AND ${after}) AS prefix_out,
              (SELECT COUNT(*) FROM pre) AS prefix_n)
       SELECT goods_no, score, exact_out, prefix_out, prefix_n FROM (
         SELECT goods_no, sale_count, ${tier} AS score FROM win WHERE instr(name_c, ?1) > 0
         UNION SELECT goods_no, sale_count, ${tier} FROM pre) JOIN outside
        ORDER BY score DESC, sale_count DESC, goods_no LIMIT ?3`,
    )
    .bind(k.c, nameWindow(size), size, prefixReach(size))
}

/**
 * The window's rows are the page when there are `size` of them and no goods left out ranks above the last: a
 * contains match (120) left out sells less than every one in the window, so only a better tier could — none when
 * every prefix match was read (fewer than the reach), else none when the page ends in that tier or above it and
 * no better one lies outside the window.
 */
function nameWindowPage(rows: NameWindowRow[], size: number): string[] | null {
  const last = rows[size - 1]
  if (!last) return null
  const allPrefixRead = last.prefix_n < prefixReach(size)
  const better = allPrefixRead || last.score >= 200 ? false : last.score >= 160 ? !!last.exact_out : !!last.prefix_out
  return better ? null : rows.map((r) => r.goods_no)
}

/** All name matches of a one-word query from FTS, ranked (the window's fallback: a word rare among the best sellers). */
function nameTopStatement(db: D1Database, k: QueryKey, size: number): D1PreparedStatement {
  const P = new Params()
  const q = { c: P.add(k.c) }
  return db
    .prepare(
      `SELECT goods_no, score FROM (SELECT g.goods_no, g.sale_count,
              2 * (CASE WHEN g.name_c = ${q.c} THEN 100 WHEN substr(g.name_c, 1, length(${q.c})) = ${q.c} THEN 80 ELSE 60 END) AS score
          FROM search_goods_fts f JOIN search_goods g INDEXED BY search_goods_rank_idx ON g.doc_id = f.rowid
         WHERE search_goods_fts MATCH ${P.add(ftsPhrase(k, ['name_j']))} AND instr(g.name_c, ${q.c}) > 0)
        WHERE score >= 120 ORDER BY score DESC, sale_count DESC, goods_no LIMIT ${P.add(size)}`,
    )
    .bind(...P.values)
}

/** How many goods a one-word query matches in any field (name or search words by FTS, brand, category). */
function matchCountSql(k: QueryKey, C: Params): string {
  const cq = { c: C.add(k.c), j: C.add(k.j), cho: false }
  return `SELECT COUNT(*) FROM (
         SELECT rowid FROM search_goods_fts WHERE search_goods_fts MATCH ${C.add(ftsPhrase(k, ['name_j', 'extra_j']))}
         UNION SELECT doc_id FROM search_goods WHERE brand_no IN
           (SELECT num FROM search_terms t WHERE kind IN ('brand', 'brand_en') AND ${scoreSql(cq, keyCols('t'))} > 0)
         UNION SELECT doc_id FROM search_goods WHERE ctg_no IN
           (SELECT num FROM search_terms t WHERE kind = 'ctg' AND ${scoreSql(cq, keyCols('t'))} > 0))`
}

/**
 * A one-word query's total in the same batch as its window: the kept one, else counted (coalesce evaluates the
 * count only when nothing is kept); `kept` says which, `v` is the version it was read at.
 */
function oneWordTotalStatement(db: D1Database, k: QueryKey, key: string): D1PreparedStatement {
  const C = new Params()
  const kept = `(SELECT t.total FROM search_totals t JOIN search_meta m ON m.id = 1 AND m.v = t.v WHERE t.query = ${C.add(key)})`
  return db
    .prepare(
      `SELECT coalesce(${kept}, (${matchCountSql(k, C)})) AS total, ${kept} IS NOT NULL AS kept, (SELECT v FROM search_meta WHERE id = 1) AS v`,
    )
    .bind(...C.values)
}

/** Totals at least this large are kept in search_totals (smaller ones cost less to count than to keep). */
export const TOTAL_CACHE_MIN = 500

/** A total kept for this query at the current version of the searchable text (migration 0065), if any. */
function cachedTotalStatement(db: D1Database, key: string): D1PreparedStatement {
  return db.prepare('SELECT t.total FROM search_totals t JOIN search_meta m ON m.id = 1 AND m.v = t.v WHERE t.query = ?1').bind(key)
}

/**
 * Counts a one-word query's matches and keeps a large total for the version it was counted at: the write holds
 * only while that version is still the current one (a catalogue change in between leaves nothing stale), and
 * totals of older versions are dropped with it, so the table holds at most the current version's common words.
 */
async function countTotal(db: D1Database, key: string, counter: () => D1PreparedStatement): Promise<number> {
  const [count] = await db.batch<{ total: number; v: number }>([counter()])
  const total = Number(count.results[0]?.total ?? 0)
  await keepTotal(db, key, total, count.results[0]?.v)
  return total
}

async function keepTotal(db: D1Database, key: string, total: number, v: number | undefined): Promise<void> {
  if (total < TOTAL_CACHE_MIN || v == null) return
  await db.batch([
    db.prepare('DELETE FROM search_totals WHERE v <> ?1').bind(v),
    db
      .prepare(
        `INSERT INTO search_totals (query, total, v) SELECT ?1, ?2, ?3 WHERE ?3 = (SELECT v FROM search_meta WHERE id = 1)
           ON CONFLICT (query) DO UPDATE SET total = excluded.total, v = excluded.v`,
      )
      .bind(key, total, v),
  ])
}

/** The key a kept total is stored under: the query as matched (case and spacing aside). */
const totalKey = (word: string) => word.trim().toLowerCase().split(/\s+/).join(' ')

/** A page found from a window, with its total when the window saw every goods. */
interface FoundPage {
  page: string[]
  total?: number
}

/**
 * A one-word query's page: from the sales window (nameWindowPage); else, a word rare among the best sellers, its
 * name matches from FTS; else, few name matches but many elsewhere (a category word), the scored window. (Its
 * total, the goods the word matches anywhere, is the same whichever answers: oneWordTotalStatement.)
 */
async function oneWordPage(db: D1Database, word: string, size: number, win: NameWindowRow[], k: QueryKey): Promise<FoundPage | null> {
  const page = nameWindowPage(win, size)
  if (page) return { page }
  const [top, scored] = await db.batch<Record<string, unknown>>([
    nameTopStatement(db, k, size),
    statementOf(db, goodsWindowSql(word, size)),
  ])
  if (top.results.length >= size) return { page: top.results.map((r) => r.goods_no as string) }
  return scoredWindowPage(scored.results as unknown as ScoredWindowRow[], size)
}

/** The page of goods numbers (ranked) and the number of goods the query matches. */
async function searchGoodsPage(db: D1Database, word: string, size: number): Promise<{ page: string[]; total: number }> {
  const k = oneWordKey(word)
  return k ? oneWordSearch(db, word, size, k) : wordsSearch(db, word, size)
}

/**
 * One word: the sales window with the total in one batch (kept, else counted: a few ms at most); else FTS or the
 * scored window (oneWordPage); else every match ranked.
 */
async function oneWordSearch(db: D1Database, word: string, size: number, k: QueryKey): Promise<{ page: string[]; total: number }> {
  const key = totalKey(word)
  const [win, counted] = await readIndexed<Record<string, unknown>>(db, [
    nameWindowStatement(db, k, size),
    oneWordTotalStatement(db, k, key),
  ])
  const found = await oneWordPage(db, word, size, win.results as unknown as NameWindowRow[], k)
  if (!found) return rankAll(db, word, size)
  const row = counted.results[0] as { total: number; kept: number; v: number }
  if (found.total != null) return { page: found.page, total: found.total }
  if (!row.kept) await keepTotal(db, key, Number(row.total), row.v)
  return { page: found.page, total: Number(row.total) }
}

/**
 * Several words (or initial consonants, or a short word): first how rare each word is (and a kept total); a rare
 * word drives the search (its goods, the other words tested on them); else the scored sales window when it is
 * provably the page (the total kept, else counted once); else every match ranked.
 */
async function wordsSearch(db: D1Database, word: string, size: number): Promise<{ page: string[]; total: number }> {
  const key = totalKey(word)
  const [counts, cached] = await readIndexed<Record<string, unknown>>(db, [
    statementOf(db, wordCountsSql(word, size)),
    cachedTotalStatement(db, key),
  ])
  const driver = rarestWord(counts.results[0])
  if (driver != null || Number(counts.results[0]?.catalogue) < nameWindow(size)) return rankAll(db, word, size, driver)
  const [win] = await db.batch<Record<string, unknown>>([statementOf(db, goodsWindowSql(word, size))])
  const found = scoredWindowPage(win.results as unknown as ScoredWindowRow[], size)
  if (!found) return rankAll(db, word, size)
  const kept = (cached.results[0] as { total?: number } | undefined)?.total
  const total = found.total ?? (kept != null ? Number(kept) : await countTotal(db, key, () => searchCountStatement(db, word)))
  return { page: found.page, total }
}

/** Every match scored and ranked (goodsSearchSql), from the rarest word's goods when one is rare. */
async function rankAll(db: D1Database, word: string, size: number, driver?: number): Promise<{ page: string[]; total: number }> {
  const [all] = await db.batch<{ goods_no: string; total: number }>([statementOf(db, goodsSearchSql(word, size, driver))])
  return { page: all.results.map((r) => r.goods_no), total: Number(all.results[0]?.total ?? 0) }
}

/** Sorts of the results besides relevance (the catalogue's, on the goods table). */
const RESULT_SORT_SQL: Record<Exclude<SearchSort, 'score'>, string> = {
  popular: 'g.popular_score DESC, g.sale_count DESC, g.goods_no',
  new: 'g.reg_dttm DESC, g.goods_no DESC',
  lowPrice: 'g.sale_price ASC, g.goods_no',
  highPrice: 'g.sale_price DESC, g.goods_no',
  discount: 'g.discount_rate DESC, g.sale_price ASC, g.goods_no',
}

/**
 * The results sorted otherwise than by relevance, or of one goods type: every match (the count's exact candidates,
 * goodsCountSql) on the goods table, filtered and ordered there. Only these requests read every match; the
 * default answer (relevance, all types) keeps its bounded windows.
 */
export function goodsFilteredSql(word: string, size: number, sort: SearchSort, type?: string): { sql: string; params: unknown[] } {
  const P = new Params()
  const parts = searchParts(word, P)
  const typeSql = type ? ` AND g.goods_type_cd = ${P.add(type)}` : ''
  if (sort === 'score') {
    // Relevance within one type: the ranked statement over the type's matches.
    const sql = `WITH ${parts.ctes.join(',\n')},
    cand(id) AS MATERIALIZED (SELECT s.doc_id FROM (${candidatesSql(parts, P, false)}) x JOIN search_goods s ON s.doc_id = x.id
       JOIN goods g ON g.goods_no = s.goods_no WHERE g.display_yn = 'Y'${typeSql}),
    scored AS MATERIALIZED (
      SELECT g.goods_no, g.sale_count, ${parts.scoreCols} FROM cand JOIN search_goods g ON g.doc_id = cand.id ${parts.joins})
    SELECT goods_no, COUNT(*) OVER () AS total FROM (SELECT goods_no, sale_count, ${parts.score} AS score FROM scored)
     WHERE score > 0 ORDER BY score DESC, sale_count DESC, goods_no LIMIT ${P.add(size)}`
    return { sql, params: P.values }
  }
  const sql = `WITH ${parts.ctes.join(',\n')}
    SELECT g.goods_no, COUNT(*) OVER () AS total FROM (${candidatesSql(parts, P, true)}) x JOIN search_goods s ON s.doc_id = x.id
      JOIN goods g ON g.goods_no = s.goods_no WHERE g.display_yn = 'Y'${typeSql}
     ORDER BY ${RESULT_SORT_SQL[sort]} LIMIT ${P.add(size)}`
  return { sql, params: P.values }
}

/** How many of a query's matches each goods type holds (the results' type filter). */
export function goodsTypeCountsSql(word: string): { sql: string; params: unknown[] } {
  const P = new Params()
  const parts = searchParts(word, P)
  const sql = `WITH ${parts.ctes.join(',\n')}
    SELECT g.goods_type_cd AS type, COUNT(*) AS n FROM (${candidatesSql(parts, P, true)}) x JOIN search_goods s ON s.doc_id = x.id
      JOIN goods g ON g.goods_no = s.goods_no WHERE g.display_yn = 'Y' GROUP BY g.goods_type_cd ORDER BY g.goods_type_cd`
  return { sql, params: P.values }
}

/** Per goods type, how many goods a query matches. */
export async function searchTypeCounts(db: D1Database, word: string): Promise<SearchTypesAnswer> {
  const [r] = await db.batch<{ type: string; n: number }>([statementOf(db, goodsTypeCountsSql(word))])
  return { searchWord: word, types: r.results.map((x) => ({ category: x.type, count: Number(x.n) })) }
}

/** A statement with its parameters, up to the highest one the SQL uses (a word's unused key may come last). */
function statementOf(db: D1Database, { sql, params }: { sql: string; params: unknown[] }): D1PreparedStatement {
  const used = Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((m) => Number(m[1])))
  return db.prepare(sql).bind(...params.slice(0, used))
}

export async function searchProducts(
  db: D1Database,
  word: string,
  size: number,
  now: Date,
  opts: { sort?: SearchSort; category?: string } = {},
): Promise<SearchProductAnswer> {
  const sort = opts.sort ?? 'score'
  const { page, total } =
    sort === 'score' && !opts.category
      ? await searchGoodsPage(db, word, size)
      : await db
          .batch<{ goods_no: string; total: number }>([statementOf(db, goodsFilteredSql(word, size, sort, opts.category))])
          .then(([r]) => ({
            page: r.results.map((x) => x.goods_no),
            total: Number(r.results[0]?.total ?? 0),
          }))
  let goods: SearchProductAnswer['goods'] = []
  if (page.length) {
    const cards = await goodsCardsByQuery(db, 'WHERE g.goods_no IN (SELECT value FROM json_each(?2))', [JSON.stringify(page)], now)
    const byNo = new Map(cards.map((c) => [c.id, c]))
    goods = page.map((n) => byNo.get(n)).filter((c): c is NonNullable<typeof c> => !!c)
  }
  let suggestions: string[] = []
  if (!total) {
    const [close, popular] = await Promise.all([suggest(db, searchWords(word)[0] ?? word, 5), searchRankings(db)])
    suggestions = [
      ...new Set([...close.suggestions.filter((s) => s.kind !== 'goods').map((s) => s.text), ...popular.rankings.map((r) => r.keyword)]),
    ].slice(0, 8)
  }
  return { searchWord: word, total, size, goods, suggestions }
}
