import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { changed, holds } from './guard'

/**
 * The catalogue desk's SQL (issue 27, role MD): goods with their attributes, SKUs and pictures. The service wraps
 * every write in opBatch (role guard + access-log row in the same batch); an update moves only from the version the
 * operator saw (`goods.version`, guard 'goods.version'). The search index (0061), facet counters (0064) and goods
 * cards follow by their triggers and live reads: nothing here writes them.
 */

export interface GoodsAdminRow {
  goods_no: string
  goods_type_cd: string
  goods_nm: string
  brand_no: number
  brand_nm: string
  ctg_no: number
  ctg_nm: string
  img_src: string
  customer_price: number
  sale_price: number
  display_yn: 'Y' | 'N'
  stock_qtt: number
  item_count: number
  version: number
  upd_dttm: string | null
  reg_dttm: string
}

const SORTS = {
  new: 'g.reg_dttm DESC, g.goods_no DESC',
  name: 'g.goods_nm, g.goods_no',
  price: 'g.sale_price DESC, g.goods_no',
  stock: 'stock_qtt ASC, g.goods_no',
} as const

/** [count, page] of the desk's goods list: name/number search, type, brand, display and sold-out filters. */
export function goodsAdminListStmts(
  db: D1Database,
  f: {
    q?: string
    type?: string
    brandNo?: number
    display?: string
    stock?: 'out'
    sort: keyof typeof SORTS
    offset: number
    limit: number
  },
): D1PreparedStatement[] {
  const where = `(?1 IS NULL OR g.goods_nm LIKE '%' || ?1 || '%' OR g.goods_no = upper(?1)) AND (?2 IS NULL OR g.goods_type_cd = ?2)
    AND (?3 IS NULL OR g.brand_no = ?3) AND (?4 IS NULL OR g.display_yn = ?4)
    AND (?5 IS NULL OR NOT EXISTS (SELECT 1 FROM goods_items s WHERE s.goods_no = g.goods_no AND s.stock_qtt > 0))`
  const params = [f.q ?? null, f.type ?? null, f.brandNo ?? null, f.display ?? null, f.stock ?? null]
  return [
    db.prepare(`SELECT COUNT(*) AS n FROM goods g WHERE ${where}`).bind(...params),
    db
      .prepare(
        `SELECT g.goods_no, g.goods_type_cd, g.goods_nm, g.brand_no, b.brand_nm, g.ctg_no, c.ctg_nm, g.img_src, g.customer_price,
                g.sale_price, g.display_yn, g.version, g.upd_dttm, g.reg_dttm,
                COALESCE((SELECT SUM(stock_qtt) FROM goods_items s WHERE s.goods_no = g.goods_no), 0) AS stock_qtt,
                (SELECT COUNT(*) FROM goods_items s WHERE s.goods_no = g.goods_no) AS item_count
           FROM goods g JOIN brands b ON b.brand_no = g.brand_no JOIN categories c ON c.ctg_no = g.ctg_no
          WHERE ${where} ORDER BY ${SORTS[f.sort]} LIMIT ?6 OFFSET ?7`,
      )
      .bind(...params, f.limit, f.offset),
  ]
}

export interface GoodsEditRow {
  goods_no: string
  goods_type_cd: string
  goods_nm: string
  brand_no: number
  ctg_no: number
  goods_dscrt: string
  img_src: string
  supply_price: number
  customer_price: number
  sale_price: number
  dlvr_yn: 'Y' | 'N'
  direct_yn: 'Y' | 'N'
  display_yn: 'Y' | 'N'
  search_words: string
  version: number
  upd_dttm: string | null
  upd_by: string | null
  reg_dttm: string
}
export interface GoodsItemEditRow {
  item_no: string
  item_nm: string
  color: string | null
  size: string | null
  power: string | null
  cylinder: string | null
  axis: string | null
  pack_count: number | null
  add_price: number
  stock_qtt: number
}

/** [goods, attributes, items, images] of one goods, as the editor needs them. */
export const goodsEditStmts = (db: D1Database, goodsNo: string): D1PreparedStatement[] => [
  db
    .prepare(
      `SELECT goods_no, goods_type_cd, goods_nm, brand_no, ctg_no, goods_dscrt, img_src, supply_price, customer_price, sale_price,
              dlvr_yn, direct_yn, display_yn, search_words, version, upd_dttm, upd_by, reg_dttm FROM goods WHERE goods_no = ?1`,
    )
    .bind(goodsNo),
  db.prepare('SELECT attr_key, attr_value FROM goods_attrs WHERE goods_no = ?1 ORDER BY attr_key').bind(goodsNo),
  db
    .prepare(
      `SELECT item_no, item_nm, color, size, power, cylinder, axis, pack_count, add_price, stock_qtt FROM goods_items
        WHERE goods_no = ?1 ORDER BY sort_seq, item_no`,
    )
    .bind(goodsNo),
  db.prepare('SELECT img_src FROM goods_images WHERE goods_no = ?1 ORDER BY seq').bind(goodsNo),
]

/** The brand's names and the category's name and type (for the search text and the checks). */
export const brandAndCategory = (db: D1Database, brandNo: number, ctgNo: number) =>
  db
    .prepare(
      `SELECT (SELECT brand_nm FROM brands WHERE brand_no = ?1) AS brand_nm, (SELECT brand_en_nm FROM brands WHERE brand_no = ?1) AS brand_en_nm,
              (SELECT ctg_nm FROM categories WHERE ctg_no = ?2) AS ctg_nm, (SELECT goods_type_cd FROM categories WHERE ctg_no = ?2) AS ctg_type`,
    )
    .bind(brandNo, ctgNo)
    .first<{ brand_nm: string | null; brand_en_nm: string | null; ctg_nm: string | null; ctg_type: string | null }>()

/** The next console goods number: one atomic UPDATE … RETURNING, above every number in use. */
export const takeGoodsNo = (db: D1Database) =>
  db
    .prepare(
      `UPDATE goods_no_seq SET last_no = MAX(last_no, COALESCE((SELECT MAX(CAST(substr(goods_no, 2) AS INTEGER)) FROM goods), 0)) + 1
        WHERE id = 1 RETURNING last_no`,
    )
    .first<{ last_no: number }>()

export interface GoodsWrite {
  goodsNo: string
  goodsTypeCd: string
  goodsNm: string
  brandNo: number
  ctgNo: number
  goodsDscrt: string
  imgSrc: string
  supplyPrice: number
  customerPrice: number
  salePrice: number
  discountRate: number
  dlvrYn: 'Y' | 'N'
  directYn: 'Y' | 'N'
  displayYn: 'Y' | 'N'
  searchText: string
  searchWords: string
  attrs: [string, string][]
  items: {
    itemNo: string
    itemNm: string
    color: string | null
    size: string | null
    power: string | null
    cylinder: string | null
    axis: string | null
    packCount: number | null
    addPrice: number
    stockQtt: number
    sortSeq: number
  }[]
  images: string[]
  reservationOnly: boolean
  loginId: string
  nowIso: string
}

/** Attributes, items, pictures and the reservation icon of a goods, written after its row (create and update alike). */
function childStmts(db: D1Database, g: GoodsWrite, seenVersion: number | null): D1PreparedStatement[] {
  const keep = JSON.stringify(g.items.map((i) => i.itemNo))
  return [
    db.prepare('DELETE FROM goods_attrs WHERE goods_no = ?1').bind(g.goodsNo),
    ...g.attrs.map(([k, val]) =>
      db.prepare('INSERT INTO goods_attrs (goods_no, attr_key, attr_value) VALUES (?1, ?2, ?3)').bind(g.goodsNo, k, val),
    ),
    // A SKU taken off the goods: never one that was ordered (claims and reorders read it); guests' and members' cart
    // lines of it go with it.
    ...(seenVersion === null
      ? []
      : [
          holds(
            db,
            'goods.item.ordered',
            `NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.goods_no = ?1 AND l.item_no NOT IN (SELECT value FROM json_each(?2)))`,
            g.goodsNo,
            keep,
          ),
          db.prepare('DELETE FROM carts WHERE goods_no = ?1 AND item_no NOT IN (SELECT value FROM json_each(?2))').bind(g.goodsNo, keep),
          db
            .prepare('DELETE FROM goods_items WHERE goods_no = ?1 AND item_no NOT IN (SELECT value FROM json_each(?2))')
            .bind(g.goodsNo, keep),
        ]),
    ...g.items.map((i) =>
      db
        .prepare(
          `INSERT INTO goods_items (item_no, goods_no, item_nm, color, size, power, cylinder, axis, pack_count, add_price, stock_qtt, sort_seq)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
           ON CONFLICT (item_no) DO UPDATE SET item_nm = excluded.item_nm, color = excluded.color, size = excluded.size,
             power = excluded.power, cylinder = excluded.cylinder, axis = excluded.axis, pack_count = excluded.pack_count,
             add_price = excluded.add_price, stock_qtt = excluded.stock_qtt, sort_seq = excluded.sort_seq
           WHERE goods_items.goods_no = excluded.goods_no`,
        )
        .bind(i.itemNo, g.goodsNo, i.itemNm, i.color, i.size, i.power, i.cylinder, i.axis, i.packCount, i.addPrice, i.stockQtt, i.sortSeq),
    ),
    db.prepare('DELETE FROM goods_images WHERE goods_no = ?1').bind(g.goodsNo),
    ...g.images.map((src, k) =>
      db.prepare('INSERT INTO goods_images (goods_no, seq, img_src) VALUES (?1, ?2, ?3)').bind(g.goodsNo, k + 1, src),
    ),
    g.reservationOnly
      ? db
          .prepare(
            `INSERT OR IGNORE INTO goods_icon_map (goods_no, icon_cd) SELECT ?1, 'RESERVE' WHERE EXISTS (SELECT 1 FROM goods_icons WHERE icon_cd = 'RESERVE')`,
          )
          .bind(g.goodsNo)
      : db.prepare(`DELETE FROM goods_icon_map WHERE goods_no = ?1 AND icon_cd = 'RESERVE'`).bind(g.goodsNo),
  ]
}

/** A new goods: its row, children and (through the triggers) its search rows and facet counts. */
export function createGoodsStmts(db: D1Database, g: GoodsWrite): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, goods_dscrt, img_src, supply_price, customer_price,
                            sale_price, discount_rate, dlvr_yn, direct_yn, display_yn, search_text, search_words, reg_dttm, upd_dttm, upd_by, version)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?17, ?18, 1)`,
      )
      .bind(...goodsParams(g)),
    ...childStmts(db, g, null),
  ]
}

/** The goods row's columns ?1–?18, in the order both the insert and the edit bind them. */
const goodsParams = (g: GoodsWrite) => [
  g.goodsNo,
  g.goodsTypeCd,
  g.ctgNo,
  g.brandNo,
  g.goodsNm,
  g.goodsDscrt,
  g.imgSrc,
  g.supplyPrice,
  g.customerPrice,
  g.salePrice,
  g.discountRate,
  g.dlvrYn,
  g.directYn,
  g.displayYn,
  g.searchText,
  g.searchWords,
  g.nowIso,
  g.loginId,
]

/** An edit from version `seen`: the row moves only from that version (guard 'goods.version'), then its children. */
export function updateGoodsStmts(db: D1Database, g: GoodsWrite, seen: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE goods SET goods_type_cd = ?2, ctg_no = ?3, brand_no = ?4, goods_nm = ?5, goods_dscrt = ?6, img_src = ?7, supply_price = ?8,
                customer_price = ?9, sale_price = ?10, discount_rate = ?11, dlvr_yn = ?12, direct_yn = ?13, display_yn = ?14,
                search_text = ?15, search_words = ?16, upd_dttm = ?17, upd_by = ?18, version = version + 1
          WHERE goods_no = ?1 AND version = ?19`,
      )
      .bind(...goodsParams(g), seen),
    changed(db, 'goods.version'),
    ...childStmts(db, g, seen),
  ]
}

/** The brands and categories the editor offers. */
export const goodsOptionStmts = (db: D1Database): D1PreparedStatement[] => [
  db.prepare('SELECT brand_no, brand_nm FROM brands ORDER BY brand_nm'),
  db.prepare('SELECT ctg_no, ctg_nm, goods_type_cd FROM categories ORDER BY goods_type_cd, sort_seq, ctg_no'),
]

/* ---- pictures (goods_media) ---- */

export const insertGoodsMedia = (
  db: D1Database,
  m: { mediaId: string; width: number; height: number; byteSize: number; originalName: string; operatorNo: number; nowIso: string },
) =>
  db
    .prepare(
      'INSERT INTO goods_media (media_id, width, height, byte_size, original_name, operator_no, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
    )
    .bind(m.mediaId, m.width, m.height, m.byteSize, m.originalName, m.operatorNo, m.nowIso)

/** Aborts unless every uploaded picture a goods names exists (`ids` JSON array of media ids). */
export const mediaExist = (db: D1Database, ids: string[]) =>
  holds(
    db,
    'goods.media',
    `(SELECT COUNT(*) FROM goods_media WHERE media_id IN (SELECT value FROM json_each(?1))) = json_array_length(?1)`,
    JSON.stringify([...new Set(ids)]),
  )

/** Runs the list, editor and option reads (the service names what it reads; only this module calls D1). */
export const readGoodsAdminList = (db: D1Database, f: Parameters<typeof goodsAdminListStmts>[1]) => db.batch(goodsAdminListStmts(db, f))
export const readGoodsEdit = (db: D1Database, goodsNo: string) => db.batch(goodsEditStmts(db, goodsNo))
export const readGoodsOptions = (db: D1Database) => db.batch(goodsOptionStmts(db))

/* ---- bulk price and stock (CSV) ---- */

export interface GoodsSnapshotRow {
  goods_no: string
  goods_nm: string
  goods_type_cd: string
  brand_no: number
  ctg_no: number
  customer_price: number
  sale_price: number
  supply_price: number
  dlvr_yn: 'Y' | 'N'
  direct_yn: 'Y' | 'N'
  display_yn: 'Y' | 'N'
  search_words: string
  goods_dscrt: string
  attrs_json: string
  items_json: string
  image_count: number
}

/** The goods a bulk file touches as the editor's revision snapshot needs them (one read; the batch guards their versions). */
export const readGoodsSnapshots = (db: D1Database, goodsNos: string[]) =>
  db
    .prepare(
      `SELECT g.goods_no, g.goods_nm, g.goods_type_cd, g.brand_no, g.ctg_no, g.customer_price, g.sale_price, g.supply_price, g.dlvr_yn,
              g.direct_yn, g.display_yn, g.search_words, g.goods_dscrt,
              (SELECT json_group_array(json_array(a.attr_key, a.attr_value)) FROM goods_attrs a WHERE a.goods_no = g.goods_no) AS attrs_json,
              (SELECT json_group_array(json_object('itemNo', x.item_no, 'itemNm', x.item_nm, 'addPrice', x.add_price, 'stockQtt', x.stock_qtt))
                 FROM (SELECT * FROM goods_items i WHERE i.goods_no = g.goods_no ORDER BY i.sort_seq, i.item_no) x) AS items_json,
              (SELECT COUNT(*) FROM goods_images m WHERE m.goods_no = g.goods_no) AS image_count
         FROM goods g WHERE g.goods_no IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(goodsNos))
    .all<GoodsSnapshotRow>()

export interface BulkGoodsRow {
  goods_no: string
  goods_nm: string
  customer_price: number
  sale_price: number
  version: number
}
export interface BulkItemRow {
  item_no: string
  goods_no: string
  item_nm: string
  stock_qtt: number
}

/** The goods and SKUs a file names, as they stand (the preview's "before" and the apply's version basis). */
export const readBulkBasis = (db: D1Database, goodsNos: string[], itemNos: string[]) =>
  db.batch([
    db
      .prepare(
        'SELECT goods_no, goods_nm, customer_price, sale_price, version FROM goods WHERE goods_no IN (SELECT value FROM json_each(?1))',
      )
      .bind(JSON.stringify(goodsNos)),
    db
      .prepare('SELECT item_no, goods_no, item_nm, stock_qtt FROM goods_items WHERE item_no IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify(itemNos)),
  ])

/**
 * The whole file as statements: each goods it touches moves from the version the preview read (guard 'goods.version',
 * prices set when the file gives them), each SKU's stock is set. For opBatch: all of it or none.
 */
export function bulkApplyStmts(
  db: D1Database,
  goods: { goodsNo: string; version: number; customerPrice: number | null; salePrice: number | null; discountRate: number | null }[],
  items: { itemNo: string; goodsNo: string; stockQtt: number }[],
  loginId: string,
  nowIso: string,
): D1PreparedStatement[] {
  return [
    ...goods.flatMap((g) => [
      db
        .prepare(
          `UPDATE goods SET customer_price = COALESCE(?3, customer_price), sale_price = COALESCE(?4, sale_price),
                  discount_rate = COALESCE(?5, discount_rate), version = version + 1, upd_dttm = ?6, upd_by = ?7
            WHERE goods_no = ?1 AND version = ?2`,
        )
        .bind(g.goodsNo, g.version, g.customerPrice, g.salePrice, g.discountRate, nowIso, loginId),
      changed(db, 'goods.version'),
    ]),
    ...items.flatMap((i) => [
      db.prepare('UPDATE goods_items SET stock_qtt = ?3 WHERE item_no = ?1 AND goods_no = ?2').bind(i.itemNo, i.goodsNo, i.stockQtt),
      changed(db, 'goods.item'),
    ]),
  ]
}
