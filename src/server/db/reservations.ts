import type { D1Database } from '@cloudflare/workers-types'
import type { ReservableGoods, Reservation, YN } from '../../shared/api/store-types'
import { maskName, maskPhone } from '../../shared/format'
import { RESERVATION_STATUS, type ReservationStatus } from '../../shared/reservation/purposes'
import { isPastSlot } from '../../shared/reservation/slots'
import { isReservationOnly } from '../../shared/rules'
import { guardedBatch, GuardError } from './guard'

export interface ReservationRow {
  rsv_no: number
  reservation_no: string
  member_no: number | null
  guest_nm: string | null
  guest_mobile: string | null
  store_no: number
  rsv_ymd: string
  rsv_time: string
  purpose_group: string
  purpose: string
  note: string
  eye_test_yn: YN
  eye_record_no?: number | null
  lens_index?: string | null
  lens_frame?: string | null
  channel: 'ONLINE' | 'HOMESHOPPING'
  hs_channel: string | null
  hs_order_no: string | null
  hs_goods_nm: string | null
  status: ReservationStatus
  reg_dttm: string
  store_code: string
  store_nm: string
  road_addr: string
  tel_no: string
}

const SELECT = `SELECT r.*, s.store_code, s.store_nm, s.road_addr, s.tel_no FROM reservations r JOIN stores s ON s.store_no = r.store_no`

/** Active bookings per slot time of one store day. */
export async function bookedCounts(
  db: D1Database,
  storeNo: number,
  from: string,
  to = from,
): Promise<Record<string, Record<string, number>>> {
  const { results } = await db
    .prepare(
      `SELECT rsv_ymd, rsv_time, COUNT(*) AS n FROM reservations
        WHERE store_no = ?1 AND rsv_ymd BETWEEN ?2 AND ?3 AND status IN ('RESERVED', 'VISITED')
        GROUP BY rsv_ymd, rsv_time`,
    )
    .bind(storeNo, from, to)
    .all<{ rsv_ymd: string; rsv_time: string; n: number }>()
  const out: Record<string, Record<string, number>> = {}
  for (const r of results) (out[r.rsv_ymd] ??= {})[r.rsv_time] = r.n
  return out
}

/** Goods lines as the reservation pages show them (names, prices, types), in the given order. */
export async function reservableGoods(
  db: D1Database,
  lines: readonly { goodsNo: string; itemNo?: string | null; buyQtt?: number }[],
): Promise<ReservableGoods[]> {
  return (await reservableLines(db, lines)).filter((g): g is ReservableGoods => g !== null)
}

/**
 * Each line's goods as a booking shows it, in the lines' order: null where the goods is no longer displayed or the
 * item is not the goods' own. Two statements whatever the number of lines.
 */
async function reservableLines(
  db: D1Database,
  lines: readonly { goodsNo: string; itemNo?: string | null; buyQtt?: number }[],
): Promise<(ReservableGoods | null)[]> {
  if (!lines.length) return []
  const goodsNos = [...new Set(lines.map((l) => l.goodsNo))]
  const itemNos = [...new Set(lines.map((l) => l.itemNo).filter((x): x is string => !!x))]
  const [{ results: goods }, { results: items }] = await db.batch([
    db
      .prepare(
        `SELECT g.goods_no, g.goods_nm, g.img_src, g.goods_type_cd, g.sale_price, b.brand_nm
           FROM goods g JOIN brands b ON b.brand_no = g.brand_no
          WHERE g.display_yn = 'Y' AND g.goods_no IN (SELECT value FROM json_each(?1))`,
      )
      .bind(JSON.stringify(goodsNos)),
    db
      .prepare(`SELECT item_no, goods_no, item_nm, add_price FROM goods_items WHERE item_no IN (SELECT value FROM json_each(?1))`)
      .bind(JSON.stringify(itemNos)),
  ])
  const gBy = new Map(
    (goods as { goods_no: string; goods_nm: string; img_src: string; goods_type_cd: string; sale_price: number; brand_nm: string }[]).map(
      (g) => [g.goods_no, g],
    ),
  )
  const iBy = new Map((items as { item_no: string; goods_no: string; item_nm: string; add_price: number }[]).map((i) => [i.item_no, i]))
  return lines.map((l) => {
    const g = gBy.get(l.goodsNo)
    if (!g) return null
    const item = l.itemNo ? iBy.get(l.itemNo) : undefined
    if (l.itemNo && (!item || item.goods_no !== g.goods_no)) return null
    return {
      goodsNo: g.goods_no,
      itemNo: item?.item_no ?? null,
      itemNm: item?.item_nm ?? null,
      goodsNm: g.goods_nm,
      brandNm: g.brand_nm,
      imgSrc: g.img_src,
      goodsTypeCd: g.goods_type_cd,
      salePrice: g.sale_price + (item?.add_price ?? 0),
      buyQtt: l.buyQtt ?? 1,
      reservationOnlyYn: isReservationOnly(g.goods_type_cd) ? 'Y' : 'N',
    }
  })
}

/** The goods of each reservation, by rsv_no: three statements for any number of reservations (no per-row reads). */
export async function goodsOf(db: D1Database, rsvNos: number[]): Promise<Map<number, ReservableGoods[]>> {
  const map = new Map<number, ReservableGoods[]>()
  if (!rsvNos.length) return map
  const { results } = await db
    .prepare(
      `SELECT rsv_no, goods_no, item_no, buy_qtt FROM reservation_goods WHERE rsv_no IN (SELECT value FROM json_each(?1)) ORDER BY rsv_no, seq`,
    )
    .bind(JSON.stringify(rsvNos))
    .all<{ rsv_no: number; goods_no: string; item_no: string | null; buy_qtt: number }>()
  const goods = await reservableLines(
    db,
    results.map((r) => ({ goodsNo: r.goods_no, itemNo: r.item_no, buyQtt: r.buy_qtt })),
  )
  for (const no of rsvNos) map.set(no, [])
  results.forEach((r, i) => {
    const g = goods[i]
    if (g) map.get(r.rsv_no)!.push(g)
  })
  return map
}

export function toReservation(r: ReservationRow, goods: ReservableGoods[], now = new Date()): Reservation {
  return {
    reservationNo: r.reservation_no,
    status: r.status,
    // A booking whose time has passed stays RESERVED until the store records the visit.
    statusNm: r.status === 'RESERVED' && isPastSlot(r.rsv_ymd, r.rsv_time, now, 0) ? '방문 확인 중' : RESERVATION_STATUS[r.status],
    storeNo: r.store_no,
    storeCode: r.store_code,
    storeName: r.store_nm,
    storeAddress: r.road_addr,
    storeTelNo: r.tel_no,
    rsvDate: r.rsv_ymd,
    rsvTime: r.rsv_time,
    purposeGroup: r.purpose_group,
    purpose: r.purpose,
    note: r.note,
    eyeTestYn: r.eye_test_yn,
    eyeRecordNo: r.eye_record_no ?? null,
    lensIndex: r.lens_index ?? null,
    lensFrame: r.lens_frame ?? null,
    channel: r.channel,
    hsChannel: r.hs_channel,
    hsOrderNo: r.hs_order_no,
    hsGoodsNm: r.hs_goods_nm,
    guestName: r.guest_nm ? maskName(r.guest_nm) : null,
    guestMobile: r.guest_mobile ? maskPhone(r.guest_mobile) : null,
    goodsList: goods,
    changeableYn: r.status === 'RESERVED' && !isPastSlot(r.rsv_ymd, r.rsv_time, now) ? 'Y' : 'N',
    regDttm: r.reg_dttm,
  }
}

export async function reservationsWithGoods(db: D1Database, rows: ReservationRow[], now = new Date()) {
  const goods = await goodsOf(
    db,
    rows.map((r) => r.rsv_no),
  )
  return rows.map((r) => toReservation(r, goods.get(r.rsv_no) ?? [], now))
}

export async function reservationOfMember(db: D1Database, memberNo: number, reservationNo: string) {
  return db.prepare(`${SELECT} WHERE r.reservation_no = ?1 AND r.member_no = ?2`).bind(reservationNo, memberNo).first<ReservationRow>()
}

/** A guest reservation matching all three of name, mobile and reservation number. */
export async function reservationOfGuest(db: D1Database, name: string, mobile: string, reservationNo: string) {
  return db
    .prepare(`${SELECT} WHERE r.reservation_no = ?1 AND r.member_no IS NULL AND r.guest_nm = ?2 AND r.guest_mobile = ?3`)
    .bind(reservationNo, name, mobile)
    .first<ReservationRow>()
}

export type ListKind = 'all' | 'upcoming' | 'past' | 'cancelled' | 'visited'

export async function memberReservations(db: D1Database, memberNo: number, kind: ListKind, page: number, rows: number, today: string) {
  const cond: Record<ListKind, string> = {
    all: '1 = 1',
    upcoming: `r.status = 'RESERVED' AND r.rsv_ymd >= ?2`,
    past: `(r.status IN ('VISITED', 'NOSHOW') OR (r.status = 'RESERVED' AND r.rsv_ymd < ?2))`,
    cancelled: `r.status = 'CANCELLED'`,
    visited: `r.status = 'VISITED'`,
  }
  const order = kind === 'upcoming' ? 'r.rsv_ymd ASC, r.rsv_time ASC' : 'r.rsv_ymd DESC, r.rsv_time DESC'
  const where = `r.member_no = ?1 AND ${cond[kind]}`
  const [count, list] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM reservations r WHERE ${where} AND ?2 = ?2`).bind(memberNo, today),
    db.prepare(`${SELECT} WHERE ${where} AND ?2 = ?2 ORDER BY ${order} LIMIT ?3 OFFSET ?4`).bind(memberNo, today, rows, (page - 1) * rows),
  ])
  return { total: (count.results[0] as { n: number }).n, rows: list.results as unknown as ReservationRow[] }
}

/** Recount a slot's active reservations into reservation_slots.booked; the CHECK (booked <= capacity) aborts an overbooking batch. */
const recountSql = `UPDATE reservation_slots
    SET booked = (SELECT COUNT(*) FROM reservations
                   WHERE store_no = ?1 AND rsv_ymd = ?2 AND rsv_time = ?3 AND status IN ('RESERVED', 'VISITED'))
  WHERE store_no = ?1 AND rsv_ymd = ?2 AND rsv_time = ?3`
const ensureSlotSql = `INSERT OR IGNORE INTO reservation_slots (store_no, rsv_ymd, rsv_time, capacity, booked)
  SELECT store_no, ?2, ?3, slot_capacity, 0 FROM stores WHERE store_no = ?1`

export interface NewReservation {
  reservationNo: string
  memberNo: number | null
  guestName: string | null
  guestMobile: string | null
  storeNo: number
  rsvDate: string
  rsvTime: string
  purposeGroup: string
  purpose: string
  note: string
  eyeTestYn: YN
  channel: 'ONLINE' | 'HOMESHOPPING'
  hsChannel: string | null
  hsOrderNo: string | null
  hsGoodsNm: string | null
  goods: { goodsNo: string; itemNo: string | null; buyQtt: number; kind: 'RESERVATION_ONLY' | 'TRY' | 'PICKUP' }[]
  /** The member's eye record attached for the store (lens reservations only). */
  eyeRecordNo?: number | null
  /** The index and frame size chosen on the lens thickness preview (glasses-lens reservations only). */
  lensIndex?: string | null
  lensFrame?: string | null
}

export type BookResult = { ok: true } | { ok: false; reason: 'full' | 'duplicate' }

/** The slot CHECK (capacity) and the member's one-booking-per-slot UNIQUE, as guardedBatch names them. */
function classify(e: unknown): BookResult | null {
  if (!(e instanceof GuardError)) return null
  if (e.guard === 'check') return { ok: false, reason: 'full' }
  if (e.guard === 'unique:reservations.member_no') return { ok: false, reason: 'duplicate' }
  return null
}

/**
 * Books a visit in ONE batch (a transaction): slot row (capacity from the store), the reservation, its goods,
 * then the recount — which fails the CHECK when the slot was already full, rolling everything back.
 */
export async function bookReservation(db: D1Database, r: NewReservation, now: Date): Promise<BookResult> {
  const iso = now.toISOString()
  const stmts = [
    db.prepare(ensureSlotSql).bind(r.storeNo, r.rsvDate, r.rsvTime),
    db
      .prepare(
        `INSERT INTO reservations (reservation_no, member_no, guest_nm, guest_mobile, store_no, rsv_ymd, rsv_time, purpose_group, purpose,
           note, eye_test_yn, channel, hs_channel, hs_order_no, hs_goods_nm, status, reg_dttm, upd_dttm, eye_record_no, lens_index, lens_frame)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, 'RESERVED', ?16, ?16,
           (SELECT record_no FROM eye_records WHERE record_no = ?17 AND member_no = ?2), ?18, ?19)`,
      )
      .bind(
        r.reservationNo,
        r.memberNo,
        r.guestName,
        r.guestMobile,
        r.storeNo,
        r.rsvDate,
        r.rsvTime,
        r.purposeGroup,
        r.purpose,
        r.note,
        r.eyeTestYn,
        r.channel,
        r.hsChannel,
        r.hsOrderNo,
        r.hsGoodsNm,
        iso,
        r.eyeRecordNo ?? null,
        r.lensIndex ?? null,
        r.lensFrame ?? null,
      ),
    ...r.goods.map((g, i) =>
      db
        .prepare(
          `INSERT INTO reservation_goods (rsv_no, seq, goods_no, item_no, buy_qtt, line_kind) SELECT rsv_no, ?2, ?3, ?4, ?5, ?6 FROM reservations WHERE reservation_no = ?1`,
        )
        .bind(r.reservationNo, i + 1, g.goodsNo, g.itemNo, g.buyQtt, g.kind),
    ),
    db.prepare(recountSql).bind(r.storeNo, r.rsvDate, r.rsvTime),
  ]
  try {
    await guardedBatch(db, stmts)
    return { ok: true }
  } catch (e) {
    const c = classify(e)
    if (c) return c
    throw e
  }
}

/** Moves a booking to another slot in one batch: the new slot is recounted (CHECK) and so is the old one. */
export async function changeReservation(
  db: D1Database,
  row: ReservationRow,
  rsvDate: string,
  rsvTime: string,
  now: Date,
): Promise<BookResult> {
  try {
    await guardedBatch(db, [
      db.prepare(ensureSlotSql).bind(row.store_no, rsvDate, rsvTime),
      db
        .prepare(`UPDATE reservations SET rsv_ymd = ?2, rsv_time = ?3, upd_dttm = ?4 WHERE rsv_no = ?1 AND status = 'RESERVED'`)
        .bind(row.rsv_no, rsvDate, rsvTime, now.toISOString()),
      db.prepare(recountSql).bind(row.store_no, rsvDate, rsvTime),
      db.prepare(recountSql).bind(row.store_no, row.rsv_ymd, row.rsv_time),
    ])
    return { ok: true }
  } catch (e) {
    const c = classify(e)
    if (c) return c
    throw e
  }
}

/** Cancels (idempotent: a second cancel changes nothing) and frees the slot by recounting it. */
export async function cancelReservation(db: D1Database, row: ReservationRow, now: Date) {
  const [upd] = await db.batch([
    db
      .prepare(`UPDATE reservations SET status = 'CANCELLED', cancel_dttm = ?2, upd_dttm = ?2 WHERE rsv_no = ?1 AND status = 'RESERVED'`)
      .bind(row.rsv_no, now.toISOString()),
    db.prepare(recountSql).bind(row.store_no, row.rsv_ymd, row.rsv_time),
  ])
  return upd.meta.changes === 1
}

export async function reservationByNo(db: D1Database, reservationNo: string) {
  return db.prepare(`${SELECT} WHERE r.reservation_no = ?1`).bind(reservationNo).first<ReservationRow>()
}

/** Goods with an active future booking of this member (a goods cannot be booked twice). */
export async function activeGoodsOfMember(db: D1Database, memberNo: number, goodsNos: string[], today: string): Promise<string[]> {
  if (!goodsNos.length) return []
  const { results } = await db
    .prepare(
      `SELECT DISTINCT g.goods_no FROM reservation_goods g JOIN reservations r ON r.rsv_no = g.rsv_no
        WHERE r.member_no = ?1 AND r.status = 'RESERVED' AND r.rsv_ymd >= ?2 AND g.goods_no IN (${goodsNos.map((_, i) => `?${i + 3}`).join(',')})`,
    )
    .bind(memberNo, today, ...goodsNos)
    .all<{ goods_no: string }>()
  return results.map((r) => r.goods_no)
}
