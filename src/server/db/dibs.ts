import type { D1Database } from '@cloudflare/workers-types'
import type { GoodsCard } from '../../shared/api/types'
import { GOODS_CARD_COLUMNS, GOODS_CARD_FROM, toGoodsCard, type GoodsCardRow } from './goods'

/** Toggles a dib in one batch (the row and the goods' dibs_count move together); returns the new state. */
export async function toggleDibs(db: D1Database, memberNo: number, goodsNo: string, now: string) {
  const exists = await db.prepare('SELECT 1 AS x FROM dibs WHERE member_no = ?1 AND goods_no = ?2').bind(memberNo, goodsNo).first()
  if (exists) {
    await db.batch([
      db
        .prepare(
          'UPDATE goods SET dibs_count = MAX(0, dibs_count - 1) WHERE goods_no = ?2 AND EXISTS (SELECT 1 FROM dibs WHERE member_no = ?1 AND goods_no = ?2)',
        )
        .bind(memberNo, goodsNo),
      db.prepare('DELETE FROM dibs WHERE member_no = ?1 AND goods_no = ?2').bind(memberNo, goodsNo),
    ])
  } else {
    await db.batch([
      db
        .prepare(
          'UPDATE goods SET dibs_count = dibs_count + 1 WHERE goods_no = ?2 AND NOT EXISTS (SELECT 1 FROM dibs WHERE member_no = ?1 AND goods_no = ?2)',
        )
        .bind(memberNo, goodsNo),
      db.prepare('INSERT OR IGNORE INTO dibs (member_no, goods_no, reg_dttm) VALUES (?1, ?2, ?3)').bind(memberNo, goodsNo, now),
    ])
  }
  const r = await db.prepare('SELECT dibs_count FROM goods WHERE goods_no = ?1').bind(goodsNo).first<{ dibs_count: number }>()
  return { dibs: !exists, dibsCount: r?.dibs_count ?? 0 }
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

export async function dibbedGoodsNos(db: D1Database, memberNo: number, goodsNos: string[]) {
  if (!goodsNos.length) return new Set<string>()
  const { results } = await db
    .prepare(`SELECT goods_no FROM dibs WHERE member_no = ?1 AND goods_no IN (SELECT value FROM json_each(?2))`)
    .bind(memberNo, JSON.stringify(goodsNos))
    .all<{ goods_no: string }>()
  return new Set(results.map((r) => r.goods_no))
}

/** Whether a goods is on sale (displayed): only those can be dibbed. */
export async function isDisplayedGoods(db: D1Database, goodsNo: string) {
  return !!(await db.prepare(`SELECT 1 FROM goods WHERE goods_no = ?1 AND display_yn = 'Y'`).bind(goodsNo).first())
}
