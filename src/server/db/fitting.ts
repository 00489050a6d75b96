import type { D1Database } from '@cloudflare/workers-types'
import type { FittingAnswer, FittingSession } from '../../shared/api/fitting-types'
import { isReservationOnly } from '../../shared/rules'

/** A device of the store (active), by id and secret hash: the store it belongs to, or null. */
export const deviceStore = (db: D1Database, deviceId: string, secretHash: string) =>
  db
    .prepare(
      `SELECT d.store_no, s.store_code FROM fitting_devices d JOIN stores s ON s.store_no = d.store_no WHERE d.device_id = ?1 AND d.secret_hash = ?2 AND d.active_yn = 'Y'`,
    )
    .bind(deviceId, secretHash)
    .first<{ store_no: number; store_code: string }>()

/** Registers (or re-keys) a device for a store. */
export const upsertDevice = (db: D1Database, deviceId: string, storeNo: number, secretHash: string, name: string, nowIso: string) =>
  db
    .prepare(
      `INSERT INTO fitting_devices (device_id, store_no, secret_hash, device_nm, reg_dttm) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (device_id) DO UPDATE SET store_no = excluded.store_no, secret_hash = excluded.secret_hash, active_yn = 'Y'`,
    )
    .bind(deviceId, storeNo, secretHash, name, nowIso)
    .run()

/** The member a card number names, with whether smart-fitting consent is in force. */
export const memberByCard = (db: D1Database, cardNo: string) =>
  db
    .prepare(
      `SELECT m.member_no, (c.agreed_dttm IS NOT NULL AND c.revoked_dttm IS NULL) AS consented FROM members m
       LEFT JOIN fitting_consents c ON c.member_no = m.member_no WHERE m.online_card_no = ?1 AND m.status = 'ACTIVE'`,
    )
    .bind(cardNo)
    .first<{ member_no: number; consented: number }>()

export interface NewFittingSession {
  memberNo: number
  storeNo: number
  deviceId: string
  deviceSessionId: string
  fittedDttm: string
  faceWidth: number | null
  pd: number | null
  faceShape: string | null
  frames: { seq: number; goodsNo: string; itemNo: string | null; liked: boolean }[]
}

/**
 * Stores a posted session in one batch; the device's own session id makes a retried post a no-op (INSERT OR
 * IGNORE on UNIQUE(device_id, device_session_id), frames written only with the session they belong to).
 * Only goods that exist are kept. Returns the session number.
 */
export async function insertFittingSession(db: D1Database, s: NewFittingSession, nowIso: string): Promise<number> {
  await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO fitting_sessions (member_no, store_no, device_id, device_session_id, fitted_dttm, face_width, pd, face_shape, reg_dttm)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
      )
      .bind(s.memberNo, s.storeNo, s.deviceId, s.deviceSessionId, s.fittedDttm, s.faceWidth, s.pd, s.faceShape, nowIso),
    ...s.frames.map((f) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO fitting_frames (session_no, seq, goods_no, item_no, liked_yn)
           SELECT fs.session_no, ?3, ?4, ?5, ?6 FROM fitting_sessions fs WHERE fs.device_id = ?1 AND fs.device_session_id = ?2 AND fs.member_no = ?7
             AND EXISTS (SELECT 1 FROM goods g WHERE g.goods_no = ?4)`,
        )
        .bind(s.deviceId, s.deviceSessionId, f.seq, f.goodsNo, f.itemNo, f.liked ? 'Y' : 'N', s.memberNo),
    ),
  ])
  const row = await db
    .prepare('SELECT session_no FROM fitting_sessions WHERE device_id = ?1 AND device_session_id = ?2')
    .bind(s.deviceId, s.deviceSessionId)
    .first<{ session_no: number }>()
  return row!.session_no
}

/** The member's consent and sessions (newest first) with the tried frames. */
export async function fittingOf(db: D1Database, memberNo: number): Promise<FittingAnswer> {
  const [consent, sessions, frames] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT agreed_dttm, revoked_dttm FROM fitting_consents WHERE member_no = ?1').bind(memberNo),
    db
      .prepare(
        `SELECT fs.*, s.store_nm FROM fitting_sessions fs JOIN stores s ON s.store_no = fs.store_no WHERE fs.member_no = ?1 ORDER BY fs.fitted_dttm DESC LIMIT 50`,
      )
      .bind(memberNo),
    db
      .prepare(
        `SELECT f.session_no, f.seq, f.goods_no, f.liked_yn, f.file_id, g.goods_nm, g.img_src, g.sale_price, g.goods_type_cd, b.brand_nm
         FROM fitting_frames f JOIN fitting_sessions fs ON fs.session_no = f.session_no JOIN goods g ON g.goods_no = f.goods_no JOIN brands b ON b.brand_no = g.brand_no
         WHERE fs.member_no = ?1 ORDER BY f.session_no, f.seq`,
      )
      .bind(memberNo),
  ])
  const c = consent.results[0] as { agreed_dttm: string; revoked_dttm: string | null } | undefined
  const list: FittingSession[] = (sessions.results as Record<string, any>[]).map((s) => ({
    sessionNo: s.session_no,
    storeNo: s.store_no,
    storeName: s.store_nm,
    fittedDttm: s.fitted_dttm,
    faceWidth: s.face_width,
    pd: s.pd,
    faceShape: s.face_shape,
    frames: (frames.results as Record<string, any>[])
      .filter((f) => f.session_no === s.session_no)
      .map((f) => ({
        seq: f.seq,
        goodsNo: f.goods_no,
        goodsNm: f.goods_nm,
        brandNm: f.brand_nm,
        imgSrc: f.img_src,
        salePrice: f.sale_price,
        reservationOnly: isReservationOnly(f.goods_type_cd),
        liked: f.liked_yn === 'Y',
        photoFileId: f.file_id ?? null,
      })),
  }))
  return { consent: { agreed: !!c && !c.revoked_dttm, agreedDttm: c && !c.revoked_dttm ? c.agreed_dttm : null }, sessions: list }
}

export const agreeFitting = (db: D1Database, memberNo: number, nowIso: string) =>
  db
    .prepare(
      `INSERT INTO fitting_consents (member_no, agreed_dttm) VALUES (?1, ?2) ON CONFLICT (member_no) DO UPDATE SET agreed_dttm = CASE WHEN revoked_dttm IS NULL THEN agreed_dttm ELSE excluded.agreed_dttm END, revoked_dttm = NULL`,
    )
    .bind(memberNo, nowIso)
    .run()

export const revokeFitting = (db: D1Database, memberNo: number, nowIso: string) =>
  db.prepare('UPDATE fitting_consents SET revoked_dttm = ?2 WHERE member_no = ?1 AND revoked_dttm IS NULL').bind(memberNo, nowIso).run()

/**
 * One tried-on frame of a session this device (of this store) posted, with its owner, whether the owner's
 * smart-fitting consent is still in force, and the photo it has now (null: no such frame of this device).
 */
export const deviceFrame = (db: D1Database, deviceId: string, storeNo: number, deviceSessionId: string, seq: number) =>
  db
    .prepare(
      `SELECT fs.session_no, fs.member_no, f.file_id, (c.agreed_dttm IS NOT NULL AND c.revoked_dttm IS NULL) AS consented
         FROM fitting_sessions fs JOIN fitting_frames f ON f.session_no = fs.session_no
         LEFT JOIN fitting_consents c ON c.member_no = fs.member_no
        WHERE fs.device_id = ?1 AND fs.store_no = ?2 AND fs.device_session_id = ?3 AND f.seq = ?4`,
    )
    .bind(deviceId, storeNo, deviceSessionId, seq)
    .first<{ session_no: number; member_no: number; file_id: string | null; consented: number }>()

/** Points the frame at its new photo only if it still has the photo read before (compare-and-set); false otherwise. */
export async function swapFramePhoto(
  db: D1Database,
  sessionNo: number,
  seq: number,
  oldFileId: string | null,
  newFileId: string,
): Promise<boolean> {
  const r = await db
    .prepare('UPDATE fitting_frames SET file_id = ?4 WHERE session_no = ?1 AND seq = ?2 AND file_id IS ?3')
    .bind(sessionNo, seq, oldFileId, newFileId)
    .run()
  return r.meta.changes === 1
}

/** Deletes one of the member's sessions; returns the photo file ids to delete, or null when it was not theirs. */
export async function deleteFittingSession(db: D1Database, memberNo: number, sessionNo: number): Promise<string[] | null> {
  const [files, , del] = await db.batch<{ file_id: string | null; session_no?: number }>([
    db
      .prepare(
        'SELECT f.file_id FROM fitting_frames f JOIN fitting_sessions s ON s.session_no = f.session_no WHERE s.session_no = ?1 AND s.member_no = ?2 AND f.file_id IS NOT NULL',
      )
      .bind(sessionNo, memberNo),
    db
      .prepare(
        'DELETE FROM fitting_frames WHERE session_no = (SELECT session_no FROM fitting_sessions WHERE session_no = ?1 AND member_no = ?2)',
      )
      .bind(sessionNo, memberNo),
    db.prepare('DELETE FROM fitting_sessions WHERE session_no = ?1 AND member_no = ?2 RETURNING session_no').bind(sessionNo, memberNo),
  ])
  if (!del.results.length) return null
  return files.results.map((r) => r.file_id!).filter(Boolean)
}

/** Every fitting session (with its tried frames) and the smart-fitting consent of a member (withdrawal). */
export const deleteMemberFitting = (db: D1Database, memberNo: number) =>
  db.batch([
    db
      .prepare('DELETE FROM fitting_frames WHERE session_no IN (SELECT session_no FROM fitting_sessions WHERE member_no = ?1)')
      .bind(memberNo),
    db.prepare('DELETE FROM fitting_sessions WHERE member_no = ?1').bind(memberNo),
    db.prepare('DELETE FROM fitting_consents WHERE member_no = ?1').bind(memberNo),
  ])
