import type { D1Database } from '@cloudflare/workers-types'
import type { FaceFrame, FaceInfo, FaceMeasurement } from '../../shared/api/face-types'
import { eyeRecordPd } from '../../shared/eyes/measure'
import { faceCode, type EyeStyle, type FaceShape, type FaceStyle } from '../../shared/eyes/face'
import type { FaceInfoBody, FaceMeasurementBody } from '../../shared/schemas/face'
import { guardedBatch, holds } from './guard'

type FaceRow = {
  face_shape: FaceShape
  pd: number | null
  share_token: string | null
  share_nickname_yn: 'Y' | 'N'
  share_dttm: string | null
  upd_dttm: string
  face_width: number | null
  eye_style: string | null
  face_style: string | null
  nick_name: string | null
}

const toInfo = (r: FaceRow): FaceInfo | null => {
  if (!r.face_width || !r.eye_style || !r.face_style) return null
  const base = { faceShape: r.face_shape, faceWidth: r.face_width, eyeStyle: r.eye_style as EyeStyle, faceStyle: r.face_style as FaceStyle }
  return {
    ...base,
    pd: r.pd,
    faceCode: faceCode(base),
    share: r.share_token
      ? { token: r.share_token, showNickname: r.share_nickname_yn === 'Y', sharedDttm: r.share_dttm ?? r.upd_dttm }
      : null,
    updDttm: r.upd_dttm,
  }
}

const SELECT = `SELECT f.*, m.face_width, m.eye_style, m.face_style, m.nick_name FROM face_profiles f JOIN members m ON m.member_no = f.member_no`

/** The member's face info, or null when none was saved. */
export async function faceInfoOf(db: D1Database, memberNo: number): Promise<FaceInfo | null> {
  const row = await db.prepare(`${SELECT} WHERE f.member_no = ?1`).bind(memberNo).first<FaceRow>()
  return row ? toInfo(row) : null
}

/** Saves face info: width and style answers on the member (their eyeCode/faceCode flags), shape and PD in face_profiles. */
export async function saveFaceInfo(db: D1Database, memberNo: number, body: FaceInfoBody, nowIso: string): Promise<void> {
  await db.batch([
    db
      .prepare('UPDATE members SET face_width = ?2, eye_style = ?3, face_style = ?4, upd_dttm = ?5 WHERE member_no = ?1')
      .bind(memberNo, body.faceWidth, body.eyeStyle, body.faceStyle, nowIso),
    db
      .prepare(
        `INSERT INTO face_profiles (member_no, face_shape, pd, upd_dttm) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (member_no) DO UPDATE SET face_shape = excluded.face_shape, pd = excluded.pd, upd_dttm = excluded.upd_dttm`,
      )
      .bind(memberNo, body.faceShape, body.pd, nowIso),
  ])
}

/** Starts sharing (a new token) or changes what is shown; returns false when the member has no face info. */
export async function shareFaceInfo(
  db: D1Database,
  memberNo: number,
  token: string,
  showNickname: boolean,
  nowIso: string,
): Promise<boolean> {
  const r = await db
    .prepare(
      `UPDATE face_profiles SET share_token = COALESCE(share_token, ?2), share_nickname_yn = ?3, share_dttm = COALESCE(share_dttm, ?4) WHERE member_no = ?1`,
    )
    .bind(memberNo, token, showNickname ? 'Y' : 'N', nowIso)
    .run()
  return r.meta.changes > 0
}

/** Revokes the share link (the token is never reused). */
export const revokeFaceShare = (db: D1Database, memberNo: number) =>
  db
    .prepare(`UPDATE face_profiles SET share_token = NULL, share_dttm = NULL, share_nickname_yn = 'N' WHERE member_no = ?1`)
    .bind(memberNo)
    .run()

/** The shared face info of a token (public page), with the nickname only when the member chose to show it. */
export async function sharedFaceInfo(db: D1Database, token: string): Promise<(FaceInfo & { nickname: string | null }) | null> {
  const row = await db.prepare(`${SELECT} WHERE f.share_token = ?1 AND m.status = 'ACTIVE'`).bind(token).first<FaceRow>()
  const info = row ? toInfo(row) : null
  return info && row ? { ...info, nickname: row.share_nickname_yn === 'Y' ? row.nick_name : null } : null
}

/** Displayed frames (goods type 01) with their sizes, newest first: candidates for the face-width recommendation. */
export async function frameCandidates(db: D1Database, limit = 400): Promise<(Omit<FaceFrame, 'size' | 'shape'> & { sizes: string[] })[]> {
  const { results } = await db
    .prepare(
      `SELECT g.goods_no, g.goods_nm, g.img_src, g.sale_price, b.brand_nm, group_concat(DISTINCT i.size) AS sizes
       FROM goods g JOIN brands b ON b.brand_no = g.brand_no JOIN goods_items i ON i.goods_no = g.goods_no
       WHERE g.goods_type_cd = '01' AND g.display_yn = 'Y' AND i.size IS NOT NULL
       GROUP BY g.goods_no ORDER BY g.sale_count DESC, g.goods_no LIMIT ?1`,
    )
    .bind(limit)
    .all<{ goods_no: string; goods_nm: string; img_src: string; sale_price: number; brand_nm: string; sizes: string }>()
  return results.map((r) => ({
    goodsNo: r.goods_no,
    goodsNm: r.goods_nm,
    imgSrc: r.img_src,
    salePrice: r.sale_price,
    brandNm: r.brand_nm,
    sizes: r.sizes.split(','),
  }))
}

/** Face data of a member (withdrawal): face profile and the answers on the member row. */
export const deleteFaceInfo = (db: D1Database, memberNo: number) =>
  db.batch([
    db.prepare('DELETE FROM face_measurements WHERE member_no = ?1').bind(memberNo),
    db.prepare('DELETE FROM face_profiles WHERE member_no = ?1').bind(memberNo),
    db.prepare('UPDATE members SET face_width = NULL, eye_style = NULL, face_style = NULL WHERE member_no = ?1').bind(memberNo),
  ])

type MeasureRow = {
  measure_no: number
  member_no: number
  pd: number
  r_pd: number
  l_pd: number
  face_width: number
  face_shape: FaceMeasurement['faceShape']
  scale_from: 'IRIS' | 'CARD'
  frames: number
  pd_spread: number
  eye_record_no: number | null
  reg_dttm: string
}
const toMeasurement = (r: MeasureRow): FaceMeasurement => ({
  measureNo: r.measure_no,
  pd: r.pd,
  rPd: r.r_pd,
  lPd: r.l_pd,
  faceWidth: r.face_width,
  faceShape: r.face_shape,
  scaleFrom: r.scale_from === 'CARD' ? 'card' : 'iris',
  frames: r.frames,
  pdSpread: r.pd_spread,
  eyeRecordNo: r.eye_record_no,
  regDttm: r.reg_dttm,
})

/** The member's latest saved measurement, or null. */
export async function latestFaceMeasurement(db: D1Database, memberNo: number): Promise<FaceMeasurement | null> {
  const row = await db
    .prepare('SELECT * FROM face_measurements WHERE member_no = ?1 ORDER BY measure_no DESC LIMIT 1')
    .bind(memberNo)
    .first<MeasureRow>()
  return row ? toMeasurement(row) : null
}

/** The place an eye record written by a measurement shows. */
export const MEASURE_EYE_RECORD_PLACE = '다비치마켓 얼굴 측정'

/**
 * Saves a measurement in ONE guarded batch (all or nothing): the smart-fitting consent must be in force (guard
 * `fitting.consent`), then the eye record with the monocular PDs (0.5 mm steps, as records keep them), the
 * measurement pointing at it, the face width on the member and shape + binocular PD in face info. Returns the new
 * measurement number.
 */
export async function saveFaceMeasurement(db: D1Database, memberNo: number, m: FaceMeasurementBody, examYmd: string, nowIso: string) {
  const memo = `얼굴 측정 PD ${m.pd}mm (오른쪽 ${m.rPd} / 왼쪽 ${m.lPd}mm, ${m.scaleFrom === 'card' ? '카드' : '홍채'} 기준, ${m.frames}장면 ±${m.pdSpread}mm)`
  const results = await guardedBatch(db, [
    holds(db, 'fitting.consent', 'SELECT 1 FROM fitting_consents WHERE member_no = ?1 AND revoked_dttm IS NULL', memberNo),
    db
      .prepare(
        `INSERT INTO eye_records (member_no, source, store_no, exam_ymd, institution, memo, r_pd, l_pd, reg_dttm)
         VALUES (?1, 'UPLOAD', NULL, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(memberNo, examYmd, MEASURE_EYE_RECORD_PLACE, memo, eyeRecordPd(m.rPd), eyeRecordPd(m.lPd), nowIso),
    db
      .prepare(
        `INSERT INTO face_measurements (member_no, pd, r_pd, l_pd, face_width, face_shape, scale_from, frames, pd_spread, eye_record_no, reg_dttm)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, last_insert_rowid(), ?10) RETURNING measure_no`,
      )
      .bind(memberNo, m.pd, m.rPd, m.lPd, m.faceWidth, m.faceShape, m.scaleFrom.toUpperCase(), m.frames, m.pdSpread, nowIso),
    db.prepare('UPDATE members SET face_width = ?2, upd_dttm = ?3 WHERE member_no = ?1').bind(memberNo, m.faceWidth, nowIso),
    db
      .prepare(
        `INSERT INTO face_profiles (member_no, face_shape, pd, upd_dttm) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (member_no) DO UPDATE SET face_shape = excluded.face_shape, pd = excluded.pd, upd_dttm = excluded.upd_dttm`,
      )
      .bind(memberNo, m.faceShape, eyeRecordPd(m.pd), nowIso),
  ])
  return (results[2].results[0] as { measure_no: number }).measure_no
}

/**
 * The latest measurement of each member among `memberNos` whose smart-fitting consent is in force (a store sees
 * it beside the member's booking; withdrawing the consent hides it at once).
 */
export async function consentedMeasurements(db: D1Database, memberNos: number[]): Promise<Map<number, FaceMeasurement>> {
  const out = new Map<number, FaceMeasurement>()
  const ids = [...new Set(memberNos)].slice(0, 100)
  if (!ids.length) return out
  const { results } = await db
    .prepare(
      `SELECT fm.* FROM face_measurements fm
       JOIN fitting_consents c ON c.member_no = fm.member_no AND c.revoked_dttm IS NULL
       WHERE fm.member_no IN (SELECT value FROM json_each(?1))
         AND fm.measure_no = (SELECT MAX(x.measure_no) FROM face_measurements x WHERE x.member_no = fm.member_no)`,
    )
    .bind(JSON.stringify(ids))
    .all<MeasureRow>()
  for (const r of results) out.set(r.member_no, toMeasurement(r))
  return out
}
