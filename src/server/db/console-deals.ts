import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { changed, holds } from './guard'

/**
 * Time deals of the catalogue desk (migration 0221). A deal's units are counted by the order's own batch
 * (db/orders.ts dealSoldStmts); here the console creates, edits and ends deals. Each write is put in an opBatch by
 * the service with its revision and the page-version bump, so /main and the lists show it at once.
 */

export interface DealRow {
  deal_no: number
  goods_no: string
  goods_nm: string
  goods_type_cd: string
  img_src: string
  display_yn: 'Y' | 'N'
  customer_price: number
  sale_price: number
  deal_price: number
  start_dttm: string
  end_dttm: string
  stock_cap: number | null
  sold_qtt: number
  version: number
  upd_dttm: string | null
  upd_by: string | null
}

const DEAL_COLUMNS = `d.deal_no, d.goods_no, g.goods_nm, g.goods_type_cd, g.img_src, g.display_yn, g.customer_price, g.sale_price, d.deal_price,
  d.start_dttm, d.end_dttm, d.stock_cap, d.sold_qtt, d.version, d.upd_dttm, d.upd_by`

/** The state filter of the list, at `now` (?1). */
const STATE_SQL = {
  running: `d.start_dttm <= ?1 AND d.end_dttm > ?1`,
  scheduled: `d.start_dttm > ?1`,
  ended: `d.end_dttm <= ?1`,
  all: `1`,
} as const

/** [count, page] of deals: running first (ending soonest), then scheduled, then ended (newest first). */
export const readDeals = (
  db: D1Database,
  f: { state: keyof typeof STATE_SQL; q?: string; nowIso: string; offset: number; limit: number },
) => {
  const where = `${STATE_SQL[f.state]} AND (?2 IS NULL OR g.goods_nm LIKE '%' || ?2 || '%' OR d.goods_no = upper(?2))`
  const from = `FROM time_deals d JOIN goods g ON g.goods_no = d.goods_no WHERE ${where}`
  return db.batch([
    db.prepare(`SELECT COUNT(*) AS n ${from}`).bind(f.nowIso, f.q ?? null),
    db
      .prepare(
        `SELECT ${DEAL_COLUMNS} ${from}
          ORDER BY CASE WHEN d.start_dttm <= ?1 AND d.end_dttm > ?1 THEN 0 WHEN d.start_dttm > ?1 THEN 1 ELSE 2 END,
                   CASE WHEN d.end_dttm > ?1 THEN d.end_dttm END, d.end_dttm DESC, d.deal_no DESC
          LIMIT ?3 OFFSET ?4`,
      )
      .bind(f.nowIso, f.q ?? null, f.limit, f.offset),
  ])
}

export const readDeal = (db: D1Database, dealNo: number) =>
  db
    .prepare(`SELECT ${DEAL_COLUMNS} FROM time_deals d JOIN goods g ON g.goods_no = d.goods_no WHERE d.deal_no = ?1`)
    .bind(dealNo)
    .first<DealRow>()

/** The goods a deal is for, as the checks need it. */
export const dealGoods = (db: D1Database, goodsNo: string) =>
  db
    .prepare('SELECT goods_no, goods_nm, goods_type_cd, display_yn, sale_price, customer_price FROM goods WHERE goods_no = ?1')
    .bind(goodsNo)
    .first<{
      goods_no: string
      goods_nm: string
      goods_type_cd: string
      display_yn: 'Y' | 'N'
      sale_price: number
      customer_price: number
    }>()

export interface DealWrite {
  goodsNo: string
  dealPrice: number
  startIso: string
  endIso: string
  stockCap: number | null
  loginId: string
  nowIso: string
}

/** Aborts ('deal.overlap') when another deal of the goods shares part of the window (one deal per goods at a time). */
const noOverlap = (db: D1Database, w: DealWrite, dealNo: number | null) =>
  holds(
    db,
    'deal.overlap',
    `NOT EXISTS (SELECT 1 FROM time_deals WHERE goods_no = ?1 AND start_dttm < ?3 AND end_dttm > ?2 AND deal_no IS NOT ?4)`,
    w.goodsNo,
    w.startIso,
    w.endIso,
    dealNo,
  )

/** A new deal (its number is the table's next rowid, returned). */
export function createDealStmts(db: D1Database, w: DealWrite): D1PreparedStatement[] {
  return [
    noOverlap(db, w, null),
    db
      .prepare(
        `INSERT INTO time_deals (goods_no, deal_price, start_dttm, end_dttm, stock_cap, sold_qtt, version, reg_dttm, upd_dttm, upd_by)
         VALUES (?1, ?2, ?3, ?4, ?5, 0, 1, ?6, ?6, ?7) RETURNING deal_no`,
      )
      .bind(w.goodsNo, w.dealPrice, w.startIso, w.endIso, w.stockCap, w.nowIso, w.loginId),
  ]
}

/**
 * An edit from version `seen` ('deal.version'). The goods of a deal that has sold units cannot change (its orders
 * name it); the cap cannot go below what is sold (the cap trigger of 0221 aborts: 'deal.cap').
 */
export function updateDealStmts(db: D1Database, dealNo: number, w: DealWrite, seen: number): D1PreparedStatement[] {
  return [
    noOverlap(db, w, dealNo),
    holds(
      db,
      'deal.goods.sold',
      `NOT EXISTS (SELECT 1 FROM time_deals WHERE deal_no = ?1 AND goods_no != ?2 AND sold_qtt > 0)`,
      dealNo,
      w.goodsNo,
    ),
    db
      .prepare(
        `UPDATE time_deals SET goods_no = ?2, deal_price = ?3, start_dttm = ?4, end_dttm = ?5, stock_cap = ?6, upd_dttm = ?7, upd_by = ?8,
                version = version + 1
          WHERE deal_no = ?1 AND version = ?9`,
      )
      .bind(dealNo, w.goodsNo, w.dealPrice, w.startIso, w.endIso, w.stockCap, w.nowIso, w.loginId, seen),
    changed(db, 'deal.version'),
  ]
}

/** Ends a deal now (from version `seen`): a running or scheduled deal stops being shown and sold at once. */
export const endDealStmts = (db: D1Database, dealNo: number, seen: number, loginId: string, nowIso: string): D1PreparedStatement[] => [
  db
    .prepare(
      `UPDATE time_deals SET end_dttm = ?3, start_dttm = MIN(start_dttm, ?3), upd_dttm = ?3, upd_by = ?4, version = version + 1
        WHERE deal_no = ?1 AND version = ?2 AND end_dttm > ?3`,
    )
    .bind(dealNo, seen, nowIso, loginId),
  changed(db, 'deal.version'),
]

/** The goods the deal editor offers (a name or number search over displayed goods that can be sold online). */
export const searchDealGoods = (db: D1Database, q: string) =>
  db
    .prepare(
      `SELECT goods_no, goods_nm, sale_price, customer_price, img_src FROM goods
        WHERE display_yn = 'Y' AND goods_type_cd NOT IN ('03', '04') AND (goods_nm LIKE '%' || ?1 || '%' OR goods_no = upper(?1))
        ORDER BY sale_count DESC, goods_no LIMIT 20`,
    )
    .bind(q)
    .all<{ goods_no: string; goods_nm: string; sale_price: number; customer_price: number; img_src: string }>()
