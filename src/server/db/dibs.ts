import type { D1Database } from '@cloudflare/workers-types'
import type { GoodsCard } from '../../shared/api/types'
import { GOODS_CARD_COLUMNS, GOODS_CARD_FROM, toGoodsCard, type GoodsCardRow } from './goods'

/**
 * Sets a dib on or off in one batch: the row is inserted (or ignored) / deleted, and the goods' dibs_count is
 * recounted from the rows in the same batch, so N identical concurrent requests leave one row and the right
 * count. `on` undefined toggles what the member has now (a double tap of a toggle may land on either state;
 * the client sends the state it shows, which is idempotent).
 */
export async function setDibs(db: D1Database, memberNo: number, goodsNo: string, on: boolean | undefined, now: string) {
  const want = on ?? !(await db.prepare('SELECT 1 AS x FROM dibs WHERE member_no = ?1 AND goods_no = ?2').bind(memberNo, goodsNo).first())
  const [, counted] = await db.batch<{ dibs_count: number }>([
    want
      ? db.prepare('INSERT OR IGNORE INTO dibs (member_no, goods_no, reg_dttm) VALUES (?1, ?2, ?3)').bind(memberNo, goodsNo, now)
      : db.prepare('DELETE FROM dibs WHERE member_no = ?1 AND goods_no = ?2').bind(memberNo, goodsNo),
    db
      .prepare('UPDATE goods SET dibs_count = (SELECT COUNT(*) FROM dibs WHERE goods_no = ?1) WHERE goods_no = ?1 RETURNING dibs_count')
      .bind(goodsNo),
  ])
  return { dibs: want, dibsCount: counted.results[0]?.dibs_count ?? 0 }
}

/** Most wish lists are short; a page marks the hearts of the member's newest ones (one read per page). */
export const MEMBER_DIBS_LIMIT = 1000

/** The goods numbers a member has wished, newest first (the hearts of every card on a page come from this one read). */
export async function memberDibNos(db: D1Database, memberNo: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT goods_no FROM dibs WHERE member_no = ?1 ORDER BY reg_dttm DESC LIMIT ?2')
    .bind(memberNo, MEMBER_DIBS_LIMIT)
    .all<{ goods_no: string }>()
  return results.map((r) => r.goods_no)
}

export async function dibsList(
  db: D1Database,
  memberNo: number,
  page: number,
  rows: number,
  now: Date,
): Promise<{ total: number; goods: GoodsCard[] }> {
  const total = (await db.prepare('SELECT COUNT(*) AS n FROM dibs WHERE member_no = ?1').bind(memberNo).first<{ n: number }>())?.n ?? 0
  const { results } = await db
    .prepare(
      `SELECT ${GOODS_CARD_COLUMNS} ${GOODS_CARD_FROM} JOIN dibs d ON d.goods_no = g.goods_no AND d.member_no = ?2 ORDER BY d.reg_dttm DESC LIMIT ?3 OFFSET ?4`,
    )
    .bind(now.toISOString(), memberNo, rows, (page - 1) * rows)
    .all<GoodsCardRow>()
  return { total, goods: results.map((r) => toGoodsCard(r, now, true)) }
}

/** Whether a goods is on sale (displayed): only those can be dibbed. */
export async function isDisplayedGoods(db: D1Database, goodsNo: string) {
  return !!(await db.prepare(`SELECT 1 FROM goods WHERE goods_no = ?1 AND display_yn = 'Y'`).bind(goodsNo).first())
}
