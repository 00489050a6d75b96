import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types'
import type { StoreRow } from './rows'
import type { AreasAnswer, StoreDetail, StoreSummary, YN } from '../../shared/api/store-types'
import { WEEKDAYS_KO } from '../../shared/format'
import { kakaoDirectionsUrl, kakaoMapUrl, sortByDistance } from '../../shared/geo'
import { NATIONAL_CLOSED_DAYS, type DayHours } from '../../shared/reservation/slots'
import type { StoreListQuery } from '../../shared/schemas/store'
import { STORE_SERVICES } from '../../shared/store-services'

/** A `stores` row: the schema's row type, shared with the seed factories (db/rows.ts). */
export type StoreDbRow = StoreRow

export function toSummary(r: StoreDbRow, distanceKm: number | null = null): StoreSummary {
  return {
    storeNo: r.store_no,
    storeCode: r.store_code,
    storeName: r.store_nm,
    address: r.road_addr,
    telNo: r.tel_no,
    lat: r.lat,
    lng: r.lng,
    distanceKm,
    pickupYn: r.pickup_yn,
    eyeTestYn: r.eye_test_yn,
    hearingYn: r.hearing_yn,
    contactOnlyYn: r.contact_only_yn,
    sido: r.sido,
    sigungu: r.sigungu,
    storeKind: r.store_kind,
    imgSrc: r.img_src,
  }
}

/** Korean administrative order: 서울 first, then the metropolitan cities, then the provinces. */
const SIDO_ORDER = [
  '서울특별시',
  '부산광역시',
  '대구광역시',
  '인천광역시',
  '광주광역시',
  '대전광역시',
  '울산광역시',
  '세종특별자치시',
  '경기도',
  '강원특별자치도',
  '충청북도',
  '충청남도',
  '전북특별자치도',
  '전라남도',
  '경상북도',
  '경상남도',
  '제주특별자치도',
]
export function sidoRank(sido: string): number {
  const i = SIDO_ORDER.indexOf(sido)
  return i < 0 ? 99 : i
}

const SERVICE_SQL: Record<string, string> = {
  eyetest: "eye_test_yn = 'Y'",
  hearing: "(hearing_yn = 'Y' OR store_kind = '청력센터')",
  pickup: "pickup_yn = 'Y'",
  contact: "(contact_only_yn = 'Y' OR store_kind = '콘택트전용샵')",
}

/** Store search: filters in SQL, distance sort in the Worker (a few hundred rows at most). */
export async function listStores(db: D1Database, q: StoreListQuery) {
  const where = ["open_yn = 'Y'"]
  const binds: (string | number)[] = []
  const bind = (v: string | number) => {
    binds.push(v)
    return `?${binds.length}`
  }
  if (q.keyword) {
    const p = bind(`%${q.keyword.replace(/[%_]/g, '')}%`)
    where.push(`(store_nm LIKE ${p} OR road_addr LIKE ${p} OR lot_addr LIKE ${p} OR sigungu LIKE ${p})`)
  }
  if (q.sido) where.push(`sido = ${bind(q.sido)}`)
  if (q.sigungu) where.push(`sigungu = ${bind(q.sigungu)}`)
  if (q.service) where.push(SERVICE_SQL[q.service])
  if (q.pickupYn) where.push(`pickup_yn = ${bind(q.pickupYn)}`)
  const { results } = await db
    .prepare(`SELECT * FROM stores WHERE ${where.join(' AND ')} ORDER BY sido, sigungu, store_nm`)
    .bind(...binds)
    .all<StoreDbRow>()
  const hasPos = typeof q.lat === 'number' && typeof q.lng === 'number'
  const rows = hasPos
    ? sortByDistance(results, { lat: q.lat as number, lng: q.lng as number }).map((r) => toSummary(r, r.distanceKm))
    : [...results].sort((a, b) => sidoRank(a.sido) - sidoRank(b.sido)).map((r) => toSummary(r))
  const page = q.page
  const size = q.rows
  return { total: rows.length, page, rows: size, stores: rows.slice((page - 1) * size, page * size) }
}

export async function storeRowByNo(db: D1Database, storeNo: number) {
  return db.prepare("SELECT * FROM stores WHERE store_no = ?1 AND open_yn = 'Y'").bind(storeNo).first<StoreDbRow>()
}
export async function storeRowByCode(db: D1Database, code: string) {
  return db.prepare("SELECT * FROM stores WHERE store_code = ?1 AND open_yn = 'Y'").bind(code).first<StoreDbRow>()
}

type HoursRow = { weekday: number; open_time: string | null; close_time: string | null; closed_yn: YN }
type HolidayRow = { holiday_ymd: string; reason: string }

/** A store's weekly hours (`store` is SQL for its store_no, bound from ?1 by `binds`). */
const hoursStmt = (db: D1Database, store: string, binds: unknown[]) =>
  db.prepare(`SELECT weekday, open_time, close_time, closed_yn FROM store_hours WHERE store_no = ${store}`).bind(...binds)
/** A store's own holidays between two dates (inclusive). */
const holidaysStmt = (db: D1Database, store: string, binds: unknown[], from: string, to: string) =>
  db
    .prepare(
      `SELECT holiday_ymd, reason FROM store_holidays WHERE store_no = ${store} AND holiday_ymd BETWEEN ?${binds.length + 1} AND ?${binds.length + 2}`,
    )
    .bind(...binds, from, to)

const hoursByWeekday = (rows: HoursRow[]): Record<number, DayHours> =>
  Object.fromEntries(rows.map((r) => [r.weekday, { openTime: r.open_time, closeTime: r.close_time, closedYn: r.closed_yn }]))
const holidaysByYmd = (rows: HolidayRow[]): Record<string, string> => Object.fromEntries(rows.map((r) => [r.holiday_ymd, r.reason]))

export async function storeHours(db: D1Database, storeNo: number): Promise<Record<number, DayHours>> {
  return hoursByWeekday((await hoursStmt(db, '?1', [storeNo]).all<HoursRow>()).results)
}

/** The store's own holidays between two dates (inclusive), ymd → reason. */
export async function storeHolidays(db: D1Database, storeNo: number, from: string, to: string): Promise<Record<string, string>> {
  return holidaysByYmd((await holidaysStmt(db, '?1', [storeNo], from, to).all<HolidayRow>()).results)
}

/**
 * The three reads of a store's page, for one batch: its row (open stores only), weekly hours and own holidays in
 * today…until. `store` is SQL for the store's number with its binds from ?1: `'?1'` and the number, or a
 * subquery (the store owner's own store). Read the answers with `toStoreDetail`.
 */
export function storeDetailStmts(db: D1Database, store: string, binds: unknown[], today: string, until: string): D1PreparedStatement[] {
  return [
    db.prepare(`SELECT * FROM stores WHERE store_no = ${store} AND open_yn = 'Y'`).bind(...binds),
    hoursStmt(db, store, binds),
    holidaysStmt(db, store, binds, today, until),
  ]
}

/** A store's detail in one round trip (null for a closed or unknown store). */
export async function storeDetail(db: D1Database, storeNo: number, today: string, until: string): Promise<StoreDetail | null> {
  return toStoreDetail(await db.batch(storeDetailStmts(db, '?1', [storeNo], today, until)), today, until)
}

/** The store's page from the answers of `storeDetailStmts` (in their order). */
export function toStoreDetail(answers: D1Result[], today: string, until: string): StoreDetail | null {
  const row = answers[0].results[0] as StoreDbRow | undefined
  if (!row) return null
  const hours = hoursByWeekday(answers[1].results as HoursRow[])
  const holidays = holidaysByYmd(answers[2].results as HolidayRow[])
  const allHolidays = { ...holidays }
  for (const [ymd, name] of Object.entries(NATIONAL_CLOSED_DAYS)) if (ymd >= today && ymd <= until) allHolidays[ymd] = name
  const services = STORE_SERVICES.filter((s) =>
    s.code === 'eyetest'
      ? row.eye_test_yn === 'Y'
      : s.code === 'hearing'
        ? row.hearing_yn === 'Y' || row.store_kind === '청력센터'
        : s.code === 'pickup'
          ? row.pickup_yn === 'Y'
          : row.contact_only_yn === 'Y' || row.store_kind === '콘택트전용샵',
  ).map((s) => ({ code: s.code as string, name: s.name as string }))
  if (row.parking_yn === 'Y') services.push({ code: 'parking', name: '주차 가능' })
  // Monday first, as Korean store signs list them.
  const order = [1, 2, 3, 4, 5, 6, 0]
  return {
    ...toSummary(row),
    lotAddress: row.lot_addr,
    faxNo: row.fax_no,
    ownership: row.ownership,
    parkingYn: row.parking_yn,
    blogUrl: row.blog_url,
    promoNote: row.promo_note,
    slotCapacity: row.slot_capacity,
    hours: order.map((weekday) => {
      const h = hours[weekday]
      const closed = !h || h.closedYn === 'Y' || !h.openTime
      return {
        weekday,
        weekdayNm: WEEKDAYS_KO[weekday],
        openTime: closed ? null : h.openTime,
        closeTime: closed ? null : h.closeTime,
        closedYn: closed ? 'Y' : 'N',
      }
    }),
    holidays: Object.entries(allHolidays)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([ymd, reason]) => ({ ymd, reason: reason || '매장 휴무' })),
    services,
    directionsUrl: kakaoDirectionsUrl(row.store_nm, row.lat, row.lng),
    mapUrl: kakaoMapUrl(row.store_nm, row.lat, row.lng),
  }
}

/** 시·도 → 시·군·구 with store counts; centres are the mean of their stores' coordinates. */
export async function storeAreas(db: D1Database): Promise<AreasAnswer> {
  const { results } = await db
    .prepare(
      `SELECT sido, sigungu, AVG(lat) AS lat, AVG(lng) AS lng, COUNT(*) AS n
         FROM stores WHERE open_yn = 'Y' GROUP BY sido, sigungu ORDER BY sido, sigungu`,
    )
    .all<{ sido: string; sigungu: string; lat: number; lng: number; n: number }>()
  const map = new Map<string, AreasAnswer['areas'][number]>()
  for (const r of results) {
    let a = map.get(r.sido)
    if (!a) map.set(r.sido, (a = { sido: r.sido, lat: 0, lng: 0, storeCount: 0, sigunguList: [] }))
    a.sigunguList.push({ sigungu: r.sigungu, lat: round6(r.lat), lng: round6(r.lng), storeCount: r.n })
    a.lat += r.lat * r.n
    a.lng += r.lng * r.n
    a.storeCount += r.n
  }
  const areas = [...map.values()].map((a) => ({ ...a, lat: round6(a.lat / a.storeCount), lng: round6(a.lng / a.storeCount) }))
  // Korean administrative order: 서울 first, then the metropolitan cities, then the provinces.
  areas.sort((a, b) => sidoRank(a.sido) - sidoRank(b.sido) || a.sido.localeCompare(b.sido))
  return { areas }
}
const round6 = (n: number) => Math.round(n * 1e6) / 1e6

export async function memberMyStoreCode(db: D1Database, memberNo: number): Promise<string | null> {
  const r = await db
    .prepare('SELECT my_store_code FROM members WHERE member_no = ?1')
    .bind(memberNo)
    .first<{ my_store_code: string | null }>()
  return r?.my_store_code ?? null
}
export async function setMemberMyStore(db: D1Database, memberNo: number, storeCode: string, now: Date) {
  await db
    .prepare('UPDATE members SET my_store_code = ?2, upd_dttm = ?3 WHERE member_no = ?1')
    .bind(memberNo, storeCode, now.toISOString())
    .run()
}

/** A store that takes pickups of online orders (open and pickup_yn = 'Y'). */
export interface PickupStore {
  store_no: number
  store_code: string
  store_nm: string
  road_addr: string
  tel_no: string
}
export const pickupStoreByCode = (db: D1Database, code: string) =>
  db
    .prepare(
      `SELECT store_no, store_code, store_nm, road_addr, tel_no FROM stores WHERE store_code = ?1 AND pickup_yn = 'Y' AND open_yn = 'Y'`,
    )
    .bind(code)
    .first<PickupStore>()

/** A store's number by its code, whether or not it is open (an order keeps its store's code). */
export async function storeNoByCode(db: D1Database, code: string): Promise<number | null> {
  return (await db.prepare('SELECT store_no FROM stores WHERE store_code = ?1').bind(code).first<{ store_no: number }>())?.store_no ?? null
}
