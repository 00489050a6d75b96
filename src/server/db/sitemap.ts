import type { D1Database } from '@cloudflare/workers-types'

/**
 * Sitemap and feed reads. Goods are cut into chunks of `size` by goods number (keyset: a chunk is "from this
 * goods_no, the next `size`"), so each child sitemap stays far below the protocol's 50,000 URLs at any size.
 */
export async function goodsChunkStarts(db: D1Database, size: number): Promise<Array<{ from: string; lastmod: string }>> {
  const { results } = await db
    .prepare(
      `SELECT goods_no, reg_dttm, rn FROM (
         SELECT goods_no, ROW_NUMBER() OVER (ORDER BY goods_no) AS rn,
                MAX(reg_dttm) OVER (ORDER BY goods_no ROWS BETWEEN CURRENT ROW AND ?1 FOLLOWING) AS reg_dttm
         FROM goods WHERE display_yn = 'Y'
       ) WHERE (rn - 1) % ?2 = 0 ORDER BY goods_no`,
    )
    .bind(size - 1, size)
    .all<{ goods_no: string; reg_dttm: string }>()
  return results.map((r) => ({ from: r.goods_no, lastmod: r.reg_dttm }))
}

export async function goodsChunk(
  db: D1Database,
  from: string,
  size: number,
): Promise<Array<{ goodsNo: string; goodsNm: string; lastmod: string; imgSrc: string }>> {
  const { results } = await db
    .prepare(`SELECT goods_no, goods_nm, reg_dttm, img_src FROM goods WHERE display_yn = 'Y' AND goods_no >= ?1 ORDER BY goods_no LIMIT ?2`)
    .bind(from, size)
    .all<{ goods_no: string; goods_nm: string; reg_dttm: string; img_src: string }>()
  return results.map((r) => ({ goodsNo: r.goods_no, goodsNm: r.goods_nm, lastmod: r.reg_dttm, imgSrc: r.img_src }))
}

export async function openStores(db: D1Database, limit: number): Promise<Array<{ storeNo: number; storeNm: string; imgSrc: string }>> {
  const { results } = await db
    .prepare(`SELECT store_no, store_nm, img_src FROM stores WHERE open_yn = 'Y' ORDER BY store_no LIMIT ?1`)
    .bind(limit)
    .all<{ store_no: number; store_nm: string; img_src: string }>()
  return results.map((r) => ({ storeNo: r.store_no, storeNm: r.store_nm, imgSrc: r.img_src }))
}

export interface ContentItem {
  kind: 'notice' | 'magazine'
  no: number
  title: string
  summary: string
  regDttm: string
}

/** The newest notices and magazine articles together, newest first (the RSS feed and the content sitemap). */
export async function latestContent(db: D1Database, limit: number): Promise<ContentItem[]> {
  const { results } = await db
    .prepare(
      `SELECT 'notice' AS kind, notice_no AS no, title, '' AS summary, reg_dttm FROM visible_notices
       UNION ALL
       SELECT 'magazine' AS kind, article_no AS no, title, summary, reg_dttm FROM visible_magazine_articles
       ORDER BY reg_dttm DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<{ kind: 'notice' | 'magazine'; no: number; title: string; summary: string; reg_dttm: string }>()
  return results.map((r) => ({ kind: r.kind, no: r.no, title: r.title, summary: r.summary, regDttm: r.reg_dttm }))
}
