/**
 * The shop's synchronised copy of the store system (migration 0160): links (통합회원), store points (다비치포인트),
 * store purchases, stamps from store sales, the kept webhooks/till calls, and the adapter's circuit breaker.
 * Every row brought in is keyed by the store system's own id (entry_id, sale_id + line_no, 'POS:<saleId>' for
 * stamps), so the link's import and a webhook carrying the same movement write it once.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type { StorePointEntry, StoreSale } from '../providers/store-system/protocol'
import { STORE_BREAKER_FAILURES, STORE_BREAKER_OPEN_S, type StoreBreaker } from '../providers/store-system'
import { todayYmd } from '../../shared/dates'
import { changed, guardedBatch, holds } from './guard'
import { stampRewardStmts } from './stamps'

/* ---- circuit breaker (one row, moved by atomic UPDATE … RETURNING) ---- */

export function d1StoreBreaker(db: D1Database): StoreBreaker {
  return {
    async allows(nowMs) {
      const r = await db.prepare('SELECT open_until FROM store_system_breaker WHERE id = 1').first<{ open_until: string | null }>()
      return !r?.open_until || r.open_until <= new Date(nowMs).toISOString()
    },
    async success() {
      await db
        .prepare(
          'UPDATE store_system_breaker SET failures = 0, open_until = NULL WHERE id = 1 AND (failures > 0 OR open_until IS NOT NULL)',
        )
        .run()
    },
    async failure(nowMs) {
      const now = new Date(nowMs).toISOString()
      const until = new Date(nowMs + STORE_BREAKER_OPEN_S * 1000).toISOString()
      await db
        .prepare(
          `UPDATE store_system_breaker SET failures = failures + 1, upd_dttm = ?1,
                  open_until = CASE WHEN failures + 1 >= ?2 THEN ?3 ELSE open_until END WHERE id = 1`,
        )
        .bind(now, STORE_BREAKER_FAILURES, until)
        .run()
    },
  }
}

/* ---- rows brought in ---- */

const STORE_NM = (p: string) => `COALESCE((SELECT store_nm FROM stores WHERE store_code = ${p}), '')`
const THREE_YEARS_MS = 3 * 365 * 24 * 3600 * 1000

export function storePointStmts(db: D1Database, memberNo: number, entries: StorePointEntry[], nowIso: string): D1PreparedStatement[] {
  return entries.map((e) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO store_point_ledger (entry_id, member_no, kind, amount, store_code, store_nm, sale_id, occurred_dttm, expire_dttm, reg_dttm)
         VALUES (?1, ?2, ?3, ?4, ?5, ${STORE_NM('?5')}, ?6, ?7, ?8, ?9)`,
      )
      .bind(
        e.entryId,
        memberNo,
        e.kind,
        e.amount,
        e.storeCode,
        e.saleId,
        e.occurredAt,
        e.amount > 0 ? new Date(Date.parse(e.occurredAt) + THREE_YEARS_MS).toISOString() : null,
        nowIso,
      ),
  )
}

export const posOrdNo = (saleId: string) => `POS:${saleId}`

/** A store sale's lines (once), its refund if it carries one, and the stamps its stamp products grant (once). */
export function storeSaleStmts(db: D1Database, memberNo: number, sale: StoreSale, nowIso: string): D1PreparedStatement[] {
  const ymd = todayYmd(sale.soldAt)
  const stmts: D1PreparedStatement[] = sale.lines.map((l) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO offline_orders (member_no, store_code, store_nm, purchase_ymd, goods_nm, qtt, amount, pay_method_nm,
                                               sale_id, line_no, goods_no, goods_type_cd, prescription_json, sold_dttm, refund_dttm)
         VALUES (?1, ?2, ${STORE_NM('?2')}, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)`,
      )
      .bind(
        memberNo,
        sale.storeCode,
        ymd,
        l.goodsNm,
        l.qtt,
        l.amount,
        sale.payMethodNm,
        sale.saleId,
        l.lineNo,
        l.goodsNo,
        l.goodsTypeCd,
        l.prescription ? JSON.stringify(l.prescription) : null,
        sale.soldAt,
        sale.refundedAt,
      ),
  )
  if (sale.refundedAt) return [...stmts, ...storeRefundStmts(db, memberNo, sale.saleId, sale.refundedAt)]
  for (const l of sale.lines) {
    if (!l.goodsNo || l.goodsTypeCd !== '04') continue
    stmts.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO member_stamps (member_no, card_size, ord_no, line_no, goods_no, goods_nm, store_code, store_nm, qtt, reg_dttm)
           SELECT ?1, g.stamp_card_size, ?2, ?3, g.goods_no, ?4, ?5, ${STORE_NM('?5')}, ?6, ?7
             FROM goods g WHERE g.goods_no = ?8 AND g.stamp_card_size IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM offline_orders f WHERE f.sale_id = ?9 AND f.refund_dttm IS NOT NULL)`,
        )
        .bind(memberNo, posOrdNo(sale.saleId), l.lineNo, l.goodsNm, sale.storeCode, l.qtt, sale.soldAt, l.goodsNo, sale.saleId),
    )
  }
  return [...stmts, ...stampRewardStmts(db, '?1', [memberNo], nowIso)]
}

/** A refunded store sale: its lines marked (first refund time kept) and the stamps it granted taken back. */
export function storeRefundStmts(db: D1Database, memberNo: number, saleId: string, refundedAt: string): D1PreparedStatement[] {
  return [
    db
      .prepare('UPDATE offline_orders SET refund_dttm = COALESCE(refund_dttm, ?3) WHERE sale_id = ?2 AND member_no = ?1')
      .bind(memberNo, saleId, refundedAt),
    db.prepare('DELETE FROM member_stamps WHERE member_no = ?1 AND ord_no = ?2').bind(memberNo, posOrdNo(saleId)),
    // A refunded store purchase no longer counts for the grade (migration 0181's triggers watch amounts, not refunds).
    db.prepare('INSERT OR IGNORE INTO grade_dirty (member_no) VALUES (?1)').bind(memberNo),
    // Reviews of the refunded lines: the refund rule of online orders (services/refund.ts, takeBackStmts) — the points
    // they paid are taken back as far as the balance covers, once per line (the withdrawal's ref_key), and the review
    // stays without its 구매 인증 badge.
    db
      .prepare(
        `INSERT OR IGNORE INTO point_ledger (member_no, amount, reason, ord_no, reg_dttm, ref_key)
         SELECT member_no, -take, '후기적립 회수', NULL, ?3, 'review-withdraw:' || ord_no || ':' || line_no
           FROM (SELECT r.member_no, r.ord_no, r.line_no,
                        -- never more than the balance left after the sale's earlier reviews (a short balance takes less, never aborts)
                        MIN(r.point_amt, MAX((SELECT COALESCE(SUM(amount), 0) FROM point_ledger WHERE member_no = ?1)
                          - (SELECT COALESCE(SUM(e.point_amt), 0) FROM goods_reviews e
                              WHERE e.ord_no = ?2 AND e.member_no = ?1 AND e.review_no < r.review_no AND e.purchase_revoked_dttm IS NULL), 0)) AS take
                   FROM goods_reviews r WHERE r.ord_no = ?2 AND r.member_no = ?1 AND r.purchase_revoked_dttm IS NULL)
          WHERE take > 0`,
      )
      .bind(memberNo, posOrdNo(saleId), refundedAt),
    db
      .prepare(
        `UPDATE goods_reviews SET purchase_revoked_dttm = ?3, point_amt = 0 WHERE ord_no = ?2 AND member_no = ?1 AND purchase_revoked_dttm IS NULL`,
      )
      .bind(memberNo, posOrdNo(saleId), refundedAt),
  ]
}

/* ---- links ---- */

export interface StoreLinkRow {
  member_no: number
  store_member_id: string
  card_no: string
  store_code: string
  store_nm: string
  grade_nm: string
  joined_dttm: string
  synced_dttm: string
}

export const storeLinkOf = (db: D1Database, memberNo: number) =>
  db.prepare('SELECT * FROM store_links WHERE member_no = ?1').bind(memberNo).first<StoreLinkRow>()

export const memberOfStoreMembership = async (db: D1Database, storeMemberId: string) =>
  (await db.prepare('SELECT member_no FROM store_links WHERE store_member_id = ?1').bind(storeMemberId).first<{ member_no: number }>())
    ?.member_no ?? null

/**
 * The join, in ONE guarded batch: the link (a member links once, a store membership once — a second account
 * racing for it hits the UNIQUE index and the whole batch rolls back), the member's 통합회원 level and card,
 * and everything the store system sent, each row once.
 */
export async function joinStoreMembership(
  db: D1Database,
  memberNo: number,
  link: { storeMemberId: string; cardNo: string; storeCode: string; gradeNm: string },
  imports: { points: StorePointEntry[]; sales: StoreSale[] },
  nowIso: string,
) {
  await guardedBatch(db, [
    db
      .prepare(
        `INSERT INTO store_links (member_no, store_member_id, card_no, store_code, store_nm, grade_nm, joined_dttm, synced_dttm)
         VALUES (?1, ?2, ?3, ?4, ${STORE_NM('?4')}, ?5, ?6, ?6) ON CONFLICT (member_no) DO NOTHING`,
      )
      .bind(memberNo, link.storeMemberId, link.cardNo, link.storeCode, link.gradeNm, nowIso),
    holds(
      db,
      'store.link',
      'EXISTS (SELECT 1 FROM store_links WHERE member_no = ?1 AND store_member_id = ?2)',
      memberNo,
      link.storeMemberId,
    ),
    db
      .prepare(
        `UPDATE members SET integration_member_gb_nm = '통합회원', online_card_no = ?2, my_store_code = COALESCE(my_store_code, ?3), upd_dttm = ?4
          WHERE member_no = ?1`,
      )
      .bind(memberNo, link.cardNo, link.storeCode, nowIso),
    ...storePointStmts(db, memberNo, imports.points, nowIso),
    ...imports.sales.flatMap((s) => storeSaleStmts(db, memberNo, s, nowIso)),
  ])
}

/* ---- kept webhooks and till calls ---- */

export interface StoreEventRow {
  event_key: string
  kind: string
  store_code: string
  store_member_id: string | null
  body_hash: string
  payload_json: string
  status: 'APPLIED' | 'PENDING'
  answer_json: string | null
  received_dttm: string
  applied_dttm: string | null
}

export const storeEventOf = (db: D1Database, key: string) =>
  db.prepare('SELECT * FROM store_events WHERE event_key = ?1').bind(key).first<StoreEventRow>()

export function storeEventStmt(
  db: D1Database,
  e: {
    key: string
    kind: string
    storeCode: string
    storeMemberId: string | null
    bodyHash: string
    payload: string
    pending: boolean
    answer?: unknown
  },
  nowIso: string,
) {
  return db
    .prepare(
      `INSERT INTO store_events (event_key, kind, store_code, store_member_id, body_hash, payload_json, status, answer_json, received_dttm, applied_dttm)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
    )
    .bind(
      e.key,
      e.kind,
      e.storeCode,
      e.storeMemberId,
      e.bodyHash,
      e.payload,
      e.pending ? 'PENDING' : 'APPLIED',
      e.answer === undefined ? null : JSON.stringify(e.answer),
      nowIso,
      e.pending ? null : nowIso,
    )
}

/** Marks a pending event applied (exactly once: the guard rolls back a second, concurrent application). */
export function applyPendingStmts(db: D1Database, key: string, nowIso: string): D1PreparedStatement[] {
  return [
    db
      .prepare(`UPDATE store_events SET status = 'APPLIED', applied_dttm = ?2 WHERE event_key = ?1 AND status = 'PENDING'`)
      .bind(key, nowIso),
    changed(db, 'store.pending'),
  ]
}

export async function pendingEventsOf(db: D1Database, storeMemberId: string) {
  const { results } = await db
    .prepare(`SELECT * FROM store_events WHERE store_member_id = ?1 AND status = 'PENDING' ORDER BY received_dttm, event_key`)
    .bind(storeMemberId)
    .all<StoreEventRow>()
  return results
}

export const knownStore = async (db: D1Database, storeCode: string) =>
  db
    .prepare(`SELECT store_code, store_nm FROM stores WHERE store_code = ?1 AND open_yn = 'Y'`)
    .bind(storeCode)
    .first<{ store_code: string; store_nm: string }>()

/* ---- offline coupons redeemed at the till ---- */

export interface TillCouponRow {
  issue_no: number
  member_no: number
  coupon_nm: string
  use_yn: string
  use_dttm: string | null
  use_store_code: string | null
  use_store_nm: string | null
  use_key: string | null
  valid_end_dttm: string
  channel_cd: string
  coupon_kind_cd: string
}

/** The offline coupon a till scanned: by its printed barcode, or its DC<issue no> value. */
export async function couponByBarcode(db: D1Database, barcode: string, issueNo: number | null) {
  return db
    .prepare(
      `SELECT mc.issue_no, mc.member_no, c.coupon_nm, mc.use_yn, mc.use_dttm, mc.use_store_code, mc.use_store_nm, mc.use_key, mc.valid_end_dttm,
              c.channel_cd, c.coupon_kind_cd
         FROM member_coupons mc JOIN coupons c ON c.coupon_no = mc.coupon_no
        WHERE (mc.barcode_no = ?1 OR (mc.barcode_no IS NULL AND mc.issue_no = ?2))`,
    )
    .bind(barcode, issueNo)
    .first<TillCouponRow>()
}

/** The redemption and its kept till call in one batch; the guard refuses a used or expired coupon. */
export function redeemCouponStmts(
  db: D1Database,
  issueNo: number,
  store: { store_code: string; store_nm: string },
  key: string,
  nowIso: string,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE member_coupons SET use_yn = 'Y', use_dttm = ?2, use_store_code = ?3, use_store_nm = ?4, use_key = ?5
          WHERE issue_no = ?1 AND use_yn = 'N' AND valid_end_dttm > ?2`,
      )
      .bind(issueNo, nowIso, store.store_code, store.store_nm, key),
    changed(db, 'coupon.redeem'),
  ]
}

/* ---- reads for my-page ---- */

export interface StorePointRow {
  entry_id: string
  kind: string
  amount: number
  store_nm: string
  sale_id: string | null
  occurred_dttm: string
  expire_dttm: string | null
}

export async function storePointsPage(db: D1Database, memberNo: number, rows: number, offset: number) {
  const [bal, total, list] = await db.batch([
    db.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM store_point_ledger WHERE member_no = ?1').bind(memberNo),
    db.prepare('SELECT COUNT(*) AS n FROM store_point_ledger WHERE member_no = ?1').bind(memberNo),
    db
      .prepare(
        `SELECT entry_id, kind, amount, store_nm, sale_id, occurred_dttm, expire_dttm FROM store_point_ledger WHERE member_no = ?1
          ORDER BY occurred_dttm DESC, entry_id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(memberNo, rows, offset),
  ])
  return {
    balance: (bal.results[0] as { n: number }).n,
    total: (total.results[0] as { n: number }).n,
    rows: list.results as StorePointRow[],
  }
}

/* ---- 모바일 상품권 at the till ---- */

export interface TillVoucherRow {
  card_no: string
  member_no: number
  card_nm: string
  amount: number
  status: string
  expire_ymd: string
  partial_yn: string
}

export const voucherByNo = (db: D1Database, cardNo: string) =>
  db
    .prepare('SELECT card_no, member_no, card_nm, amount, status, expire_ymd, partial_yn FROM gift_cards WHERE card_no = ?1')
    .bind(cardNo)
    .first<TillVoucherRow>()

/**
 * A till's use of a registered voucher, in one batch with its kept call: the balance goes down by ONE guarded UPDATE
 * (usable, unexpired, balance ≥ amount, whole balance unless the kind allows part) and a USE line keyed by the call.
 */
export function voucherTillUseStmts(
  db: D1Database,
  u: { cardNo: string; amount: number; storeCode: string; key: string; todayYmd: string; nowIso: string },
) {
  return [
    db
      .prepare(
        `UPDATE gift_cards SET amount = amount - ?2,
                status = CASE WHEN amount = ?2 THEN '사용완료' ELSE status END,
                used_ymd = CASE WHEN amount = ?2 THEN ?3 ELSE used_ymd END
          WHERE card_no = ?1 AND status = '사용가능' AND expire_ymd >= ?3 AND amount >= ?2 AND (partial_yn = 'Y' OR amount = ?2)`,
      )
      .bind(u.cardNo, u.amount, u.todayYmd),
    changed(db, 'voucher.use'),
    db
      .prepare(
        `INSERT INTO gift_card_history (card_no, member_no, kind, amount, ord_no, reg_dttm)
         SELECT card_no, member_no, 'USE', ?2, ?3, ?4 FROM gift_cards WHERE card_no = ?1`,
      )
      .bind(u.cardNo, u.amount, `POS:${u.storeCode}:${u.key}`, u.nowIso),
  ]
}
