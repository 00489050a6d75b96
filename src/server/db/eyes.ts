import type { D1Database } from '@cloudflare/workers-types'
import type { EyeRecord, EyeRecordSource, EyeSide, LensOption } from '../../shared/api/eyes-types'
import { lensIndexOf } from '../../shared/eyes/lens'
import type { EyeValues } from '../../shared/schemas/eyes'

/**
 * Eyesight records (migration 0080). Every read names the member in its WHERE clause; a store reads the
 * records made in that store (store_no) or attached to its reservations.
 */
type EyeRow = {
  record_no: number
  member_no: number
  source: EyeRecordSource
  store_no: number | null
  store_nm: string | null
  exam_ymd: string
  institution: string
  memo: string
  file_id: string | null
  content_type: string | null
  original_name: string | null
  reg_dttm: string
} & Record<`${'r' | 'l'}_${'sph' | 'cyl' | 'axis' | 'add' | 'prism' | 'pd'}`, number | null> &
  Record<`${'r' | 'l'}_base`, string | null>

const COLUMNS = 'e.*, s.store_nm, f.content_type, f.original_name'
const FROM = `FROM eye_records e
  LEFT JOIN stores s ON s.store_no = e.store_no LEFT JOIN member_files f ON f.file_id = e.file_id AND f.member_no = e.member_no`
const SELECT = `SELECT ${COLUMNS} ${FROM}`

const side = (r: EyeRow, e: 'r' | 'l'): EyeSide => ({
  sph: r[`${e}_sph`],
  cyl: r[`${e}_cyl`],
  axis: r[`${e}_axis`],
  add: r[`${e}_add`],
  prism: r[`${e}_prism`],
  base: r[`${e}_base`],
  pd: r[`${e}_pd`],
})

export const toEyeRecord = (r: EyeRow): EyeRecord => ({
  recordNo: r.record_no,
  source: r.source,
  storeNo: r.store_no,
  place: r.source === 'UPLOAD' ? r.institution : (r.store_nm ?? r.institution),
  examYmd: r.exam_ymd,
  right: side(r, 'r'),
  left: side(r, 'l'),
  memo: r.memo,
  file: r.file_id && r.content_type ? { fileId: r.file_id, contentType: r.content_type, name: r.original_name ?? '' } : null,
  regDttm: r.reg_dttm,
})

const VALUE_COLS = ['sph', 'cyl', 'axis', 'add', 'prism', 'base', 'pd'] as const
const COLS = (['r', 'l'] as const).flatMap((e) => VALUE_COLS.map((c) => `${e}_${c}`))
const valuesOf = (v: EyeValues) =>
  (['r', 'l'] as const).flatMap((e) =>
    VALUE_COLS.map((c) => (v as Record<string, number | string | null>)[`${e}${c[0].toUpperCase()}${c.slice(1)}`] ?? null),
  )

export interface NewEyeRecord {
  memberNo: number
  source: EyeRecordSource
  /** Required for STORE and DEVICE records: the store where the exam took place. */
  storeNo: number | null
  examYmd: string
  institution: string
  memo: string
  fileId: string | null
  values: EyeValues
  regDttm: string
}

/** The INSERT of one eye record (a statement, so a caller can put it in its own batch). */
export function insertEyeRecordStmt(db: D1Database, r: NewEyeRecord) {
  const params = [r.memberNo, r.source, r.storeNo, r.examYmd, r.institution, r.memo, r.fileId, r.regDttm, ...valuesOf(r.values)]
  const cols = ['member_no', 'source', 'store_no', 'exam_ymd', 'institution', 'memo', 'file_id', 'reg_dttm', ...COLS]
  return db
    .prepare(`INSERT INTO eye_records (${cols.join(', ')}) VALUES (${cols.map((_, i) => `?${i + 1}`).join(', ')}) RETURNING record_no`)
    .bind(...params)
}

/** Inserts one eye record; returns its number. */
export async function insertEyeRecord(db: D1Database, r: NewEyeRecord): Promise<number> {
  const row = await insertEyeRecordStmt(db, r).first<{ record_no: number }>()
  return row!.record_no
}

/**
 * A store exam of a visiting member, written from the store-owner area (or the fitting device): the place is
 * the store's name. Returns the record number, or null when the member does not exist or has withdrawn.
 */
export async function insertStoreEyeExam(
  db: D1Database,
  storeNo: number,
  memberNo: number,
  exam: EyeValues & { examYmd: string; memo?: string },
  nowIso: string,
  source: 'STORE' | 'DEVICE' = 'STORE',
): Promise<number | null> {
  const member = await db.prepare(`SELECT 1 FROM members WHERE member_no = ?1 AND status = 'ACTIVE'`).bind(memberNo).first()
  if (!member) return null
  return insertEyeRecord(db, {
    memberNo,
    source,
    storeNo,
    examYmd: exam.examYmd,
    institution: '',
    memo: exam.memo ?? '',
    fileId: null,
    values: exam,
    regDttm: nowIso,
  })
}

/** The member's records, newest exam first. */
export async function eyeRecordsOf(db: D1Database, memberNo: number, limit = 100): Promise<EyeRecord[]> {
  const { results } = await db
    .prepare(`${SELECT} WHERE e.member_no = ?1 ORDER BY e.exam_ymd DESC, e.record_no DESC LIMIT ?2`)
    .bind(memberNo, limit)
    .all<EyeRow>()
  return results.map(toEyeRecord)
}

/** One of the member's records, or null (another member's record is null too). */
export async function eyeRecordOf(db: D1Database, memberNo: number, recordNo: number): Promise<EyeRecord | null> {
  const row = await db.prepare(`${SELECT} WHERE e.record_no = ?1 AND e.member_no = ?2`).bind(recordNo, memberNo).first<EyeRow>()
  return row ? toEyeRecord(row) : null
}

/** The member's latest record with measured values (SPH of either eye), or null. */
export async function latestEyeRecord(db: D1Database, memberNo: number): Promise<EyeRecord | null> {
  const row = await db
    .prepare(
      `${SELECT} WHERE e.member_no = ?1 AND (e.r_sph IS NOT NULL OR e.l_sph IS NOT NULL) ORDER BY e.exam_ymd DESC, e.record_no DESC LIMIT 1`,
    )
    .bind(memberNo)
    .first<EyeRow>()
  return row ? toEyeRecord(row) : null
}

/** Records a store made for its visitors (store-owner area), newest first; `memberNo` narrows to one member. */
export async function storeEyeRecords(
  db: D1Database,
  storeNo: number,
  memberNo: number | null,
  limit = 50,
): Promise<(EyeRecord & { memberNo: number })[]> {
  const { results } = await db
    .prepare(
      `${SELECT} WHERE e.store_no = ?1 AND e.source <> 'UPLOAD' AND (?2 IS NULL OR e.member_no = ?2) ORDER BY e.exam_ymd DESC, e.record_no DESC LIMIT ?3`,
    )
    .bind(storeNo, memberNo, limit)
    .all<EyeRow>()
  return results.map((r) => ({ ...toEyeRecord(r), memberNo: r.member_no }))
}

/**
 * The eye record attached to a reservation, for the store the reservation is at (store-owner area) — the
 * store and the reservation are both in the WHERE clause.
 */
/** The eye records attached to reservations of the given stores, by rsv_no (one statement for any number). */
export async function reservationEyeRecordsForStores(
  db: D1Database,
  storeNos: number[],
  rsvNos: number[],
): Promise<Map<number, EyeRecord>> {
  if (!rsvNos.length) return new Map()
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS}, rv.rsv_no AS att_rsv_no ${FROM}
        JOIN reservations rv ON rv.eye_record_no = e.record_no AND rv.member_no = e.member_no
       WHERE rv.rsv_no IN (SELECT value FROM json_each(?1)) AND rv.store_no IN (SELECT value FROM json_each(?2))`,
    )
    .bind(JSON.stringify(rsvNos), JSON.stringify([...new Set(storeNos)]))
    .all<EyeRow & { att_rsv_no: number }>()
  return new Map(results.map((r) => [r.att_rsv_no, toEyeRecord(r)]))
}

/**
 * Deletes one of the member's records; a reservation that carried it keeps no reference. Returns the file id
 * to delete from R2 ('' when the record had none), or null when the record was not the member's.
 */
export async function deleteEyeRecord(db: D1Database, memberNo: number, recordNo: number): Promise<string | null> {
  const [, del] = await db.batch<{ file_id: string | null }>([
    db.prepare('UPDATE reservations SET eye_record_no = NULL WHERE eye_record_no = ?1 AND member_no = ?2').bind(recordNo, memberNo),
    db.prepare('DELETE FROM eye_records WHERE record_no = ?1 AND member_no = ?2 RETURNING file_id').bind(recordNo, memberNo),
  ])
  const row = del.results[0]
  return row ? (row.file_id ?? '') : null
}

/** Every eyesight record of a member (withdrawal); reservations that carried one keep no reference. */
export const deleteMemberEyeRecords = (db: D1Database, memberNo: number) =>
  db.batch([
    db.prepare('UPDATE reservations SET eye_record_no = NULL WHERE member_no = ?1 AND eye_record_no IS NOT NULL').bind(memberNo),
    db.prepare('DELETE FROM eye_records WHERE member_no = ?1').bind(memberNo),
  ])

/**
 * Glasses lenses (03) sold in several indices, one option per index ('1.56 일반', '1.60 박형' …): per goods the
 * price of each index (sale price + the option's extra), for the lens thickness preview. Single-vision lenses
 * (category 301) first, then by price; `limit` goods.
 */
export async function lensIndexOptions(db: D1Database, limit = 6): Promise<LensOption[]> {
  const { results } = await db
    .prepare(
      `WITH multi AS (
         SELECT g.goods_no FROM goods g JOIN goods_items i ON i.goods_no = g.goods_no
          WHERE g.goods_type_cd = '03' AND g.display_yn = 'Y' AND i.item_nm GLOB '1.[5-7][0-9] *'
          GROUP BY g.goods_no HAVING COUNT(DISTINCT substr(i.item_nm, 1, 4)) >= 3
          ORDER BY MIN(g.ctg_no <> 301), MIN(g.sale_price), g.goods_no LIMIT ?1)
       SELECT g.goods_no, g.goods_nm, g.img_src, g.sale_price, g.ctg_no, b.brand_nm, i.item_no, i.item_nm, i.add_price
         FROM multi JOIN goods g ON g.goods_no = multi.goods_no JOIN brands b ON b.brand_no = g.brand_no
         JOIN goods_items i ON i.goods_no = g.goods_no
        ORDER BY g.ctg_no <> 301, g.sale_price, g.goods_no, i.sort_seq, i.item_no`,
    )
    .bind(limit)
    .all<{
      goods_no: string
      goods_nm: string
      img_src: string
      sale_price: number
      ctg_no: number
      brand_nm: string
      item_no: string
      item_nm: string
      add_price: number
    }>()
  const out: LensOption[] = []
  for (const r of results) {
    const index = lensIndexOf(r.item_nm)
    if (!index) continue
    let g = out.find((x) => x.goodsNo === r.goods_no)
    if (!g) {
      g = { goodsNo: r.goods_no, goodsNm: r.goods_nm, brandNm: r.brand_nm, imgSrc: r.img_src, singleVision: r.ctg_no === 301, prices: [] }
      out.push(g)
    }
    if (!g.prices.some((p) => p.index === index))
      g.prices.push({ index, itemNo: r.item_no, itemNm: r.item_nm, price: r.sale_price + r.add_price })
  }
  return out
}
