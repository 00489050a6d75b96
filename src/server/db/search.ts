import type { D1Database } from '@cloudflare/workers-types'
import type { SearchProductAnswer, SearchRankingsAnswer, SearchSuggestion, SuggestAnswer } from '../../shared/api/search-types'
import { compact, matchKeys, matchScore, type MatchKeys } from '../../shared/search/hangul'
import { goodsCardsByQuery } from './goods'

// Search: popular keywords, autocomplete and goods search. Matching is Hangul-aware (initial consonants,
// spacing, half-typed syllables — src/shared/search/hangul.ts) and runs over the displayed catalogue,
// which is a few hundred rows: one indexed read, then scoring in the Worker.

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

/** Counts one search of a word (first page only; the caller decides). Idempotence is not needed: it is a statistic. */
export async function recordSearch(db: D1Database, word: string, now: Date) {
  const kw = word.trim().replace(/\s+/g, ' ')
  if (!kw || kw.length > 30) return
  await db
    .prepare(
      `INSERT INTO search_keywords (keyword, search_count, last_search_dttm) VALUES (?1, 1, ?2)
       ON CONFLICT (keyword) DO UPDATE SET search_count = search_count + 1, last_search_dttm = ?2`,
    )
    .bind(kw, now.toISOString())
    .run()
}

interface Candidate {
  text: string
  kind: SearchSuggestion['kind']
  goodsNo?: string
  weight: number
  keys: MatchKeys
}

async function suggestionCandidates(db: D1Database): Promise<Candidate[]> {
  const [brands, ctgs, goods, keywords] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT brand_nm, brand_en_nm FROM brands'),
    db.prepare('SELECT DISTINCT ctg_nm FROM categories'),
    db.prepare(`SELECT goods_no, goods_nm, sale_count FROM goods WHERE display_yn = 'Y'`),
    db.prepare('SELECT keyword, search_count FROM search_keywords ORDER BY search_count DESC LIMIT 200'),
  ])
  const out: Candidate[] = []
  const add = (text: string, kind: Candidate['kind'], weight: number, goodsNo?: string) =>
    out.push({ text, kind, weight, goodsNo, keys: matchKeys(text) })
  for (const k of keywords.results) add(k.keyword as string, 'keyword', 1000 + (k.search_count as number))
  for (const b of brands.results) {
    add(b.brand_nm as string, 'brand', 900)
    add(b.brand_en_nm as string, 'brand', 850)
  }
  for (const c of ctgs.results) add(c.ctg_nm as string, 'category', 800)
  for (const g of goods.results) add(g.goods_nm as string, 'goods', g.sale_count as number, g.goods_no as string)
  return out
}

export async function suggest(db: D1Database, seed: string, limit = 10): Promise<SuggestAnswer> {
  if (!compact(seed)) return { seed, suggestions: [] }
  const seen = new Set<string>()
  const scored = (await suggestionCandidates(db))
    .map((c) => ({ c, score: matchScore(seed, c.keys) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || b.c.weight - a.c.weight || a.c.text.localeCompare(b.c.text, 'ko'))
  const suggestions: SearchSuggestion[] = []
  for (const { c } of scored) {
    const key = compact(c.text)
    if (seen.has(key)) continue
    seen.add(key)
    suggestions.push(c.goodsNo ? { text: c.text, kind: c.kind, goodsNo: c.goodsNo } : { text: c.text, kind: c.kind })
    if (suggestions.length >= limit) break
  }
  return { seed, suggestions }
}

interface GoodsSearchRow {
  goods_no: string
  goods_nm: string
  brand_nm: string
  brand_en_nm: string
  ctg_nm: string
  type_nm: string
  search_text: string
  sale_count: number
}

/** Score of one goods for a query: every word must match somewhere; name counts most. 0 = no match. */
export function scoreGoods(words: string[], whole: string, g: { name: string; brand: string; brandEn: string; ctg: string; extra: string }): number {
  const fields: Array<[string, number]> = [
    [g.name, 1],
    [g.brand, 0.9],
    [g.brandEn, 0.9],
    [g.ctg, 0.7],
    [g.extra, 0.5],
  ]
  const best = (w: string) => Math.max(...fields.map(([f, weight]) => matchScore(w, f) * weight))
  // The whole query without spaces against the name first (spacing-tolerant: '다비치오리지널').
  const wholeName = matchScore(whole, g.name)
  if (wholeName >= 60) return wholeName * 2
  let total = 0
  for (const w of words) {
    const s = best(w)
    if (s <= 0) return 0
    total += s
  }
  return total
}

export async function searchProducts(db: D1Database, word: string, size: number, now: Date): Promise<SearchProductAnswer> {
  const { results } = await db
    .prepare(
      `SELECT g.goods_no, g.goods_nm, b.brand_nm, b.brand_en_nm, c.ctg_nm, g.search_text, g.sale_count,
              CASE g.goods_type_cd WHEN '01' THEN '안경테' WHEN '02' THEN '선글라스' WHEN '03' THEN '안경렌즈'
                WHEN '04' THEN '콘택트렌즈' ELSE '용품' END AS type_nm
         FROM goods g JOIN brands b ON b.brand_no = g.brand_no JOIN categories c ON c.ctg_no = g.ctg_no
        WHERE g.display_yn = 'Y'`,
    )
    .all<GoodsSearchRow>()
  const words = word.trim().split(/\s+/).filter(Boolean)
  const matched = results
    .map((r) => ({
      r,
      score: scoreGoods(words, word, {
        name: r.goods_nm,
        brand: r.brand_nm,
        brandEn: r.brand_en_nm,
        ctg: `${r.ctg_nm} ${r.type_nm}`,
        extra: r.search_text,
      }),
    }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || b.r.sale_count - a.r.sale_count || a.r.goods_no.localeCompare(b.r.goods_no))
  const page = matched.slice(0, size).map((x) => x.r.goods_no)
  let goods: SearchProductAnswer['goods'] = []
  if (page.length) {
    const cards = await goodsCardsByQuery(db, 'WHERE g.goods_no IN (SELECT value FROM json_each(?2))', [JSON.stringify(page)], now)
    const byNo = new Map(cards.map((c) => [c.id, c]))
    goods = page.map((n) => byNo.get(n)).filter((c): c is NonNullable<typeof c> => !!c)
  }
  let suggestions: string[] = []
  if (!matched.length) {
    const [close, popular] = await Promise.all([suggest(db, words[0] ?? word, 5), searchRankings(db)])
    suggestions = [...new Set([...close.suggestions.filter((s) => s.kind !== 'goods').map((s) => s.text), ...popular.rankings.map((r) => r.keyword)])].slice(0, 8)
  }
  return { searchWord: word, total: matched.length, size, goods, suggestions }
}
