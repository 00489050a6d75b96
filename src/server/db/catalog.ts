import type { D1Database } from '@cloudflare/workers-types'
import type { GoodsDetailAnswer, GoodsItem, GoodsListAnswer, ReviewSummaryAnswer } from '../../shared/api/goods-types'
import type { GoodsCard } from '../../shared/api/types'
import { goodsTypeName } from '../../shared/codes'
import { GOODS_ATTRIBUTES } from '../../shared/goods-attributes'
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

export async function goodsList(db: D1Database, q: GoodsListQuery, now: Date): Promise<GoodsListAnswer> {
  // Every parameter is always referenced so the statements bind a fixed list, but a filter that is off is a
  // constant (`?3 IS NULL`), not `(?3 IS NULL OR g.ctg_no = ?3)`, so SQLite can use the list indexes
  // (migration 0061: type + display + ctg/brand/price, and one per sort).
  const on = (v: unknown, sql: string, n: number) => (v == null ? `?${n} IS NULL` : sql)
  const where = (shift: number) => {
    const n = (i: number) => i - shift
    return `WHERE g.display_yn = 'Y' AND g.goods_type_cd = ?${n(2)} AND ${on(q.ctgNo, `g.ctg_no = ?${n(3)}`, n(3))}
    AND ${on(q.brand, `g.brand_no = ?${n(4)}`, n(4))} AND ${on(q.priceMin, `g.sale_price >= ?${n(5)}`, n(5))}
    AND ${on(q.priceMax, `g.sale_price <= ?${n(6)}`, n(6))} AND ${on(q.faceWidth, fitsFace(n(7)), n(7))}`
  }
  const params = [q.category, q.ctgNo ?? null, q.brand ?? null, q.priceMin ?? null, q.priceMax ?? null, q.faceWidth ?? null]
  const offset = (q.page - 1) * q.rows
  const iso = now.toISOString()
  const [list, count, brands, ctgs, range] = await db.batch<Record<string, unknown>>([
    db
      .prepare(`SELECT ${GOODS_CARD_COLUMNS} ${GOODS_CARD_FROM} ${where(0)} ORDER BY ${SORT_SQL[q.sort]} LIMIT ?8 OFFSET ?9`)
      .bind(iso, ...params, q.rows, offset),
    // Without a price filter the total sums the maintained counters (migration 0064); with one, it counts the
    // covering index (type, display, ctg, brand, price).
    q.priceMin == null && q.priceMax == null && q.faceWidth == null
      ? db
          .prepare(
            `SELECT COALESCE(SUM(n), 0) AS n FROM goods_facet_counts WHERE goods_type_cd = ?1 AND ${on(q.ctgNo, 'ctg_no = ?2', 2)}
               AND ${on(q.brand, 'brand_no = ?3', 3)} AND ?4 IS NULL AND ?5 IS NULL AND ?6 IS NULL`,
          )
          .bind(...params)
      : db.prepare(`SELECT COUNT(*) AS n FROM goods g ${where(1)}`).bind(...params),
    // Brand facet within the category (other filters off, so a shopper can switch brands) and category facet:
    // sums of the maintained counters (migration 0064), a few dozen rows whatever the catalogue's size.
    db
      .prepare(
        `SELECT b.brand_no, b.brand_nm, f.n FROM (SELECT brand_no, SUM(n) AS n FROM goods_facet_counts
            WHERE goods_type_cd = ?1 GROUP BY brand_no HAVING SUM(n) > 0) f JOIN brands b ON b.brand_no = f.brand_no
          WHERE b.display_yn = 'Y' ORDER BY b.sort_seq, b.brand_no`,
      )
      .bind(q.category),
    db
      .prepare(
        `SELECT c.ctg_no, c.ctg_nm, COALESCE((SELECT SUM(f.n) FROM goods_facet_counts f WHERE f.ctg_no = c.ctg_no), 0) AS n
           FROM categories c WHERE c.goods_type_cd = ?1 AND c.display_yn = 'Y' ORDER BY c.sort_seq, c.ctg_no`,
      )
      .bind(q.category),
    // One MIN and one MAX each read one end of the (type, display, price) index.
    db
      .prepare(
        `SELECT (SELECT MIN(sale_price) FROM goods WHERE display_yn = 'Y' AND goods_type_cd = ?1) AS lo,
                (SELECT MAX(sale_price) FROM goods WHERE display_yn = 'Y' AND goods_type_cd = ?1) AS hi`,
      )
      .bind(q.category),
  ])
  const total = Number((count.results[0] as { n: number } | undefined)?.n ?? 0)
  const r = range.results[0] as { lo: number | null; hi: number | null } | undefined
  return {
    category: q.category,
    categoryName: goodsTypeName(q.category),
    total,
    page: q.page,
    rows: q.rows,
    totalPages: Math.max(1, Math.ceil(total / q.rows)),
    goods: (list.results as unknown as GoodsCardRow[]).map((row) => toGoodsCard(row, now)),
    brands: brands.results.map((b) => ({ brandNo: b.brand_no as number, brandNm: b.brand_nm as string, count: b.n as number })),
    categories: ctgs.results.map((c) => ({ ctgNo: c.ctg_no as number, ctgNm: c.ctg_nm as string, count: c.n as number })),
    priceRange: { min: r?.lo ?? 0, max: r?.hi ?? 0 },
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
