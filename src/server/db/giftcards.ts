import type { D1Database } from '@cloudflare/workers-types'
import { changed, guardedBatch } from './guard'
import type { GiftCardRow } from './history'

/** Gift-card registration, detail and history (tables of 0030 + 0070). */

/** Counts one try for the member in this hour (atomic); the count after this try. */
export async function countGiftCardTry(db: D1Database, memberNo: number, hourKey: string) {
  const r = await db
    .prepare(
      `INSERT INTO gift_card_tries (member_no, hour_key, tries) VALUES (?1, ?2, 1) ON CONFLICT (member_no, hour_key) DO UPDATE SET tries = tries + 1 RETURNING tries`,
    )
    .bind(memberNo, hourKey)
    .first<{ tries: number }>()
  return r?.tries ?? 1
}

/**
 * Statements registering an issued card (printed, or a 모바일 상품권 bought online) to the member: only a card still
 * unregistered and not expired moves ('giftcard.register' aborts the batch otherwise); the member's gift_cards row
 * (card_no is its key), the REGISTER history line, and — for a bought voucher — its purchase now held by the member.
 */
export function registerGiftCardStmts(db: D1Database, memberNo: number, cardNo: string, todayYmd: string, nowIso: string) {
  return [
    db
      .prepare(`UPDATE gift_card_issues SET member_no = ?2, reg_dttm = ?4 WHERE card_no = ?1 AND member_no IS NULL AND expire_ymd >= ?3`)
      .bind(cardNo, memberNo, todayYmd, nowIso),
    changed(db, 'giftcard.register'),
    db
      .prepare(
        `INSERT INTO gift_cards (card_no, member_no, card_nm, amount, status, issue_ymd, expire_ymd) SELECT card_no, member_no, card_nm, amount, '사용가능', issue_ymd, expire_ymd FROM gift_card_issues WHERE card_no = ?1 AND member_no = ?2`,
      )
      .bind(cardNo, memberNo),
    db
      .prepare(
        `INSERT INTO gift_card_history (card_no, member_no, kind, amount, reg_dttm) SELECT card_no, member_no, 'REGISTER', amount, ?3 FROM gift_card_issues WHERE card_no = ?1 AND member_no = ?2`,
      )
      .bind(cardNo, memberNo, nowIso),
    db
      .prepare(
        `UPDATE voucher_purchases SET state = 'REGISTERED', holder_member_no = ?2, registered_dttm = ?3 WHERE card_no = ?1 AND state IN ('KEPT', 'SENT')`,
      )
      .bind(cardNo, memberNo, nowIso),
  ]
}

/** Registers a card by its number in ONE guarded batch (registerGiftCardStmts). */
export async function registerGiftCard(
  db: D1Database,
  memberNo: number,
  cardNo: string,
  todayYmd: string,
  nowIso: string,
): Promise<'registered' | 'unavailable'> {
  try {
    await guardedBatch(db, registerGiftCardStmts(db, memberNo, cardNo, todayYmd, nowIso))
    return 'registered'
  } catch (e) {
    const g = (e as { guard?: string }).guard
    if (g === 'giftcard.register' || g?.startsWith('unique:gift_cards')) return 'unavailable'
    throw e
  }
}

/** A member's gift card (history.ts's row; `amount` is its balance) with its id and face value for the detail page. */
export interface OwnGiftCardRow extends GiftCardRow {
  card_id: number
  face_amt: number
}
/** The face value is what the card was registered with (its REGISTER line); `amount` is what is left. */
export const GIFT_CARD_FACE_SQL = `COALESCE((SELECT h.amount FROM gift_card_history h WHERE h.card_no = gift_cards.card_no AND h.kind = 'REGISTER' ORDER BY h.hist_no LIMIT 1), amount)`
const CARD_COLS = `rowid AS card_id, card_no, card_nm, amount, ${GIFT_CARD_FACE_SQL} AS face_amt, status, issue_ymd, expire_ymd, used_ymd`

/** The member's card by number (registration) or by its id (the detail page's URL never carries the number). */
export const ownGiftCard = (db: D1Database, memberNo: number, key: { cardNo: string } | { cardId: number }) =>
  'cardNo' in key
    ? db
        .prepare(`SELECT ${CARD_COLS} FROM gift_cards WHERE card_no = ?1 AND member_no = ?2`)
        .bind(key.cardNo, memberNo)
        .first<OwnGiftCardRow>()
    : db
        .prepare(`SELECT ${CARD_COLS} FROM gift_cards WHERE rowid = ?1 AND member_no = ?2`)
        .bind(key.cardId, memberNo)
        .first<OwnGiftCardRow>()

export async function ownGiftCards(db: D1Database, memberNo: number) {
  const { results } = await db
    .prepare(`SELECT ${CARD_COLS} FROM gift_cards WHERE member_no = ?1 ORDER BY issue_ymd DESC, rowid DESC`)
    .bind(memberNo)
    .all<OwnGiftCardRow>()
  return results
}

export async function giftCardHistory(db: D1Database, memberNo: number, cardNo: string) {
  const { results } = await db
    .prepare(
      `SELECT hist_no, kind, amount, ord_no, reg_dttm,
              CASE WHEN ord_no LIKE 'POS:%' THEN (SELECT s.store_nm FROM stores s WHERE s.store_code = substr(ord_no, 5, instr(substr(ord_no, 5), ':') - 1)) END AS store_nm
         FROM gift_card_history WHERE card_no = ?1 AND member_no = ?2 ORDER BY hist_no DESC LIMIT 100`,
    )
    .bind(cardNo, memberNo)
    .all<{
      hist_no: number
      kind: 'REGISTER' | 'USE' | 'CANCEL'
      amount: number
      ord_no: string | null
      reg_dttm: string
      store_nm: string | null
    }>()
  return results
}

export const ownDigitalCoupon = (db: D1Database, memberNo: number, couponNo: string) =>
  db.prepare('SELECT * FROM digital_coupons WHERE coupon_no = ?1 AND member_no = ?2').bind(couponNo, memberNo).first<{
    coupon_no: string
    coupon_nm: string
    amount: number
    status: string
    pay_method: string
    card_cd: string | null
    buy_ymd: string
    expire_ymd: string
  }>()

/* ---- Gift cards paying orders (migration 0072) ---- */

/** The member's cards that can pay today (사용가능, not expired, something left), oldest expiry first. */
export async function payableGiftCards(db: D1Database, memberNo: number, todayYmd: string) {
  const { results } = await db
    .prepare(
      `SELECT ${CARD_COLS} FROM gift_cards WHERE member_no = ?1 AND status = '사용가능' AND amount > 0 AND expire_ymd >= ?2 ORDER BY expire_ymd, rowid`,
    )
    .bind(memberNo, todayYmd)
    .all<OwnGiftCardRow>()
  return results
}

/**
 * Statements for an order's batch: the card's balance goes down by `amount` with ONE guarded UPDATE (only the
 * owner's usable, unexpired card with balance >= amount changes; 'giftcard.use' aborts the whole order
 * otherwise), then the order's use row and the USE history line.
 */
export function giftCardUseStmts(
  db: D1Database,
  u: { ordNo: string; cardNo: string; memberNo: number; amount: number; todayYmd: string; nowIso: string },
) {
  return [
    db
      .prepare(
        `UPDATE gift_cards SET amount = amount - ?3,
                status = CASE WHEN amount = ?3 THEN '사용완료' ELSE status END,
                used_ymd = CASE WHEN amount = ?3 THEN ?4 ELSE used_ymd END
          WHERE card_no = ?1 AND member_no = ?2 AND status = '사용가능' AND expire_ymd >= ?4 AND amount >= ?3`,
      )
      .bind(u.cardNo, u.memberNo, u.amount, u.todayYmd),
    changed(db, 'giftcard.use'),
    db
      .prepare('INSERT INTO order_gift_card_uses (ord_no, card_no, member_no, amount, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(u.ordNo, u.cardNo, u.memberNo, u.amount, u.nowIso),
    db
      .prepare(`INSERT INTO gift_card_history (card_no, member_no, kind, amount, ord_no, reg_dttm) VALUES (?1, ?2, 'USE', ?3, ?4, ?5)`)
      .bind(u.cardNo, u.memberNo, u.amount, u.ordNo, u.nowIso),
  ]
}

/**
 * Statements for an order's release (see releaseStmts in orders.ts): when `whenSql` (a condition on ?1 = the
 * order number and its own ?2) holds, the card gets its amount back and a CANCEL line — once: the balance only
 * while no CANCEL line exists for the order, the line by the history's UNIQUE (card_no, kind, ord_no).
 */
export function giftCardRestoreStmts(db: D1Database, ordNo: string, whenSql: string, whenArg: string, nowIso: string) {
  return [
    db
      .prepare(
        `UPDATE gift_cards SET amount = amount + (SELECT u.amount FROM order_gift_card_uses u WHERE u.ord_no = ?1), status = '사용가능', used_ymd = NULL
          WHERE card_no = (SELECT u.card_no FROM order_gift_card_uses u WHERE u.ord_no = ?1)
            AND NOT EXISTS (SELECT 1 FROM gift_card_history h WHERE h.ord_no = ?1 AND h.kind = 'CANCEL') AND ${whenSql}`,
      )
      .bind(ordNo, whenArg),
    db
      .prepare(
        `INSERT OR IGNORE INTO gift_card_history (card_no, member_no, kind, amount, ord_no, reg_dttm)
         SELECT card_no, member_no, 'CANCEL', amount, ord_no, ?3 FROM order_gift_card_uses WHERE ord_no = ?1 AND ${whenSql}`,
      )
      .bind(ordNo, whenArg, nowIso),
  ]
}

/** What a gift card paid of an order (0 when none). */
export async function orderGiftCardUse(db: D1Database, ordNo: string) {
  const r = await db
    .prepare('SELECT card_no, amount FROM order_gift_card_uses WHERE ord_no = ?1')
    .bind(ordNo)
    .first<{ card_no: string; amount: number }>()
  return r ?? null
}

/** The member's gift-card payments and their give-backs, newest first (the order-side list of /mypage/manageorder/giftcoupon). */
export async function memberGiftCardUses(db: D1Database, memberNo: number, limit = 50) {
  const { results } = await db
    .prepare(
      `SELECT h.hist_no, h.card_no, c.card_nm, h.kind, h.amount, h.ord_no, h.reg_dttm
         FROM gift_card_history h JOIN gift_cards c ON c.card_no = h.card_no
        WHERE h.member_no = ?1 AND c.member_no = ?1 AND h.kind IN ('USE', 'CANCEL') ORDER BY h.hist_no DESC LIMIT ?2`,
    )
    .bind(memberNo, limit)
    .all<{ hist_no: number; card_no: string; card_nm: string; kind: 'USE' | 'CANCEL'; amount: number; ord_no: string; reg_dttm: string }>()
  return results
}
