import type { D1Database } from '@cloudflare/workers-types'
import type { GoodsDetailAnswer, GoodsItem, GoodsListAnswer, ReviewSummaryAnswer } from '../../shared/api/goods-types'
import type { GoodsCard } from '../../shared/api/types'
import { goodsTypeName } from '../../shared/codes'
import { GOODS_ATTRIBUTES } from '../../shared/goods-attributes'
import { type FacetParam, LIST_FACETS } from '../../shared/list-facets'
import type { GoodsTypeCode } from '../../shared/goods-types'
import { maskName } from '../../shared/format'
import { deliveryMethod, isReservationOnly } from '../../shared/rules'
import type { GoodsListQuery } from '../../shared/schemas/goods'
import { sanitizeHtml } from '../html/sanitize'
import { GOODS_CARD_COLUMNS, GOODS_CARD_FROM, type GoodsCardRow, goodsCardsByQuery, toGoodsCard } from './goods'

// Catalogue queries: listing with filters and paging, detail, rankings, related goods, reviews summary.
// ?1 is always "now" (ISO) for the goods-card time-deal columns.

const SORT_SQL: Record<GoodsListQuery['sort'], string> = {
  new: 'g.reg_dttm DESC, g.goods_no DESC',
  popular: 'g.popular_score DESC, g.sale_count DESC, g.goods_no', // the week ranking's score (db/rankings.ts)
  lowPrice: 'g.sale_price ASC, g.goods_no',
  highPrice: 'g.sale_price DESC, g.goods_no',
  discount: 'g.discount_rate DESC, g.sale_price ASC, g.goods_no',
}

/**
 * "내 얼굴에 맞는 프레임": a size of the goods is judged 잘 맞아요 for the face width in ?n — the SQL of frameFit
 * (src/shared/eyes/face.ts) on sizes written 'AA□BB-TTT': front 2·A + B + 8 from 6 mm narrower to 2 mm wider than
 * the face, and no temple under 135 mm on a face over 142 mm nor over 150 mm on one under 130 mm.
 */
const fitsFace = (n: number) => `EXISTS (SELECT 1 FROM goods_items i WHERE i.goods_no = g.goods_no
      AND i.size GLOB '[0-9][0-9]?[0-9][0-9]-[0-9][0-9][0-9]'
      AND 2 * CAST(substr(i.size, 1, 2) AS INTEGER) + CAST(substr(i.size, 4, 2) AS INTEGER) + 8 BETWEEN ?${n} - 6 AND ?${n} + 2
      AND NOT (?${n} > 142 AND CAST(substr(i.size, 7, 3) AS INTEGER) < 135)
      AND NOT (?${n} < 130 AND CAST(substr(i.size, 7, 3) AS INTEGER) > 150))`

/** Numbered parameters of one statement (?1 is always "now" for the goods-card columns). */
class Binds {
  values: unknown[]
  constructor(first: unknown[] = []) {
    this.values = [...first]
  }
  add(v: unknown): string {
    this.values.push(v)
    return `?${this.values.length}`
  }
}

type ListFilter = 'ctg' | 'brand' | 'price' | 'face' | FacetParam

/**
 * The list's WHERE over goods g, every chosen filter but `except` (a facet's own, so its other values keep their
 * counts: 라운드 chosen, 보스턴 still says how many it would add). Attribute filters read goods_attrs_value_idx.
 */
function listWhere(q: GoodsListQuery, b: Binds, except?: ListFilter, driver?: FacetParam): string {
  const on = (f: ListFilter) => f !== except && f !== driver
  const parts = [`g.display_yn = 'Y'`, `g.goods_type_cd = ${b.add(q.category)}`]
  if (q.ctgNo != null && on('ctg')) parts.push(`g.ctg_no = ${b.add(q.ctgNo)}`)
  if (q.brand != null && on('brand')) parts.push(`g.brand_no = ${b.add(q.brand)}`)
  if (q.priceMin != null && on('price')) parts.push(`g.sale_price >= ${b.add(q.priceMin)}`)
  if (q.priceMax != null && on('price')) parts.push(`g.sale_price <= ${b.add(q.priceMax)}`)
  if (q.faceWidth != null && on('face')) {
    const n = b.add(q.faceWidth)
    parts.push(fitsFace(Number(n.slice(1))))
  }
  for (const f of facetsOf(q.category)) {
    const values = q[f.param]
    if (values?.length && on(f.param)) {
      const list = `(SELECT value FROM json_each(${b.add(JSON.stringify(values))}))`
      // Beside a driving attribute (a count), each driven goods is checked by its key; the page walks its sort index.
      parts.push(
        driver
          ? `EXISTS (SELECT 1 FROM goods_attrs x WHERE x.goods_no = g.goods_no AND x.attr_key = '${f.attr}' AND x.attr_value IN ${list})`
          : `g.goods_no IN (SELECT goods_no FROM goods_attrs WHERE attr_key = '${f.attr}' AND attr_value IN ${list})`,
      )
    }
  }
  return `WHERE ${parts.join(' AND ')}`
}

/**
 * FROM … WHERE of a count over the list's goods (`join`: a table joined to g before the WHERE). With an attribute
 * filter chosen, its matching attribute rows drive (goods_attrs_value_idx, then each goods by its key: the few hundred
 * goods of 보스턴 instead of every frame checked against the filter).
 */
function countSource(q: GoodsListQuery, b: Binds, except?: ListFilter, join = ''): string {
  const driver = facetsOf(q.category).find((f) => f.param !== except && q[f.param]?.length)
  if (!driver) return `FROM goods g ${join} ${listWhere(q, b, except)}`
  const values = b.add(JSON.stringify(q[driver.param]))
  return `FROM goods_attrs d CROSS JOIN goods g ON g.goods_no = d.goods_no ${join} ${listWhere(q, b, except, driver.param)}
    AND d.attr_key = '${driver.attr}' AND d.attr_value IN (SELECT value FROM json_each(${values}))`
}

const facetsOf = (category: string) => LIST_FACETS[category as GoodsTypeCode] ?? []

/** Whether the filters other than `except` are only category and brand (the maintained counters can answer). */
function countersCan(q: GoodsListQuery, except?: ListFilter): boolean {
  const chosen: ListFilter[] = []
  if (q.priceMin != null || q.priceMax != null) chosen.push('price')
  if (q.faceWidth != null) chosen.push('face')
  for (const f of facetsOf(q.category)) if (q[f.param]?.length) chosen.push(f.param)
  return chosen.every((f) => f === except)
}

/** WHERE over a counter table (goods_facet_counts, goods_attr_counts): type, and category and brand but `except`. */
function counterWhere(q: GoodsListQuery, b: Binds, except?: ListFilter): string {
  const parts = [`goods_type_cd = ${b.add(q.category)}`]
  if (q.ctgNo != null && except !== 'ctg') parts.push(`ctg_no = ${b.add(q.ctgNo)}`)
  if (q.brand != null && except !== 'brand') parts.push(`brand_no = ${b.add(q.brand)}`)
  return parts.join(' AND ')
}

/**
 * The catalogue list: a page of `rows` goods (the shop asks for 20, 40 … 500 from the start: "더보기"), the total,
 * and every facet's counts under the other chosen filters (brand, sub-category, each attribute filter). Without an
 * attribute, price or face filter the total and the counts sum maintained counters (0064, 0231: a few hundred rows
 * whatever the catalogue's size); with one, they count the filtered goods through the list indexes.
 */
export async function goodsList(db: D1Database, q: GoodsListQuery, now: Date): Promise<GoodsListAnswer> {
  const iso = now.toISOString()
  const facets = facetsOf(q.category)
  const stmt = (f: (b: Binds) => string, first: unknown[] = []) => {
    const b = new Binds(first)
    const sql = f(b)
    return db.prepare(sql).bind(...b.values)
  }
  const counted = (except: ListFilter, group: string) =>
    countersCan(q, except)
      ? stmt((b) => `SELECT ${group} AS k, SUM(n) AS n FROM goods_facet_counts WHERE ${counterWhere(q, b, except)} GROUP BY ${group}`)
      : stmt((b) => `SELECT g.${group} AS k, COUNT(*) AS n ${countSource(q, b, except)} GROUP BY g.${group}`)
  const statements = [
    stmt(
      (b) =>
        `SELECT ${GOODS_CARD_COLUMNS} ${GOODS_CARD_FROM} ${listWhere(q, b)} ORDER BY ${SORT_SQL[q.sort]} LIMIT ${b.add(q.rows)} OFFSET ${b.add((q.page - 1) * q.rows)}`,
      [iso],
    ),
    countersCan(q)
      ? stmt((b) => `SELECT COALESCE(SUM(n), 0) AS n FROM goods_facet_counts WHERE ${counterWhere(q, b)}`)
      : stmt((b) => `SELECT COUNT(*) AS n ${countSource(q, b)}`),
    // Every brand and sub-category of the type (the counters), then their counts under the other filters.
    stmt(
      (b) => `SELECT b.brand_no, b.brand_nm FROM (SELECT brand_no FROM goods_facet_counts WHERE goods_type_cd = ${b.add(q.category)}
          GROUP BY brand_no HAVING SUM(n) > 0) f JOIN brands b ON b.brand_no = f.brand_no
        WHERE b.display_yn = 'Y' ORDER BY b.sort_seq, b.brand_no`,
    ),
    counted('brand', 'brand_no'),
    stmt(
      (b) =>
        `SELECT ctg_no, ctg_nm FROM categories WHERE goods_type_cd = ${b.add(q.category)} AND display_yn = 'Y' ORDER BY sort_seq, ctg_no`,
    ),
    counted('ctg', 'ctg_no'),
    // One MIN and one MAX each read one end of the (type, display, price) index.
    stmt((b) => {
      const t = b.add(q.category)
      return `SELECT (SELECT MIN(sale_price) FROM goods WHERE display_yn = 'Y' AND goods_type_cd = ${t}) AS lo,
              (SELECT MAX(sale_price) FROM goods WHERE display_yn = 'Y' AND goods_type_cd = ${t}) AS hi`
    }),
    // Attribute facets: each value of the type, then its count under the other filters.
    ...(facets.length
      ? [
          stmt(
            (b) => `SELECT attr_key, attr_value, SUM(n) AS n FROM goods_attr_counts WHERE goods_type_cd = ${b.add(q.category)}
               AND attr_key IN (SELECT value FROM json_each(${b.add(JSON.stringify(facets.map((f) => f.attr)))}))
             GROUP BY attr_key, attr_value HAVING SUM(n) > 0`,
          ),
          ...facets.map((f) =>
            countersCan(q, f.param)
              ? stmt(
                  (b) => `SELECT attr_value AS k, SUM(n) AS n FROM goods_attr_counts
                     WHERE ${counterWhere(q, b)} AND attr_key = '${f.attr}' GROUP BY attr_value`,
                )
              : stmt(
                  (b) =>
                    `SELECT a.attr_value AS k, COUNT(*) AS n ${countSource(q, b, f.param, `JOIN goods_attrs a ON a.goods_no = g.goods_no AND a.attr_key = '${f.attr}'`)} GROUP BY a.attr_value`,
                ),
          ),
        ]
      : []),
  ]
  const [list, count, brandRows, brandCounts, ctgRows, ctgCounts, range, attrRows, ...attrCounts] =
    await db.batch<Record<string, unknown>>(statements)
  const countsOf = (r: D1Result<Record<string, unknown>>) => new Map(r.results.map((x) => [String(x.k), Number(x.n)]))
  const total = Number((count.results[0] as { n: number } | undefined)?.n ?? 0)
  const rg = range.results[0] as { lo: number | null; hi: number | null } | undefined
  const bc = countsOf(brandCounts)
  const cc = countsOf(ctgCounts)
  return {
    category: q.category,
    categoryName: goodsTypeName(q.category),
    total,
    page: q.page,
    rows: q.rows,
    totalPages: Math.max(1, Math.ceil(total / q.rows)),
    goods: (list.results as unknown as GoodsCardRow[]).map((row) => toGoodsCard(row, now)),
    brands: brandRows.results.map((r) => ({
      brandNo: r.brand_no as number,
      brandNm: r.brand_nm as string,
      count: bc.get(String(r.brand_no)) ?? 0,
    })),
    categories: ctgRows.results.map((r) => ({
      ctgNo: r.ctg_no as number,
      ctgNm: r.ctg_nm as string,
      count: cc.get(String(r.ctg_no)) ?? 0,
    })),
    priceRange: { min: rg?.lo ?? 0, max: rg?.hi ?? 0 },
    facets: facets.map((f, i) => {
      const counts = countsOf(attrCounts[i])
      const options = GOODS_ATTRIBUTES[q.category as GoodsTypeCode].find((d) => d.key === f.attr)?.options
      const seen = attrRows.results.filter((r) => r.attr_key === f.attr).map((r) => ({ value: String(r.attr_value), all: Number(r.n) }))
      // Chosen values stay listed (a chip's value the type no longer holds still reads, at 0).
      for (const v of q[f.param] ?? []) if (!seen.some((s) => s.value === v)) seen.push({ value: v, all: 0 })
      const rank = (v: string) => (options ? options.indexOf(v) : -1)
      seen.sort((a, b) => (options ? rank(a.value) - rank(b.value) : b.all - a.all) || a.value.localeCompare(b.value, 'ko'))
      return {
        param: f.param,
        label: f.label,
        values: seen.map((s) => ({ value: s.value, count: counts.get(s.value) ?? 0 })),
      }
    }),
  }
}

const OPTION_AXES = ['color', 'size', 'power', 'cylinder', 'axis', 'packCount'] as const

export async function goodsDetail(db: D1Database, goodsNo: string, now: Date): Promise<GoodsDetailAnswer | null> {
  const iso = now.toISOString()
  const [main, images, items, attrs] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT ${GOODS_CARD_COLUMNS}, g.goods_dscrt, g.brand_no, b.brand_en_nm, g.ctg_no, c.ctg_nm
           ${GOODS_CARD_FROM} JOIN categories c ON c.ctg_no = g.ctg_no
          WHERE g.goods_no = ?2 AND g.display_yn = 'Y'`,
      )
      .bind(iso, goodsNo),
    db.prepare('SELECT img_src FROM goods_images WHERE goods_no = ?1 ORDER BY seq').bind(goodsNo),
    db
      .prepare(
        `SELECT item_no, item_nm, color, size, power, cylinder, axis, pack_count, add_price, stock_qtt
           FROM goods_items WHERE goods_no = ?1 ORDER BY sort_seq, item_no`,
      )
      .bind(goodsNo),
    db.prepare('SELECT attr_key, attr_value FROM goods_attrs WHERE goods_no = ?1').bind(goodsNo),
  ])
  const row = main.results[0] as (GoodsCardRow & Record<string, unknown>) | undefined
  if (!row) return null
  const card = toGoodsCard(row, now)
  const itemList: GoodsItem[] = items.results.map((i) => ({
    itemNo: i.item_no as string,
    itemNm: i.item_nm as string,
    color: (i.color as string | null) ?? null,
    size: (i.size as string | null) ?? null,
    power: (i.power as string | null) ?? null,
    cylinder: (i.cylinder as string | null) ?? null,
    axis: (i.axis as string | null) ?? null,
    packCount: (i.pack_count as number | null) ?? null,
    addPrice: i.add_price as number,
    stockQtt: i.stock_qtt as number,
    soldOut: (i.stock_qtt as number) <= 0,
  }))
  const imgs = images.results.map((i) => i.img_src as string)
  // The description is stored HTML (the catalogue desk sanitizes on save) and goes through the one sanitizer again here.
  const dscrt = await sanitizeHtml((row.goods_dscrt as string) ?? '')
  return {
    goods: {
      ...card,
      goodsDscrt: htmlToText(dscrt),
      goodsDscrtHtml: dscrt,
      brandNo: row.brand_no as number,
      brandEnNm: row.brand_en_nm as string,
      ctgNo: row.ctg_no as number,
      ctgNm: row.ctg_nm as string,
      categoryName: goodsTypeName(card.goodsTypeCd),
    },
    images: imgs.length ? imgs : [card.imgSrc],
    items: itemList,
    optionAxes: OPTION_AXES.filter((a) => itemList.some((i) => i[a] != null && i[a] !== '')),
    deliveryMethod: deliveryMethod({ dlvrYn: card.dlvrYn, directYn: card.directYn }),
    reservationOnly: isReservationOnly(card.goodsTypeCd),
    attributes: goodsAttributes(card.goodsTypeCd, attrs.results as { attr_key: string; attr_value: string }[]),
  }
}

/** The goods' attributes (catalogue desk, goods_attrs) as the product page lists them: labels and order of the type's table. */
function goodsAttributes(type: string, rows: { attr_key: string; attr_value: string }[]) {
  const byKey = new Map(rows.map((r) => [r.attr_key, r.attr_value]))
  return (GOODS_ATTRIBUTES[type as GoodsTypeCode] ?? []).flatMap((d) => {
    const value = byKey.get(d.key)
    return value ? [{ label: d.label, value }] : []
  })
}

/** Same category first, then same brand; never the goods itself. */
export async function relatedGoods(db: D1Database, goodsNo: string, now: Date): Promise<GoodsCard[]> {
  return goodsCardsByQuery(
    db,
    `JOIN goods me ON me.goods_no = ?2
      WHERE g.display_yn = 'Y' AND g.goods_no <> me.goods_no AND g.goods_type_cd = me.goods_type_cd
      ORDER BY (g.ctg_no = me.ctg_no) + (g.brand_no = me.brand_no) DESC, g.popular_score DESC, g.sale_count DESC LIMIT 10`,
    [goodsNo],
    now,
  )
}

export async function reviewSummary(db: D1Database, goodsNo: string): Promise<ReviewSummaryAnswer | null> {
  const [exists, dist, latest] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT goods_no FROM goods WHERE goods_no = ?1 AND display_yn = 'Y'`).bind(goodsNo),
    db
      .prepare(
        `SELECT score, COUNT(*) AS n, SUM(photo_yn = 'Y') AS photos FROM goods_reviews
          WHERE goods_no = ?1 AND display_yn = 'Y' AND hidden_yn = 'N' AND del_dttm IS NULL GROUP BY score`,
      )
      .bind(goodsNo),
    db
      .prepare(
        `SELECT review_no, writer_nm, score, content, photo_yn, item_nm, reg_dttm FROM goods_reviews
          WHERE goods_no = ?1 AND display_yn = 'Y' AND hidden_yn = 'N' AND del_dttm IS NULL ORDER BY reg_dttm DESC, review_no DESC LIMIT 5`,
      )
      .bind(goodsNo),
  ])
  if (!exists.results.length) return null
  const counts = new Map(dist.results.map((d) => [d.score as number, d.n as number]))
  const total = [...counts.values()].reduce((a, b) => a + b, 0)
  const sum = [...counts.entries()].reduce((a, [s, n]) => a + s * n, 0)
  return {
    goodsNo,
    average: total ? Math.round((sum / total) * 10) / 10 : 0,
    total,
    photoCount: dist.results.reduce((a, d) => a + Number(d.photos ?? 0), 0),
    distribution: [5, 4, 3, 2, 1].map((score) => ({ score, count: counts.get(score) ?? 0 })),
    reviews: latest.results.map((r) => ({
      reviewNo: r.review_no as number,
      writer: maskName(r.writer_nm as string),
      score: r.score as number,
      content: r.content as string,
      photoYn: r.photo_yn as 'Y' | 'N',
      itemNm: r.item_nm as string,
      regDate: r.reg_dttm as string,
    })),
  }
}

export { GOODS_CARD_COLUMNS, GOODS_CARD_FROM }

/** The plain text of sanitized HTML (JSON-LD descriptions, summaries): paragraphs and breaks as line breaks, entities read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|li|h[2-4]|div)>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
