import type { D1Database } from '@cloudflare/workers-types'
import { changed, guardedBatch } from './guard'
import type { GiftCardRow } from './history'

/** Gift-card registration, detail and history (tables of 0030 + 0070). */

/** Counts one try for the member in this hour (atomic); the count after this try. */
export async function countGiftCardTry(db: D1Database, memberNo: number, hourKey: string) {
  const r = await db
    .prepare(`INSERT INTO gift_card_tries (member_no, hour_key, tries) VALUES (?1, ?2, 1) ON CONFLICT (member_no, hour_key) DO UPDATE SET tries = tries + 1 RETURNING tries`)
    .bind(memberNo, hourKey)
    .first<{ tries: number }>()
  return r?.tries ?? 1
}

/**
 * Registers a printed card to the member in ONE guarded batch: only a card still unregistered and not
 * expired moves ('giftcard.register' aborts otherwise), the member's gift_cards row (card_no is its key)
 * and the REGISTER history line are written with it.
 */
export async function registerGiftCard(db: D1Database, memberNo: number, cardNo: string, todayYmd: string, nowIso: string): Promise<'registered' | 'unavailable'> {
  try {
    await guardedBatch(db, [
      db.prepare(`UPDATE gift_card_issues SET member_no = ?2, reg_dttm = ?4 WHERE card_no = ?1 AND member_no IS NULL AND expire_ymd >= ?3`).bind(cardNo, memberNo, todayYmd, nowIso),
      changed(db, 'giftcard.register'),
      db
        .prepare(`INSERT INTO gift_cards (card_no, member_no, card_nm, amount, status, issue_ymd, expire_ymd) SELECT card_no, member_no, card_nm, amount, '사용가능', issue_ymd, expire_ymd FROM gift_card_issues WHERE card_no = ?1 AND member_no = ?2`)
        .bind(cardNo, memberNo),
      db.prepare(`INSERT INTO gift_card_history (card_no, member_no, kind, amount, reg_dttm) SELECT card_no, member_no, 'REGISTER', amount, ?3 FROM gift_card_issues WHERE card_no = ?1 AND member_no = ?2`).bind(cardNo, memberNo, nowIso),
    ])
    return 'registered'
  } catch (e) {
    const g = (e as { guard?: string }).guard
    if (g === 'giftcard.register' || g?.startsWith('unique:gift_cards')) return 'unavailable'
    throw e
  }
}

/** A member's gift card (history.ts's row) with its id for the detail page. */
export interface OwnGiftCardRow extends GiftCardRow {
  card_id: number
}
const CARD_COLS = 'rowid AS card_id, card_no, card_nm, amount, status, issue_ymd, expire_ymd, used_ymd'

/** The member's card by number (registration) or by its id (the detail page's URL never carries the number). */
export const ownGiftCard = (db: D1Database, memberNo: number, key: { cardNo: string } | { cardId: number }) =>
  'cardNo' in key
    ? db.prepare(`SELECT ${CARD_COLS} FROM gift_cards WHERE card_no = ?1 AND member_no = ?2`).bind(key.cardNo, memberNo).first<OwnGiftCardRow>()
    : db.prepare(`SELECT ${CARD_COLS} FROM gift_cards WHERE rowid = ?1 AND member_no = ?2`).bind(key.cardId, memberNo).first<OwnGiftCardRow>()

export async function ownGiftCards(db: D1Database, memberNo: number) {
  const { results } = await db.prepare(`SELECT ${CARD_COLS} FROM gift_cards WHERE member_no = ?1 ORDER BY issue_ymd DESC, rowid DESC`).bind(memberNo).all<OwnGiftCardRow>()
  return results
}

export async function giftCardHistory(db: D1Database, memberNo: number, cardNo: string) {
  const { results } = await db
    .prepare('SELECT hist_no, kind, amount, ord_no, reg_dttm FROM gift_card_history WHERE card_no = ?1 AND member_no = ?2 ORDER BY hist_no DESC LIMIT 100')
    .bind(cardNo, memberNo)
    .all<{ hist_no: number; kind: 'REGISTER' | 'USE' | 'CANCEL'; amount: number; ord_no: string | null; reg_dttm: string }>()
  return results
}

export const ownDigitalCoupon = (db: D1Database, memberNo: number, couponNo: string) =>
  db
    .prepare('SELECT * FROM digital_coupons WHERE coupon_no = ?1 AND member_no = ?2')
    .bind(couponNo, memberNo)
    .first<{ coupon_no: string; coupon_nm: string; amount: number; status: string; pay_method: string; card_cd: string | null; buy_ymd: string; expire_ymd: string }>()
