import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { changed, holds } from './guard'
import type { Actor } from './operators'

/**
 * Brands, categories and keyword shelves of the catalogue desk (migration 0222). The service puts each write in an
 * opBatch with its revision and the page-version bump. Renames reach search by the triggers of 0061 (brand/category
 * terms) and, for a brand, by rewriting its goods' search text in the same batch.
 */

/**
 * Revision 1 (console_revisions, 0210) of a row the statement just before it inserted, in the same batch: its ref is
 * that INSERT's rowid (the tables' INTEGER PRIMARY KEY), so a later stale save can diff against what was created.
 */
export const newRowRevisionStmt = (
  db: D1Database,
  kind: string,
  snapshot: Record<string, unknown>,
  actor: Actor,
  nowIso: string,
  /** A list table whose new row's place (sort_seq) the snapshot records as sortSeq. */
  sortedIn?: 'brands' | 'categories' | 'keyword_groups',
) =>
  db
    .prepare(
      `INSERT INTO console_revisions (kind, ref, version, snapshot, operator_no, login_id, at)
       SELECT ?1, CAST(last_insert_rowid() AS TEXT), 1,
              ${sortedIn ? `json_set(?2, '$.sortSeq', (SELECT sort_seq FROM ${sortedIn} WHERE rowid = last_insert_rowid()))` : '?2'}, ?3, ?4, ?5`,
    )
    .bind(kind, JSON.stringify(snapshot), actor.operatorNo, actor.loginId.slice(0, 40), nowIso)

/* ---- brands ---- */

export interface BrandAdminRow {
  brand_no: number
  brand_nm: string
  brand_en_nm: string
  sort_seq: number
  display_yn: 'Y' | 'N'
  version: number
  upd_dttm: string | null
  upd_by: string | null
  goods_count: number
}

export const readBrands = (db: D1Database) =>
  db
    .prepare(
      `SELECT b.brand_no, b.brand_nm, b.brand_en_nm, b.sort_seq, b.display_yn, b.version, b.upd_dttm, b.upd_by,
              (SELECT COUNT(*) FROM goods g WHERE g.brand_no = b.brand_no) AS goods_count
         FROM brands b ORDER BY b.sort_seq, b.brand_no`,
    )
    .all<BrandAdminRow>()

export const readBrand = (db: D1Database, brandNo: number) =>
  db
    .prepare(
      `SELECT b.brand_no, b.brand_nm, b.brand_en_nm, b.sort_seq, b.display_yn, b.version, b.upd_dttm, b.upd_by,
              (SELECT COUNT(*) FROM goods g WHERE g.brand_no = b.brand_no) AS goods_count
         FROM brands b WHERE b.brand_no = ?1`,
    )
    .bind(brandNo)
    .first<BrandAdminRow>()

/** Aborts ('brand.name') when another brand already has this Korean or English name. */
const brandNameFree = (db: D1Database, brandNm: string, brandEnNm: string, brandNo: number | null) =>
  holds(
    db,
    'brand.name',
    `NOT EXISTS (SELECT 1 FROM brands WHERE (brand_nm = ?1 OR lower(brand_en_nm) = lower(?2)) AND brand_no IS NOT ?3)`,
    brandNm,
    brandEnNm,
    brandNo,
  )

export const createBrandStmts = (
  db: D1Database,
  b: { brandNm: string; brandEnNm: string; displayYn: 'Y' | 'N' },
  revision: D1PreparedStatement,
  loginId: string,
  nowIso: string,
): D1PreparedStatement[] => [
  brandNameFree(db, b.brandNm, b.brandEnNm, null),
  db
    .prepare(
      `INSERT INTO brands (brand_no, brand_nm, brand_en_nm, logo_src, sort_seq, display_yn, version, upd_dttm, upd_by)
       SELECT COALESCE(MAX(brand_no), 0) + 1, ?1, ?2, '', COALESCE(MAX(sort_seq), 0) + 1, ?3, 1, ?4, ?5 FROM brands RETURNING brand_no`,
    )
    .bind(b.brandNm, b.brandEnNm, b.displayYn, nowIso, loginId),
  revision,
]

/**
 * An edit from version `seen` ('brand.version'). A rename also rewrites the old names in its goods' search text
 * (the goods' search rows follow by the 0061 trigger), so the goods are found by the new name and not the old one.
 */
export const updateBrandStmts = (
  db: D1Database,
  brandNo: number,
  b: { brandNm: string; brandEnNm: string; displayYn: 'Y' | 'N' },
  old: { brandNm: string; brandEnNm: string },
  seen: number,
  loginId: string,
  nowIso: string,
): D1PreparedStatement[] => [
  brandNameFree(db, b.brandNm, b.brandEnNm, brandNo),
  db
    .prepare(
      `UPDATE brands SET brand_nm = ?2, brand_en_nm = ?3, display_yn = ?4, upd_dttm = ?5, upd_by = ?6, version = version + 1
        WHERE brand_no = ?1 AND version = ?7`,
    )
    .bind(brandNo, b.brandNm, b.brandEnNm, b.displayYn, nowIso, loginId, seen),
  changed(db, 'brand.version'),
  ...(old.brandNm !== b.brandNm || old.brandEnNm !== b.brandEnNm
    ? [
        db
          .prepare(
            `UPDATE goods SET search_text = replace(replace(search_text, ?2, ?3), ?4, ?5)
              WHERE brand_no = ?1 AND (instr(search_text, ?2) > 0 OR instr(search_text, ?4) > 0)`,
          )
          .bind(brandNo, old.brandNm.toLowerCase(), b.brandNm.toLowerCase(), old.brandEnNm.toLowerCase(), b.brandEnNm.toLowerCase()),
      ]
    : []),
]

/** Deletes a brand from version `seen` — never one that still has goods ('brand.goods'). */
export const deleteBrandStmts = (db: D1Database, brandNo: number, seen: number): D1PreparedStatement[] => [
  holds(db, 'brand.goods', `NOT EXISTS (SELECT 1 FROM goods WHERE brand_no = ?1)`, brandNo),
  db.prepare('DELETE FROM brand_rankings WHERE brand_no = ?1').bind(brandNo),
  db.prepare('DELETE FROM goods_facet_counts WHERE brand_no = ?1').bind(brandNo),
  db.prepare('DELETE FROM brands WHERE brand_no = ?1 AND version = ?2').bind(brandNo, seen),
  changed(db, 'brand.version'),
]

/* ---- categories ---- */

export interface CategoryAdminRow {
  ctg_no: number
  goods_type_cd: string
  ctg_nm: string
  sort_seq: number
  display_yn: 'Y' | 'N'
  version: number
  upd_dttm: string | null
  upd_by: string | null
  goods_count: number
}

const CATEGORY_COLUMNS = `c.ctg_no, c.goods_type_cd, c.ctg_nm, c.sort_seq, c.display_yn, c.version, c.upd_dttm, c.upd_by,
  (SELECT COUNT(*) FROM goods g WHERE g.ctg_no = c.ctg_no) AS goods_count`

export const readCategories = (db: D1Database, type: string) =>
  db
    .prepare(`SELECT ${CATEGORY_COLUMNS} FROM categories c WHERE c.goods_type_cd = ?1 ORDER BY c.sort_seq, c.ctg_no`)
    .bind(type)
    .all<CategoryAdminRow>()

export const readCategory = (db: D1Database, ctgNo: number) =>
  db.prepare(`SELECT ${CATEGORY_COLUMNS} FROM categories c WHERE c.ctg_no = ?1`).bind(ctgNo).first<CategoryAdminRow>()

const categoryNameFree = (db: D1Database, type: string, ctgNm: string, ctgNo: number | null) =>
  holds(
    db,
    'category.name',
    `NOT EXISTS (SELECT 1 FROM categories WHERE goods_type_cd = ?1 AND ctg_nm = ?2 AND ctg_no IS NOT ?3)`,
    type,
    ctgNm,
    ctgNo,
  )

export const createCategoryStmts = (
  db: D1Database,
  c: { goodsTypeCd: string; ctgNm: string; displayYn: 'Y' | 'N' },
  revision: D1PreparedStatement,
  loginId: string,
  nowIso: string,
): D1PreparedStatement[] => [
  categoryNameFree(db, c.goodsTypeCd, c.ctgNm, null),
  db
    .prepare(
      `INSERT INTO categories (ctg_no, goods_type_cd, ctg_nm, sort_seq, display_yn, version, upd_dttm, upd_by)
       SELECT (SELECT COALESCE(MAX(ctg_no), 0) + 1 FROM categories), ?1, ?2,
              (SELECT COALESCE(MAX(sort_seq), 0) + 1 FROM categories WHERE goods_type_cd = ?1), ?3, 1, ?4, ?5
       RETURNING ctg_no`,
    )
    .bind(c.goodsTypeCd, c.ctgNm, c.displayYn, nowIso, loginId),
  revision,
]

/** An edit from version `seen` ('category.version'); the goods type of a category never changes (its goods carry it). */
export const updateCategoryStmts = (
  db: D1Database,
  ctgNo: number,
  c: { goodsTypeCd: string; ctgNm: string; displayYn: 'Y' | 'N' },
  seen: number,
  loginId: string,
  nowIso: string,
): D1PreparedStatement[] => [
  categoryNameFree(db, c.goodsTypeCd, c.ctgNm, ctgNo),
  db
    .prepare(
      `UPDATE categories SET ctg_nm = ?2, display_yn = ?3, upd_dttm = ?4, upd_by = ?5, version = version + 1
        WHERE ctg_no = ?1 AND version = ?6 AND goods_type_cd = ?7`,
    )
    .bind(ctgNo, c.ctgNm, c.displayYn, nowIso, loginId, seen, c.goodsTypeCd),
  changed(db, 'category.version'),
]

export const deleteCategoryStmts = (db: D1Database, ctgNo: number, seen: number): D1PreparedStatement[] => [
  holds(db, 'category.goods', `NOT EXISTS (SELECT 1 FROM goods WHERE ctg_no = ?1)`, ctgNo),
  db.prepare('DELETE FROM goods_facet_counts WHERE ctg_no = ?1').bind(ctgNo),
  db.prepare('DELETE FROM categories WHERE ctg_no = ?1 AND version = ?2').bind(ctgNo, seen),
  changed(db, 'category.version'),
]

/* ---- order (brands, categories, keyword shelves) ---- */

const ORDER_TABLES = {
  brand: { table: 'brands', key: 'brand_no' },
  category: { table: 'categories', key: 'ctg_no' },
  keyword: { table: 'keyword_groups', key: 'keyword_no' },
} as const
export type OrderKind = keyof typeof ORDER_TABLES

/** The new order of a list: each row takes its place, only from the version the operator saw ('<kind>.version'). */
export function reorderStmts(db: D1Database, kind: OrderKind, rows: { no: number; version: number }[], loginId: string, nowIso: string) {
  const { table, key } = ORDER_TABLES[kind]
  return rows.flatMap((r, i) => [
    db
      .prepare(`UPDATE ${table} SET sort_seq = ?3, version = version + 1, upd_dttm = ?4, upd_by = ?5 WHERE ${key} = ?1 AND version = ?2`)
      .bind(r.no, r.version, i + 1, nowIso, loginId),
    changed(db, `${kind}.version`),
  ])
}

/** The versions the rows of a list have now (to name the one that moved under the operator after a refused reorder). */
export const readVersions = (db: D1Database, kind: OrderKind, nos: number[]) => {
  const { table, key } = ORDER_TABLES[kind]
  return db
    .prepare(`SELECT ${key} AS no, version FROM ${table} WHERE ${key} IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(nos))
    .all<{ no: number; version: number }>()
}

/** A revision snapshot of each reordered row (console_revisions): the row's current fields with its new place. */
export function reorderRevisionStmts(
  db: D1Database,
  kind: OrderKind,
  rows: { no: number; version: number; snapshot: Record<string, unknown> }[],
  actor: Actor,
  nowIso: string,
) {
  return rows.map((r) =>
    db
      .prepare(
        'INSERT INTO console_revisions (kind, ref, version, snapshot, operator_no, login_id, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)',
      )
      .bind(kind, String(r.no), r.version + 1, JSON.stringify(r.snapshot), actor.operatorNo, actor.loginId.slice(0, 40), nowIso),
  )
}

/* ---- keyword shelves ---- */

export interface KeywordAdminRow {
  keyword_no: number
  goods_type_cd: string
  keyword: string
  sort_seq: number
  display_start: string | null
  display_end: string | null
  version: number
  upd_dttm: string | null
  upd_by: string | null
  goods_json: string
}

const KEYWORD_COLUMNS = `k.keyword_no, k.goods_type_cd, k.keyword, k.sort_seq, k.display_start, k.display_end, k.version, k.upd_dttm, k.upd_by,
  (SELECT json_group_array(json_object('goodsNo', g.goods_no, 'goodsNm', g.goods_nm, 'imgSrc', g.img_src, 'salePrice', g.sale_price,
                                        'displayYn', g.display_yn))
     FROM (SELECT kg.goods_no FROM keyword_goods kg WHERE kg.keyword_no = k.keyword_no ORDER BY kg.sort_seq) x
     JOIN goods g ON g.goods_no = x.goods_no) AS goods_json`

export const readKeywords = (db: D1Database, type: string) =>
  db
    .prepare(`SELECT ${KEYWORD_COLUMNS} FROM keyword_groups k WHERE k.goods_type_cd = ?1 ORDER BY k.sort_seq, k.keyword_no`)
    .bind(type)
    .all<KeywordAdminRow>()

export const readKeyword = (db: D1Database, keywordNo: number) =>
  db.prepare(`SELECT ${KEYWORD_COLUMNS} FROM keyword_groups k WHERE k.keyword_no = ?1`).bind(keywordNo).first<KeywordAdminRow>()

export interface KeywordWrite {
  goodsTypeCd: string
  keyword: string
  startIso: string | null
  endIso: string | null
  goodsNos: string[]
}

const keywordFree = (db: D1Database, k: KeywordWrite, keywordNo: number | null) =>
  holds(
    db,
    'keyword.name',
    `NOT EXISTS (SELECT 1 FROM keyword_groups WHERE goods_type_cd = ?1 AND keyword = ?2 AND keyword_no IS NOT ?3)`,
    k.goodsTypeCd,
    k.keyword,
    keywordNo,
  )
/** Every goods of the shelf exists ('keyword.goods'). */
const goodsExist = (db: D1Database, nos: string[]) =>
  holds(
    db,
    'keyword.goods',
    `(SELECT COUNT(*) FROM goods WHERE goods_no IN (SELECT value FROM json_each(?1))) = json_array_length(?1)`,
    JSON.stringify(nos),
  )
const shelfGoodsStmts = (db: D1Database, keywordNo: number | null, nos: string[]) =>
  nos.map((no, i) =>
    keywordNo == null
      ? db
          .prepare(
            `INSERT INTO keyword_goods (keyword_no, goods_no, sort_seq) VALUES ((SELECT MAX(keyword_no) FROM keyword_groups), ?1, ?2)`,
          )
          .bind(no, i + 1)
      : db.prepare('INSERT INTO keyword_goods (keyword_no, goods_no, sort_seq) VALUES (?1, ?2, ?3)').bind(keywordNo, no, i + 1),
  )

export const createKeywordStmts = (
  db: D1Database,
  k: KeywordWrite,
  revision: D1PreparedStatement,
  loginId: string,
  nowIso: string,
): D1PreparedStatement[] => [
  keywordFree(db, k, null),
  goodsExist(db, k.goodsNos),
  db
    .prepare(
      `INSERT INTO keyword_groups (keyword_no, goods_type_cd, keyword, sort_seq, display_start, display_end, version, upd_dttm, upd_by)
       SELECT COALESCE(MAX(keyword_no), 0) + 1, ?1, ?2, COALESCE((SELECT MAX(sort_seq) FROM keyword_groups WHERE goods_type_cd = ?1), 0) + 1,
              ?3, ?4, 1, ?5, ?6 FROM keyword_groups RETURNING keyword_no`,
    )
    .bind(k.goodsTypeCd, k.keyword, k.startIso, k.endIso, nowIso, loginId),
  revision,
  ...shelfGoodsStmts(db, null, k.goodsNos),
]

export const updateKeywordStmts = (
  db: D1Database,
  keywordNo: number,
  k: KeywordWrite,
  seen: number,
  loginId: string,
  nowIso: string,
): D1PreparedStatement[] => [
  keywordFree(db, k, keywordNo),
  goodsExist(db, k.goodsNos),
  db
    .prepare(
      `UPDATE keyword_groups SET keyword = ?2, display_start = ?3, display_end = ?4, upd_dttm = ?5, upd_by = ?6, version = version + 1
        WHERE keyword_no = ?1 AND version = ?7 AND goods_type_cd = ?8`,
    )
    .bind(keywordNo, k.keyword, k.startIso, k.endIso, nowIso, loginId, seen, k.goodsTypeCd),
  changed(db, 'keyword.version'),
  db.prepare('DELETE FROM keyword_goods WHERE keyword_no = ?1').bind(keywordNo),
  ...shelfGoodsStmts(db, keywordNo, k.goodsNos),
]

export const deleteKeywordStmts = (db: D1Database, keywordNo: number, seen: number): D1PreparedStatement[] => [
  db
    .prepare(
      'DELETE FROM keyword_goods WHERE keyword_no = ?1 AND EXISTS (SELECT 1 FROM keyword_groups WHERE keyword_no = ?1 AND version = ?2)',
    )
    .bind(keywordNo, seen),
  db.prepare('DELETE FROM keyword_groups WHERE keyword_no = ?1 AND version = ?2').bind(keywordNo, seen),
  changed(db, 'keyword.version'),
]
