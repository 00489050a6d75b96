/**
 * Queries of the store-owner area and the kiosk. Every owner query names the owner's store in its WHERE clause
 * through the owner's own member row (OWNER_CODE / OWNER_STORE, bound to the owner's member_no as ?1): another
 * store's order, reservation or queue entry does not exist for them. Every change is ONE guarded batch that
 * moves a row only from the state the owner saw and writes its history with the owner's member_no.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { HIDDEN_ORDER_STATUSES } from '../../shared/order/status'
import { changed, guardedBatch, holds } from './guard'
import { historyStmt, type OrderLineRow, type OrderListRow, type OrderRow } from './orders'
import type { ReservationRow } from './reservations'
import { storeDetailStmts, toStoreDetail, type StoreDbRow } from './stores'

/** The owner's store code / store number, from the owner's member row (?1 = the owner's member_no). */
const OWNER_CODE = `(SELECT m.store_code FROM members m WHERE m.member_no = ?1 AND m.auth_role = 'ROLE_STORE' AND m.status = 'ACTIVE')`
const OWNER_STORE = `(SELECT s.store_no FROM stores s JOIN members m ON m.store_code = s.store_code WHERE m.member_no = ?1 AND m.auth_role = 'ROLE_STORE' AND m.status = 'ACTIVE')`
const VISIBLE = `o.status NOT IN (${HIDDEN_ORDER_STATUSES.map((c) => `'${c}'`).join(',')})`

export async function ownerStoreRow(db: D1Database, ownerNo: number) {
  return db.prepare(`SELECT * FROM stores WHERE store_no = ${OWNER_STORE}`).bind(ownerNo).first<StoreDbRow>()
}

// ---- pickup orders -------------------------------------------------------------------------------------------

export interface OwnerOrderFilter {
  fromIso: string
  toIso: string
  /** order number digits (prefix) or mobile digits: 4 = last four, 10–11 = whole number */
  ordNo?: string | null
  mobileTail?: string | null
  mobile?: string | null
  rows: number
  offset: number
}

function orderFilterSql(f: OwnerOrderFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.fromIso, f.toIso]
  let sql = `o.store_code = ${OWNER_CODE} AND o.dlvr_method = '02' AND ${VISIBLE} AND o.reg_dttm BETWEEN ?2 AND ?3`
  const or: string[] = []
  if (f.ordNo) {
    params.push(`${f.ordNo}%`)
    or.push(`o.ord_no LIKE ?${params.length + 1}`)
  }
  if (f.mobileTail) {
    params.push(`%${f.mobileTail}`)
    or.push(`o.orderer_mobile LIKE ?${params.length + 1}`)
  }
  if (f.mobile) {
    params.push(f.mobile)
    or.push(`o.orderer_mobile = ?${params.length + 1}`)
  }
  if (or.length) sql += ` AND (${or.join(' OR ')})`
  return { sql, params }
}

/** Pickup orders at the owner's store placed in the period, newest first; with the first line for the list. */
export async function ownerOrderPage(db: D1Database, ownerNo: number, f: OwnerOrderFilter) {
  const { sql, params } = orderFilterSql(f)
  const total =
    (
      await db
        .prepare(`SELECT COUNT(*) AS n FROM orders o WHERE ${sql}`)
        .bind(ownerNo, ...params)
        .first<{ n: number }>()
    )?.n ?? 0
  const { results } = await db
    .prepare(
      `SELECT o.*, (SELECT goods_nm FROM order_lines l WHERE l.ord_no = o.ord_no ORDER BY line_no LIMIT 1) AS first_goods_nm,
              (SELECT img_src FROM order_lines l WHERE l.ord_no = o.ord_no ORDER BY line_no LIMIT 1) AS first_img_src,
              (SELECT COUNT(*) FROM order_lines l WHERE l.ord_no = o.ord_no) AS line_count
       FROM orders o WHERE ${sql} ORDER BY o.reg_dttm DESC LIMIT ?${params.length + 2} OFFSET ?${params.length + 3}`,
    )
    .bind(ownerNo, ...params, f.rows, f.offset)
    .all<OrderListRow>()
  return { total, rows: results }
}

/** One pickup order at the owner's store (another store's order is null → 404). */
export function ownerOrder(db: D1Database, ownerNo: number, ordNo: string) {
  return db
    .prepare(`SELECT o.* FROM orders o WHERE o.ord_no = ?2 AND o.store_code = ${OWNER_CODE} AND o.dlvr_method = '02' AND ${VISIBLE}`)
    .bind(ownerNo, ordNo)
    .first<OrderRow>()
}

export async function ownerOrderLines(db: D1Database, ownerNo: number, ordNo: string) {
  const { results } = await db
    .prepare(
      `SELECT l.* FROM order_lines l JOIN orders o ON o.ord_no = l.ord_no WHERE l.ord_no = ?2 AND o.store_code = ${OWNER_CODE} ORDER BY l.line_no`,
    )
    .bind(ownerNo, ordNo)
    .all<OrderLineRow>()
  return results
}

export async function ownerOrderHistory(db: D1Database, ownerNo: number, ordNo: string) {
  const { results } = await db
    .prepare(
      `SELECT h.status, h.memo, h.reg_dttm, h.actor_member_no, a.login_id AS actor_login_id FROM order_status_history h
       JOIN orders o ON o.ord_no = h.ord_no LEFT JOIN members a ON a.member_no = h.actor_member_no
       WHERE h.ord_no = ?2 AND o.store_code = ${OWNER_CODE} ORDER BY h.hist_no`,
    )
    .bind(ownerNo, ordNo)
    .all<{ status: string; memo: string; reg_dttm: string; actor_member_no: number | null; actor_login_id: string | null }>()
  return results
}

/**
 * The statements of one pickup step at the owner's store, guarded: the UPDATE names the state it leaves (and the
 * owner's store), `changed` aborts the whole batch when it moved nothing (another click was first), then the
 * history row with the owner's id. `extra` are statements of the same step run in the same batch (the purchase
 * confirmation and stamps of a collected order).
 */
export function pickupStepStmts(
  db: D1Database,
  ownerNo: number,
  ordNo: string,
  step: { from: 'WAITING' | 'READY'; to: 'READY' | 'PICKED_UP' | 'NOSHOW'; status: string | null; memo: string },
  nowIso: string,
  extra: D1PreparedStatement[] = [],
): D1PreparedStatement[] {
  const fromSql = step.from === 'WAITING' ? `o.pickup_state IS NULL AND o.status IN ('20','30')` : `o.pickup_state = 'READY'`
  const upd = db
    .prepare(
      `UPDATE orders AS o SET pickup_state = ?3, pickup_state_dttm = ?4, upd_dttm = ?4,
         status = COALESCE(?5, o.status), delivered_dttm = CASE WHEN ?3 = 'PICKED_UP' THEN ?4 ELSE o.delivered_dttm END
       WHERE o.ord_no = ?2 AND o.store_code = ${OWNER_CODE} AND o.dlvr_method = '02' AND ${fromSql}`,
    )
    .bind(ownerNo, ordNo, step.to, nowIso, step.status)
  const lines = step.status
    ? [db.prepare(`UPDATE order_lines SET status = ?2 WHERE ord_no = ?1 AND status IN ('20','30','50')`).bind(ordNo, step.status)]
    : []
  return [
    upd,
    changed(db, `pickup.${step.to.toLowerCase()}`),
    ...lines,
    historyStmt(db, ordNo, step.status ?? '30', step.memo, nowIso, null, ownerNo),
    ...extra,
  ]
}

export const runGuarded = (db: D1Database, stmts: D1PreparedStatement[]) => guardedBatch(db, stmts)

// ---- reservations ---------------------------------------------------------------------------------------------

export type OwnerReservationRow = ReservationRow & {
  member_nm: string | null
  member_mobile: string | null
  handled_by: number | null
  visit_dttm: string | null
  eye_record_no: number | null
  lens_index?: string | null
  lens_frame?: string | null
}
const RSV_SELECT = `SELECT r.*, s.store_code, s.store_nm, s.road_addr, s.tel_no, m.member_nm, m.mobile AS member_mobile
  FROM reservations r JOIN stores s ON s.store_no = r.store_no LEFT JOIN members m ON m.member_no = r.member_no`

/** The owner's store's reservations of one Seoul day (cancelled ones left out), by time. */
const dayReservationsStmt = (db: D1Database, ownerNo: number, ymd: string) =>
  db
    .prepare(`${RSV_SELECT} WHERE r.store_no = ${OWNER_STORE} AND r.rsv_ymd = ?2 AND r.status <> 'CANCELLED' ORDER BY r.rsv_time, r.rsv_no`)
    .bind(ownerNo, ymd)

/** Bookings of reservation-only goods (03/04) at the owner's store with their visit date in the period. */
export async function ownerBookingPage(
  db: D1Database,
  ownerNo: number,
  fromYmd: string,
  toYmd: string,
  mobile: { tail?: string | null; whole?: string | null },
  rows: number,
  offset: number,
) {
  const params: unknown[] = [fromYmd, toYmd]
  let where = `r.store_no = ${OWNER_STORE} AND r.rsv_ymd BETWEEN ?2 AND ?3 AND EXISTS (SELECT 1 FROM reservation_goods g WHERE g.rsv_no = r.rsv_no AND g.line_kind = 'RESERVATION_ONLY')`
  if (mobile.tail) {
    params.push(`%${mobile.tail}`)
    where += ` AND COALESCE(m.mobile, r.guest_mobile) LIKE ?${params.length + 1}`
  } else if (mobile.whole) {
    params.push(mobile.whole)
    where += ` AND COALESCE(m.mobile, r.guest_mobile) = ?${params.length + 1}`
  }
  const from = `FROM reservations r JOIN stores s ON s.store_no = r.store_no LEFT JOIN members m ON m.member_no = r.member_no WHERE ${where}`
  const total =
    (
      await db
        .prepare(`SELECT COUNT(*) AS n ${from}`)
        .bind(ownerNo, ...params)
        .first<{ n: number }>()
    )?.n ?? 0
  const { results } = await db
    .prepare(
      `SELECT r.*, s.store_code, s.store_nm, s.road_addr, s.tel_no, m.member_nm, m.mobile AS member_mobile ${from} ORDER BY r.rsv_ymd DESC, r.rsv_time DESC LIMIT ?${params.length + 2} OFFSET ?${params.length + 3}`,
    )
    .bind(ownerNo, ...params, rows, offset)
    .all<OwnerReservationRow>()
  return { total, rows: results }
}

/** One reservation at the owner's store (another store's is null → 404). */
export function ownerReservation(db: D1Database, ownerNo: number, reservationNo: string) {
  return db
    .prepare(`${RSV_SELECT} WHERE r.reservation_no = ?2 AND r.store_no = ${OWNER_STORE}`)
    .bind(ownerNo, reservationNo)
    .first<OwnerReservationRow>()
}

/** RESERVED → VISITED / NOSHOW at the owner's store, once, with the history row naming the owner. */
export function reservationMarkStmts(db: D1Database, ownerNo: number, reservationNo: string, to: 'VISITED' | 'NOSHOW', nowIso: string) {
  return [
    db
      .prepare(
        `UPDATE reservations SET status = ?3, handled_by = ?1, upd_dttm = ?4, visit_dttm = CASE WHEN ?3 = 'VISITED' THEN ?4 ELSE visit_dttm END
         WHERE reservation_no = ?2 AND store_no = ${OWNER_STORE} AND status = 'RESERVED'`,
      )
      .bind(ownerNo, reservationNo, to, nowIso),
    changed(db, `reservation.${to.toLowerCase()}`),
    db
      .prepare(
        `INSERT INTO reservation_history (rsv_no, status, memo, actor_member_no, reg_dttm) SELECT rsv_no, ?2, ?3, ?4, ?5 FROM reservations WHERE reservation_no = ?1`,
      )
      .bind(reservationNo, to, to === 'VISITED' ? '방문 확인' : '노쇼', ownerNo, nowIso),
  ]
}

/**
 * A store exam of a member's reservation at the owner's store, in one guarded batch: the guard checks the
 * reservation (owner's store, this member, not cancelled), then the eye record (eye-chart domain's INSERT), the
 * reservation carries it when it had none, and the history row names the owner.
 */
export function eyeExamRecordStmts(
  db: D1Database,
  ownerNo: number,
  reservationNo: string,
  memberNo: number,
  storeNo: number,
  record: D1PreparedStatement,
  nowIso: string,
) {
  return [
    holds(
      db,
      'reservation.eyeexam',
      `EXISTS (SELECT 1 FROM reservations WHERE reservation_no = ?2 AND member_no = ?3 AND store_no = ${OWNER_STORE} AND status IN ('RESERVED', 'VISITED'))`,
      ownerNo,
      reservationNo,
      memberNo,
    ),
    record,
    db
      .prepare(
        `UPDATE reservations SET eye_record_no = COALESCE(eye_record_no, (SELECT MAX(record_no) FROM eye_records WHERE member_no = ?2 AND store_no = ?3)), eye_test_yn = 'Y', handled_by = ?4, upd_dttm = ?5
         WHERE reservation_no = ?1`,
      )
      .bind(reservationNo, memberNo, storeNo, ownerNo, nowIso),
    db
      .prepare(
        `INSERT INTO reservation_history (rsv_no, status, memo, actor_member_no, reg_dttm) SELECT rsv_no, status, '시력검사 기록', ?2, ?3 FROM reservations WHERE reservation_no = ?1`,
      )
      .bind(reservationNo, ownerNo, nowIso),
  ]
}

/** A guest's reservation has no eye chart: the exam is appended to its note (owner's store in the WHERE). */
export function eyeExamNoteStmts(db: D1Database, ownerNo: number, reservationNo: string, text: string, nowIso: string) {
  return [
    db
      .prepare(
        `UPDATE reservations SET note = CASE WHEN note = '' THEN ?3 ELSE note || char(10) || ?3 END, eye_test_yn = 'Y', handled_by = ?1, upd_dttm = ?4
         WHERE reservation_no = ?2 AND store_no = ${OWNER_STORE} AND status IN ('RESERVED', 'VISITED')`,
      )
      .bind(ownerNo, reservationNo, text, nowIso),
    changed(db, 'reservation.eyeexam'),
    db
      .prepare(
        `INSERT INTO reservation_history (rsv_no, status, memo, actor_member_no, reg_dttm) SELECT rsv_no, status, ?2, ?3, ?4 FROM reservations WHERE reservation_no = ?1`,
      )
      .bind(reservationNo, '시력검사 기록', ownerNo, nowIso),
  ]
}

// ---- dashboard --------------------------------------------------------------------------------------------------

/** Pickup orders at the owner's store still to hand over (paid, not collected), by pickup day. */
const pendingPickupsStmt = (db: D1Database, ownerNo: number, limit = 50) =>
  db
    .prepare(
      `SELECT o.*, (SELECT goods_nm FROM order_lines l WHERE l.ord_no = o.ord_no ORDER BY line_no LIMIT 1) AS first_goods_nm,
              (SELECT img_src FROM order_lines l WHERE l.ord_no = o.ord_no ORDER BY line_no LIMIT 1) AS first_img_src,
              (SELECT COUNT(*) FROM order_lines l WHERE l.ord_no = o.ord_no) AS line_count
       FROM orders o WHERE o.store_code = ${OWNER_CODE} AND o.dlvr_method = '02' AND o.status IN ('20','30')
         AND (o.pickup_state IS NULL OR o.pickup_state = 'READY')
       ORDER BY o.reservation_ymd, o.reservation_hhmm, o.reg_dttm LIMIT ?2`,
    )
    .bind(ownerNo, limit)

// ---- visit queue ------------------------------------------------------------------------------------------------

export interface QueueRow {
  queue_no: number
  store_no: number
  visit_ymd: string
  ticket_no: number
  visitor_mobile: string
  member_no: number | null
  rsv_no: number | null
  purpose: string
  answers: string
  state: string
  reg_dttm: string
  upd_dttm: string
  member_nm: string | null
  member_mobile: string | null
  reservation_no: string | null
  rsv_time: string | null
}
const QUEUE_SELECT = `SELECT q.*, m.member_nm, m.mobile AS member_mobile, r.reservation_no, r.rsv_time
  FROM visit_queue q LEFT JOIN members m ON m.member_no = q.member_no LEFT JOIN reservations r ON r.rsv_no = q.rsv_no`

const dayQueueStmt = (db: D1Database, ownerNo: number, ymd: string) =>
  db.prepare(`${QUEUE_SELECT} WHERE q.store_no = ${OWNER_STORE} AND q.visit_ymd = ?2 ORDER BY q.ticket_no`).bind(ownerNo, ymd)
export async function ownerDayQueue(db: D1Database, ownerNo: number, ymd: string) {
  return (await dayQueueStmt(db, ownerNo, ymd).all<QueueRow>()).results
}

/** from → to on an entry of the owner's store, once (the UPDATE names `from`), with the history row. */
export function queueStepStmts(db: D1Database, ownerNo: number, queueNo: number, from: string, to: string, nowIso: string) {
  return [
    db
      .prepare(`UPDATE visit_queue SET state = ?4, upd_dttm = ?5 WHERE queue_no = ?2 AND store_no = ${OWNER_STORE} AND state = ?3`)
      .bind(ownerNo, queueNo, from, to, nowIso),
    changed(db, 'queue.state'),
    db
      .prepare(`INSERT INTO visit_queue_history (queue_no, state, actor_member_no, reg_dttm) VALUES (?1, ?2, ?3, ?4)`)
      .bind(queueNo, to, ownerNo, nowIso),
  ]
}

export function ownerQueueEntry(db: D1Database, ownerNo: number, queueNo: number) {
  return db.prepare(`${QUEUE_SELECT} WHERE q.queue_no = ?2 AND q.store_no = ${OWNER_STORE}`).bind(ownerNo, queueNo).first<QueueRow>()
}

/** A member's queue entries of one day at any store (their own, by member_no), with the store's name. */
export async function memberDayQueue(db: D1Database, memberNo: number, ymd: string) {
  const { results } = await db
    .prepare(
      `SELECT q.queue_no, q.ticket_no, q.state, q.purpose, q.upd_dttm, s.store_nm,
              (SELECT COUNT(*) FROM visit_queue w WHERE w.store_no = q.store_no AND w.visit_ymd = q.visit_ymd AND w.state = '대기' AND w.ticket_no < q.ticket_no) AS ahead
       FROM visit_queue q JOIN stores s ON s.store_no = q.store_no WHERE q.member_no = ?1 AND q.visit_ymd = ?2 ORDER BY q.queue_no DESC`,
    )
    .bind(memberNo, ymd)
    .all<{ queue_no: number; ticket_no: number; state: string; purpose: string; upd_dttm: string; store_nm: string; ahead: number }>()
  return results
}

// ---- kiosk ------------------------------------------------------------------------------------------------------

export function insertKioskDevice(db: D1Database, ownerNo: number, tokenHash: string, deviceNm: string, nowIso: string) {
  return db
    .prepare(
      `INSERT INTO kiosk_devices (token_hash, store_no, device_nm, started_by, reg_dttm, last_seen_dttm)
       SELECT ?2, ${OWNER_STORE}, ?3, ?1, ?4, ?4 WHERE ${OWNER_STORE} IS NOT NULL RETURNING device_no, store_no`,
    )
    .bind(ownerNo, tokenHash, deviceNm, nowIso)
    .first<{ device_no: number; store_no: number }>()
}

export interface KioskDeviceRow {
  device_no: number
  store_no: number
  store_code: string
  store_nm: string
}

/** The live kiosk device of this token AND this store code (the code alone binds nothing). */
export function kioskDevice(db: D1Database, tokenHash: string, storeCode: string) {
  return db
    .prepare(
      `SELECT d.device_no, d.store_no, s.store_code, s.store_nm FROM kiosk_devices d JOIN stores s ON s.store_no = d.store_no
       WHERE d.token_hash = ?1 AND s.store_code = ?2 AND d.revoked_dttm IS NULL`,
    )
    .bind(tokenHash, storeCode)
    .first<KioskDeviceRow>()
}

type KioskDeviceListRow = { device_no: number; device_nm: string; reg_dttm: string; last_seen_dttm: string }
const kioskDevicesStmt = (db: D1Database, ownerNo: number) =>
  db
    .prepare(
      `SELECT device_no, device_nm, reg_dttm, last_seen_dttm FROM kiosk_devices WHERE store_no = ${OWNER_STORE} AND revoked_dttm IS NULL ORDER BY device_no DESC LIMIT 20`,
    )
    .bind(ownerNo)

/**
 * Everything the owner's home shows, in ONE round trip (one batch): the owner's store (any state; null when the
 * owner has none), its page (open stores only) with hours and holidays, today's reservations, the pickups to hand
 * over, today's queue and the kiosk devices.
 */
export async function ownerDashboardRows(db: D1Database, ownerNo: number, today: string, until: string) {
  const [own, detailRow, hours, holidays, rsv, pickups, queue, devices] = await db.batch([
    db.prepare(`SELECT store_no FROM stores WHERE store_no = ${OWNER_STORE}`).bind(ownerNo),
    ...storeDetailStmts(db, OWNER_STORE, [ownerNo], today, until),
    dayReservationsStmt(db, ownerNo, today),
    pendingPickupsStmt(db, ownerNo),
    dayQueueStmt(db, ownerNo, today),
    kioskDevicesStmt(db, ownerNo),
  ])
  return {
    hasStore: own.results.length > 0,
    detail: toStoreDetail([detailRow, hours, holidays], today, until),
    reservations: rsv.results as OwnerReservationRow[],
    pickups: pickups.results as OrderListRow[],
    queue: queue.results as QueueRow[],
    devices: devices.results as KioskDeviceListRow[],
  }
}

export function revokeKioskDevice(db: D1Database, ownerNo: number, deviceNo: number, nowIso: string) {
  return db
    .prepare(`UPDATE kiosk_devices SET revoked_dttm = ?3 WHERE device_no = ?2 AND store_no = ${OWNER_STORE} AND revoked_dttm IS NULL`)
    .bind(ownerNo, deviceNo, nowIso)
    .run()
}

export const memberByMobile = (db: D1Database, mobile: string) =>
  db
    .prepare(`SELECT member_no, member_nm, my_store_code FROM members WHERE mobile = ?1 AND status = 'ACTIVE' AND auth_role = 'ROLE_USER'`)
    .bind(mobile)
    .first<{ member_no: number; member_nm: string; my_store_code: string | null }>()

/** The member's RESERVED bookings of `ymd` at the kiosk's store (a reservation of another store is not offered). */
export async function memberDayReservationsAt(db: D1Database, memberNo: number, storeNo: number, ymd: string) {
  const { results } = await db
    .prepare(
      `SELECT reservation_no, rsv_time, purpose_group, purpose FROM reservations WHERE member_no = ?1 AND store_no = ?2 AND rsv_ymd = ?3 AND status = 'RESERVED' ORDER BY rsv_time`,
    )
    .bind(memberNo, storeNo, ymd)
    .all<{ reservation_no: string; rsv_time: string; purpose_group: string; purpose: string }>()
  return results
}

/**
 * A check-in in ONE batch: with a reservation, the RESERVED booking of this member at this store today turns
 * VISITED (guarded: no other store's or day's booking can be used); then the queue entry with the next ticket
 * number of the store's day (UNIQUE per member and day and per reservation, so a double tap is one entry).
 */
export function checkinStmts(
  db: D1Database,
  c: {
    storeNo: number
    ymd: string
    mobile: string
    memberNo: number | null
    reservationNo: string | null
    purpose: string
    answers: string
    deviceNo: number
  },
  nowIso: string,
) {
  const rsv = c.reservationNo
    ? [
        db
          .prepare(
            `UPDATE reservations SET status = 'VISITED', visit_dttm = ?5, upd_dttm = ?5 WHERE reservation_no = ?1 AND member_no = ?2 AND store_no = ?3 AND rsv_ymd = ?4 AND status = 'RESERVED'`,
          )
          .bind(c.reservationNo, c.memberNo, c.storeNo, c.ymd, nowIso),
        changed(db, 'checkin.reservation'),
        db
          .prepare(
            `INSERT INTO reservation_history (rsv_no, status, memo, actor_member_no, reg_dttm) SELECT rsv_no, 'VISITED', '키오스크 체크인', NULL, ?2 FROM reservations WHERE reservation_no = ?1`,
          )
          .bind(c.reservationNo, nowIso),
      ]
    : []
  return [
    ...rsv,
    db
      .prepare(
        `INSERT INTO visit_queue (store_no, visit_ymd, ticket_no, visitor_mobile, member_no, rsv_no, purpose, answers, state, device_no, reg_dttm, upd_dttm)
         SELECT ?1, ?2, COALESCE((SELECT MAX(ticket_no) FROM visit_queue WHERE store_no = ?1 AND visit_ymd = ?2), 0) + 1, ?9, ?3,
                (SELECT rsv_no FROM reservations WHERE reservation_no = ?4), ?5, ?6, '대기', ?7, ?8, ?8`,
      )
      .bind(c.storeNo, c.ymd, c.memberNo, c.reservationNo, c.purpose, c.answers, c.deviceNo, nowIso, c.mobile),
    db
      .prepare(
        `INSERT INTO visit_queue_history (queue_no, state, actor_member_no, reg_dttm) SELECT queue_no, '대기', NULL, ?4 FROM visit_queue WHERE store_no = ?1 AND visit_ymd = ?2 AND visitor_mobile = ?3`,
      )
      .bind(c.storeNo, c.ymd, c.mobile, nowIso),
  ]
}

/** The visitor's entry of the day at this store, with how many wait before them. */
export function visitorQueueAt(db: D1Database, mobile: string, storeNo: number, ymd: string) {
  return db
    .prepare(
      `SELECT q.queue_no, q.ticket_no, q.state,
              (SELECT COUNT(*) FROM visit_queue w WHERE w.store_no = q.store_no AND w.visit_ymd = q.visit_ymd AND w.state = '대기' AND w.ticket_no < q.ticket_no) AS ahead
       FROM visit_queue q WHERE q.visitor_mobile = ?1 AND q.store_no = ?2 AND q.visit_ymd = ?3`,
    )
    .bind(mobile, storeNo, ymd)
    .first<{ queue_no: number; ticket_no: number; state: string; ahead: number }>()
}

export function setFavouriteStoreIfEmpty(db: D1Database, memberNo: number, storeCode: string, nowIso: string) {
  return db
    .prepare(`UPDATE members SET my_store_code = ?2, upd_dttm = ?3 WHERE member_no = ?1 AND my_store_code IS NULL`)
    .bind(memberNo, storeCode, nowIso)
}

// ---- face and fitting records (eye/face domain's tables, migration 0081) -----------------------------------------

export interface StoreFittingRow {
  session_no: number
  fitted_dttm: string
  face_width: number | null
  pd: number | null
  face_shape: string | null
  member_nm: string
  mobile: string | null
  frames: number
  liked: number
}

/**
 * Fitting sessions taken at the owner's store, only for customers whose smart-fitting consent is in force
 * (fitting_consents without revoke): the store in the WHERE clause, the consent in the JOIN.
 */
export async function ownerFittingSessions(db: D1Database, ownerNo: number, limit = 50) {
  const { results } = await db
    .prepare(
      `SELECT fs.session_no, fs.fitted_dttm, fs.face_width, COALESCE(fs.pd, fp.pd) AS pd, COALESCE(fs.face_shape, fp.face_shape) AS face_shape, m.member_nm, m.mobile,
              (SELECT COUNT(*) FROM fitting_frames f WHERE f.session_no = fs.session_no) AS frames,
              (SELECT COUNT(*) FROM fitting_frames f WHERE f.session_no = fs.session_no AND f.liked_yn = 'Y') AS liked
       FROM fitting_sessions fs
       JOIN fitting_consents c ON c.member_no = fs.member_no AND c.revoked_dttm IS NULL
       JOIN members m ON m.member_no = fs.member_no AND m.status = 'ACTIVE'
       LEFT JOIN face_profiles fp ON fp.member_no = fs.member_no
       WHERE fs.store_no = ${OWNER_STORE} ORDER BY fs.fitted_dttm DESC LIMIT ?2`,
    )
    .bind(ownerNo, limit)
    .all<StoreFittingRow>()
  return results
}
