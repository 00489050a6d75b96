import type { D1Database } from '@cloudflare/workers-types'

/** Cart lines of one owner: 'M:<memberNo>' or 'G:<anonymous cart id>'. */
export interface CartRow {
  cart_no: number
  goods_no: string
  item_no: string
  buy_qtt: number
  select_yn: 'Y' | 'N'
  goods_nm: string
  item_nm: string
  brand_nm: string
  goods_type_cd: string
  img_src: string
  customer_price: number
  sale_price: number
  add_price: number
  stock_qtt: number
  dlvr_yn: 'Y' | 'N'
  direct_yn: 'Y' | 'N'
}

export const memberOwner = (memberNo: number) => `M:${memberNo}`
export const guestOwner = (id: string) => `G:${id}`

export async function cartRows(db: D1Database, owner: string) {
  const { results } = await db
    .prepare(
      `SELECT c.cart_no, c.goods_no, c.item_no, c.buy_qtt, c.select_yn, g.goods_nm, i.item_nm, b.brand_nm, g.goods_type_cd,
              g.img_src, g.customer_price, g.sale_price, i.add_price, i.stock_qtt, g.dlvr_yn, g.direct_yn
         FROM carts c JOIN goods g ON g.goods_no = c.goods_no JOIN goods_items i ON i.item_no = c.item_no
         JOIN brands b ON b.brand_no = g.brand_no
        WHERE c.owner_key = ?1 ORDER BY c.cart_no DESC`,
    )
    .bind(owner)
    .all<CartRow>()
  return results
}

export async function cartCount(db: D1Database, owner: string) {
  const r = await db.prepare('SELECT COUNT(*) AS n FROM carts WHERE owner_key = ?1').bind(owner).first<{ n: number }>()
  return r?.n ?? 0
}

export const itemWithGoods = (db: D1Database, itemNo: string) =>
  db
    .prepare(
      `SELECT i.item_no, i.goods_no, i.item_nm, i.add_price, i.stock_qtt, g.goods_type_cd, g.display_yn, g.sale_price
         FROM goods_items i JOIN goods g ON g.goods_no = i.goods_no WHERE i.item_no = ?1`,
    )
    .bind(itemNo)
    .first<{
      item_no: string
      goods_no: string
      item_nm: string
      add_price: number
      stock_qtt: number
      goods_type_cd: string
      display_yn: string
      sale_price: number
    }>()

/** Adds or raises the quantity (capped at 99) of one item; returns the cart line number. */
/**
 * Adds to a cart line. With `checkStock`, the line's total (what is in the cart + what is added) must stay within the
 * item's stock — checked in the same statement, so repeated or concurrent adds cannot pass it: null when refused.
 */
export async function addToCart(
  db: D1Database,
  owner: string,
  goodsNo: string,
  itemNo: string,
  qtt: number,
  now: string,
  checkStock = false,
) {
  const row = await db
    .prepare(
      `INSERT INTO carts (owner_key, goods_no, item_no, buy_qtt, select_yn, reg_dttm, upd_dttm) VALUES (?1, ?2, ?3, ?4, 'Y', ?5, ?5)
       ON CONFLICT (owner_key, item_no) DO UPDATE SET buy_qtt = MIN(99, carts.buy_qtt + excluded.buy_qtt), select_yn = 'Y', upd_dttm = excluded.upd_dttm
        WHERE ?6 = 0 OR carts.buy_qtt + excluded.buy_qtt <= (SELECT stock_qtt FROM goods_items WHERE item_no = excluded.item_no)
       RETURNING cart_no`,
    )
    .bind(owner, goodsNo, itemNo, qtt, now, checkStock ? 1 : 0)
    .first<{ cart_no: number }>()
  return row?.cart_no ?? null
}

/** What an owner's cart holds of an item (0 when none). */
export async function cartQttOf(db: D1Database, owner: string, itemNo: string) {
  const r = await db
    .prepare('SELECT buy_qtt FROM carts WHERE owner_key = ?1 AND item_no = ?2')
    .bind(owner, itemNo)
    .first<{ buy_qtt: number }>()
  return r?.buy_qtt ?? 0
}

/** Sets a line's quantity; with `checkStock`, only within the item's stock (0 changes: not found or over stock). */
export async function changeQtt(db: D1Database, owner: string, cartNo: number, qtt: number, now: string, checkStock = false) {
  const r = await db
    .prepare(
      `UPDATE carts SET buy_qtt = ?3, upd_dttm = ?4 WHERE owner_key = ?1 AND cart_no = ?2
          AND (?5 = 0 OR ?3 <= carts.buy_qtt OR ?3 <= (SELECT stock_qtt FROM goods_items WHERE item_no = carts.item_no))`,
    )
    .bind(owner, cartNo, qtt, now, checkStock ? 1 : 0)
    .run()
  return r.meta.changes
}

/** A cart line with its item's stock and type (the change handler's answer when a quantity is refused). */
export const cartLineStock = (db: D1Database, owner: string, cartNo: number) =>
  db
    .prepare(
      `SELECT c.buy_qtt, i.stock_qtt, g.goods_nm, g.goods_type_cd FROM carts c JOIN goods_items i ON i.item_no = c.item_no JOIN goods g ON g.goods_no = c.goods_no
        WHERE c.owner_key = ?1 AND c.cart_no = ?2`,
    )
    .bind(owner, cartNo)
    .first<{ buy_qtt: number; stock_qtt: number; goods_nm: string; goods_type_cd: string }>()

export async function removeLines(db: D1Database, owner: string, cartNos: number[]) {
  const stmts = cartNos.map((n) => db.prepare('DELETE FROM carts WHERE owner_key = ?1 AND cart_no = ?2').bind(owner, n))
  const rs = await db.batch(stmts)
  return rs.reduce((s, r) => s + r.meta.changes, 0)
}

export async function selectLines(db: D1Database, owner: string, cartNos: number[], yn: 'Y' | 'N', now: string) {
  const stmts = cartNos.map((n) =>
    db.prepare('UPDATE carts SET select_yn = ?3, upd_dttm = ?4 WHERE owner_key = ?1 AND cart_no = ?2').bind(owner, n, yn, now),
  )
  const rs = await db.batch(stmts)
  return rs.reduce((s, r) => s + r.meta.changes, 0)
}

/** Moves a guest cart into the member's: quantities of the same item add up (max 99). One batch. */
export async function mergeCarts(db: D1Database, guest: string, member: string, now: string) {
  const rs = await db.batch([
    db
      .prepare(
        `INSERT INTO carts (owner_key, goods_no, item_no, buy_qtt, select_yn, reg_dttm, upd_dttm)
       SELECT ?2, goods_no, item_no, buy_qtt, 'Y', reg_dttm, ?3 FROM carts WHERE owner_key = ?1 AND true
       ON CONFLICT (owner_key, item_no) DO UPDATE SET buy_qtt = MIN(99, carts.buy_qtt + excluded.buy_qtt), upd_dttm = excluded.upd_dttm`,
      )
      .bind(guest, member, now),
    db.prepare('DELETE FROM carts WHERE owner_key = ?1').bind(guest),
  ])
  return rs[1].meta.changes
}

/** Removes ordered items from a cart (after payment). */
export function removeItemsStmt(db: D1Database, owner: string, itemNo: string) {
  return db.prepare('DELETE FROM carts WHERE owner_key = ?1 AND item_no = ?2').bind(owner, itemNo)
}
