// Search and completion from the write-time index (SQL, src/server/db/search.ts) answer exactly what the
// scan-and-score of before did (every displayed goods and candidate scored in the Worker with matchScore), on
// the demo seed loaded into SQLite with the real migrations (node:sqlite, FTS5 trigram included).
import { readdirSync, readFileSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { buildSeedSync, commerceSeedSql, searchIndexSeedSql, seedToSql, storefrontSeedSql } from '../../src/demo/seed'
import { compact, matchKeys, matchScore } from '../../src/shared/search/hangul'
import {
  CONTAINS_WINDOW,
  goodsCountSql,
  goodsSearchSql,
  goodsWindowSql,
  wordCountsSql,
  nameWindow,
  scoreGoods,
  searchProducts,
  suggest,
  TOTAL_CACHE_MIN,
} from '../../src/server/db/search'

const migrations = new URL('../../migrations/', import.meta.url)
const now = new Date('2026-11-22T03:00:00Z')

function loadSeed(goods?: number) {
  const db = new DatabaseSync(':memory:')
  for (const f of readdirSync(migrations)
    .filter((n) => n.endsWith('.sql'))
    .sort())
    db.exec(readFileSync(new URL(f, migrations), 'utf8'))
  const seed = buildSeedSync({ now, passwordHash: 'x', goods })
  db.exec([...seedToSql(seed), ...commerceSeedSql(seed, now), ...storefrontSeedSql(seed, now), ...searchIndexSeedSql(seed)].join('\n'))
  return db
}

/**
 * D1 (workerd's SQLite) refuses a compound SELECT of more than 5 terms ("too many terms in compound SELECT");
 * node:sqlite allows 500 and cannot lower it, so the shim counts the terms of every chain (per parenthesis level).
 */
const D1_MAX_COMPOUND_TERMS = 5
function longestCompound(sql: string): number {
  const stack = [1]
  let longest = 1
  const text = sql.replace(/'(?:[^']|'')*'/g, "''")
  for (const m of text.matchAll(/\(|\)|\b(?:UNION|INTERSECT|EXCEPT)\b/gi)) {
    if (m[0] === '(') stack.push(1)
    else if (m[0] === ')') stack.pop()
    else longest = Math.max(longest, ++stack[stack.length - 1])
  }
  return longest
}

/** The D1 surface search.ts uses, over node:sqlite (with D1's compound SELECT limit). */
function d1(db: DatabaseSync, log?: string[]): D1Database {
  const stmt = (sql: string, args: unknown[] = []): any => {
    log?.push(sql)
    if (longestCompound(sql) > D1_MAX_COMPOUND_TERMS) throw new Error(`D1_ERROR: too many terms in compound SELECT: ${sql.slice(0, 80)}`)
    return stmtOf(sql, args)
  }
  const stmtOf = (sql: string, args: unknown[]): any => ({
    sql,
    args,
    bind: (...a: unknown[]) => stmt(sql, a),
    all: async () => ({ results: db.prepare(sql).all(...(args as never[])) }),
    first: async () => db.prepare(sql).get(...(args as never[])) ?? null,
    run: async () => ({ meta: { changes: Number(db.prepare(sql).run(...(args as never[])).changes) } }),
  })
  return {
    prepare: (sql: string) => stmt(sql),
    batch: async (stmts: any[]) =>
      stmts.map((s) => ({
        results: /^\s*(SELECT|WITH)/i.test(s.sql) ? db.prepare(s.sql).all(...s.args) : (db.prepare(s.sql).run(...s.args), []),
      })),
  } as unknown as D1Database
}

/** The completion of before: every candidate keyed and scored per request. */
function scanSuggest(db: DatabaseSync, seed: string, limit = 10) {
  const all = (sql: string) => db.prepare(sql).all() as any[]
  const out: Array<{ text: string; kind: string; weight: number; goodsNo?: string }> = []
  for (const k of all('SELECT keyword, search_count FROM search_keywords ORDER BY search_count DESC LIMIT 200'))
    out.push({ text: k.keyword, kind: 'keyword', weight: 1000 + k.search_count })
  for (const b of all('SELECT brand_nm, brand_en_nm FROM brands'))
    out.push({ text: b.brand_nm, kind: 'brand', weight: 900 }, { text: b.brand_en_nm, kind: 'brand', weight: 850 })
  for (const c of all('SELECT DISTINCT ctg_nm FROM categories')) out.push({ text: c.ctg_nm, kind: 'category', weight: 800 })
  for (const g of all(`SELECT goods_no, goods_nm, sale_count FROM goods WHERE display_yn = 'Y'`))
    out.push({ text: g.goods_nm, kind: 'goods', weight: g.sale_count, goodsNo: g.goods_no })
  const seen = new Set<string>()
  return out
    .map((c) => ({ c, score: matchScore(seed, matchKeys(c.text)) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || b.c.weight - a.c.weight || (a.c.text < b.c.text ? -1 : a.c.text > b.c.text ? 1 : 0))
    .filter(({ c }) => !seen.has(compact(c.text)) && !!seen.add(compact(c.text)))
    .slice(0, limit)
    .map(({ c }) => (c.goodsNo ? { text: c.text, kind: c.kind, goodsNo: c.goodsNo } : { text: c.text, kind: c.kind }))
}

/** The goods search of before: every displayed goods scored with scoreGoods. */
function scanSearch(db: DatabaseSync, word: string) {
  const rows = db
    .prepare(
      `SELECT g.goods_no, g.goods_nm, b.brand_nm, b.brand_en_nm, c.ctg_nm, g.search_text, g.sale_count,
              CASE g.goods_type_cd WHEN '01' THEN '안경테' WHEN '02' THEN '선글라스' WHEN '03' THEN '안경렌즈' WHEN '04' THEN '콘택트렌즈' ELSE '용품' END AS type_nm
         FROM goods g JOIN brands b ON b.brand_no = g.brand_no JOIN categories c ON c.ctg_no = g.ctg_no WHERE g.display_yn = 'Y'`,
    )
    .all() as any[]
  return rows
    .map((r) => ({
      r,
      score: scoreGoods(word, {
        name: r.goods_nm,
        brand: r.brand_nm,
        brandEn: r.brand_en_nm,
        ctg: `${r.ctg_nm} ${r.type_nm}`,
        extra: r.search_text,
      }),
    }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || b.r.sale_count - a.r.sale_count || (a.r.goods_no < b.r.goods_no ? -1 : 1))
    .map((x) => x.r.goods_no as string)
}

const QUERIES = [
  '렌즈 렌즈',
  'ㅅㄱ',
  '안경테',
  '선글라스',
  '컬러',
  '원데이 렌즈',
  'ㄷㅂㅊ',
  'ㄷㅂ',
  'ㄷ',
  '다비치',
  '다비',
  '다빛',
  '선글',
  '편광선글',
  '편광 선글라스',
  '렌즈',
  '원데이',
  '뿔테',
  '안경',
  '루미',
  'ㄹㅁ',
  '티타늄',
  'davich',
  'DAVICH',
  '콘택트 렌즈',
  '블루라이트',
  '김서림',
  'ㅇㄱ',
  '보스턴',
  '다비치 안경',
  '난시',
  '컬러렌즈',
  'a',
  '가',
  '렌',
  '우주선',
  // Five words and more (a suggestion's full goods name is searched as it is): D1 refused these when the words'
  // candidate sets were one INTERSECT chain. Up to the 50-character limit: 25 one-letter words.
  '다비치 오리지널 프로틴 클리어 렌즈 세정액 120ml 휴대용',
  '다비치 오리지널 블루 라이트 안경',
  'ㄷㅂㅊ ㅇㄹㅈㄴ ㄹㅈ ㅅㅈㅇ ㅎㄷㅇ',
  '다비치 오리지널 프로틴 클리어 렌즈 세정액 120ml 휴대용 여행',
  Array.from({ length: 25 }, () => 'a').join(' '),
  'a b c d e f g h i j k',
]

describe.each([
  ['the demo seed', undefined],
  ['a 3,000-goods seed (the one-word fast path fills pages)', 3000],
])('index = scan on %s', (_, goods) => {
  const raw = loadSeed(goods)
  const db = d1(raw)
  it.each(QUERIES)('completes %s the same', async (q) => {
    expect((await suggest(db, q)).suggestions).toEqual(scanSuggest(raw, q))
  })
  it.each(QUERIES)('searches %s the same (size 20 and 500)', async (q) => {
    const scan = scanSearch(raw, q)
    for (const size of [20, 500]) {
      const r = await searchProducts(db, q, size, now)
      expect(r.total).toBe(scan.length)
      expect(r.goods.map((g) => g.id)).toEqual(scan.slice(0, size))
    }
  })
})

// What a call costs must follow the page, not the number of matches (issue 18): a common word is ranked from the
// head of a rank-ordered index (goods by sales, completion candidates by weight), a rare one from FTS, and the
// total of a common word is counted once per catalogue version. Equal to the scan whichever path answers.
describe('bounded reads on a 3,000-goods seed', { timeout: 30_000 }, () => {
  const raw = loadSeed(3000)
  const log: string[] = []
  const db = d1(raw, log)
  const run = async <T>(f: () => Promise<T>) => {
    log.length = 0
    const out = await f()
    return { out, sql: log.join('\n'), stmts: [...log] }
  }
  const bySales = () =>
    raw.prepare('SELECT goods_no, sale_count FROM search_goods ORDER BY sale_count DESC, goods_no').all() as Array<{
      goods_no: string
      sale_count: number
    }>

  it('completes a common infix from the weight window, without FTS', async () => {
    const { out, sql } = await run(() => suggest(db, '선글'))
    expect(sql).toContain('search_terms_weight_idx')
    expect(sql).not.toContain('search_terms_fts')
    expect(out.suggestions).toEqual(scanSuggest(raw, '선글'))
    expect(out.suggestions).toHaveLength(10)
  })
  it('completes a word rare among the heaviest candidates from FTS, the same as the scan', async () => {
    for (const q of ['김서림', '케이스', '누드']) {
      const { out, sql } = await run(() => suggest(db, q))
      expect(sql, q).toContain('search_terms_fts')
      expect(out.suggestions, q).toEqual(scanSuggest(raw, q))
    }
    const { out, sql } = await run(() => suggest(db, '티타늄'))
    expect(sql).not.toContain('search_terms_fts')
    expect(out.suggestions).toEqual(scanSuggest(raw, '티타늄'))
  })
  it('ranks a common word from the sales window, the total counted once and kept', async () => {
    const first = await run(() => searchProducts(db, '렌즈', 20, now))
    expect(first.sql).toContain('search_goods_sales_idx')
    expect(first.sql).not.toContain('score >= 120') // no FTS ranking of every name match
    expect(first.out.goods.map((g) => g.id)).toEqual(scanSearch(raw, '렌즈').slice(0, 20))
    expect(first.out.total).toBe(scanSearch(raw, '렌즈').length)
    expect(first.out.total).toBeGreaterThanOrEqual(TOTAL_CACHE_MIN)
    const kept = () =>
      raw.prepare(`SELECT t.total FROM search_totals t JOIN search_meta m ON m.v = t.v WHERE t.query = '렌즈'`).get() as
        { total: number } | undefined
    expect(kept()?.total).toBe(first.out.total)
    // The kept total is what answers (not a recount): a marked value comes back.
    raw.prepare(`UPDATE search_totals SET total = 123456 WHERE query = '렌즈'`).run()
    expect((await searchProducts(db, '렌즈', 20, now)).total).toBe(123456)
    raw.prepare(`UPDATE search_totals SET total = ? WHERE query = '렌즈'`).run(first.out.total)
  })
  it('recounts a kept total after the catalogue changes (hidden goods, renamed goods)', async () => {
    const before = (await searchProducts(db, '렌즈', 20, now)).total
    const hit = scanSearch(raw, '렌즈')[0]!
    raw.prepare(`UPDATE goods SET display_yn = 'N' WHERE goods_no = ?`).run(hit)
    const hidden = await searchProducts(db, '렌즈', 20, now)
    expect(hidden.total).toBe(before - 1)
    expect(hidden.goods.map((g) => g.id)).toEqual(scanSearch(raw, '렌즈').slice(0, 20))
    raw.prepare(`UPDATE goods SET display_yn = 'Y' WHERE goods_no = ?`).run(hit)
    expect((await searchProducts(db, '렌즈', 20, now)).total).toBe(before)
    // Sales moving does not invalidate it (the set of matches is the same).
    raw.prepare(`UPDATE search_totals SET total = 123456 WHERE query = '렌즈'`).run()
    raw.prepare(`UPDATE goods SET sale_count = sale_count + 1 WHERE goods_no = ?`).run(hit)
    expect((await searchProducts(db, '렌즈', 20, now)).total).toBe(123456)
    raw.prepare(`UPDATE goods SET goods_nm = goods_nm || ' 신상' WHERE goods_no = ?`).run(hit)
    expect((await searchProducts(db, '렌즈', 20, now)).total).toBe(before)
  })
  it('puts a better name tier outside the window first (exact, then prefix, whatever their sales)', async () => {
    const ranked = bySales()
    const window = nameWindow(20)
    expect(ranked.length).toBeGreaterThan(window + 2)
    const [exact, prefix] = ranked.slice(-2).map((r) => r.goods_no)
    raw.prepare(`UPDATE goods SET goods_nm = '렌즈', sale_count = 0 WHERE goods_no = ?`).run(exact!)
    raw.prepare(`UPDATE goods SET goods_nm = '렌즈 케이스 세트', sale_count = 0 WHERE goods_no = ?`).run(prefix!)
    const scan = scanSearch(raw, '렌즈')
    expect(scan[0]).toBe(exact)
    expect(scan.indexOf(prefix!)).toBeGreaterThan(0)
    expect(scan.indexOf(prefix!)).toBeLessThan(500) // among the prefix tier, above every contains match
    for (const size of [20, 40, 500]) {
      const r = await searchProducts(db, '렌즈', size, now)
      expect(r.goods.map((g) => g.id)).toEqual(scan.slice(0, size))
      expect(r.total).toBe(scan.length)
    }
  })
  it('ranks a word rare among the best sellers from FTS, the same as the scan', async () => {
    for (const q of ['티타늄', '원데이', '하금테', '보스턴']) {
      const r = await searchProducts(db, q, 20, now)
      const scan = scanSearch(raw, q)
      expect(
        r.goods.map((g) => g.id),
        q,
      ).toEqual(scan.slice(0, 20))
      expect(r.total, q).toBe(scan.length)
    }
  })
  it('ranks a common multi-word query from the sales window, with a bound no goods outside it can pass', async () => {
    for (const q of ['다비치 오리지널 선글라스', 'a a a a', 'ㄷㅂㅊ ㅇㄹㅈㄴ']) {
      const { out, sql } = await run(() => searchProducts(db, q, 20, now))
      expect(sql, q).toContain(' AS ub')
      expect(sql, q).not.toContain('COUNT(*) OVER ()') // no ranking of every match (the total is counted once, then kept)
      expect(
        out.goods.map((g) => g.id),
        q,
      ).toEqual(scanSearch(raw, q).slice(0, 20))
      expect(out.total, q).toBe(scanSearch(raw, q).length)
    }
  })
  it('starts a query the window cannot answer from its rarest word', async () => {
    const rare = raw.prepare(`SELECT goods_nm FROM goods WHERE display_yn = 'Y' ORDER BY sale_count LIMIT 1`).get() as { goods_nm: string }
    for (const q of [rare.goods_nm, `${rare.goods_nm.split(' ').slice(-3).join(' ')}`, '다비치 오리지널 우주선']) {
      const { out, stmts } = await run(() => searchProducts(db, q, 20, now))
      const ranking = [...new Set(stmts.filter((x) => x.includes('COUNT(*) OVER ()')))]
      expect(ranking, q).toHaveLength(1)
      expect(ranking[0], q).not.toContain('INTERSECT') // the rarest word's goods, the others tested on them
      expect(
        out.goods.map((g) => g.id),
        q,
      ).toEqual(scanSearch(raw, q).slice(0, 20))
      expect(out.total, q).toBe(scanSearch(raw, q).length)
    }
  })
  it('keeps the windows to their bound', () => {
    expect(CONTAINS_WINDOW).toBe(1000)
    expect(nameWindow(20)).toBe(1000)
    expect(nameWindow(500)).toBe(10000)
  })
})

describe('the search statement stays within D1 limits for any query', () => {
  it('counts compound terms per chain, nested chains apart', () => {
    expect(longestCompound('SELECT 1')).toBe(1)
    expect(longestCompound('SELECT 1 UNION SELECT 2 UNION ALL SELECT 3')).toBe(3)
    expect(longestCompound("SELECT x FROM (SELECT 1 UNION SELECT 2) INTERSECT SELECT 'a union b' UNION SELECT 3")).toBe(3)
    expect(longestCompound('SELECT 1 INTERSECT SELECT 2 INTERSECT SELECT 3 INTERSECT SELECT 4 INTERSECT SELECT 5 UNION SELECT 6')).toBe(6)
  })
  it('has at most 5 terms in any compound SELECT and at most 100 parameters, 1 to 25 words', () => {
    const CONS = 'ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ'
    const distinct: Record<string, (i: number) => string> = {
      syllables: (i) => `다비${String.fromCharCode(0xac00 + i * 28)}`,
      initials: (i) => `ㄷ${CONS[i % 14]}${CONS[Math.floor(i / 14)]}`,
      letters: (i) => String.fromCharCode(97 + i),
      short: (i) => String.fromCharCode(0xac00 + i * 588),
    }
    for (let n = 1; n <= 25; n++) {
      for (const [w, make] of Object.entries(distinct)) {
        const query = Array.from({ length: n }, (_, i) => make(i)).join(' ')
        for (const [name, { sql, params }] of Object.entries({
          search: goodsSearchSql(query, 500),
          window: goodsWindowSql(query, 500),
          count: goodsCountSql(query),
          words: wordCountsSql(query, 500),
        })) {
          expect(longestCompound(sql), `${name}: ${n} × ${w}`).toBeLessThanOrEqual(D1_MAX_COMPOUND_TERMS)
          expect(params.length, `${name}: ${n} × ${w}`).toBeLessThanOrEqual(100)
        }
      }
    }
  })
})
