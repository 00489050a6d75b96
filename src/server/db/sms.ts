import type { D1Database } from '@cloudflare/workers-types'

/**
 * SMS certification codes and proofs (migration 0020; rules in services/sms-cert.ts). The limits live in
 * the statements themselves, so concurrent requests cannot both pass a check.
 */

/**
 * Stores a new code unless the mobile asked within `minIntervalFromIso` or already `maxPerHour` times
 * since `hourAgoIso`; false when refused.
 */
export async function insertCertCode(
  db: D1Database,
  c: {
    mobile: string
    codeHash: string
    title: string
    nowIso: string
    expiresIso: string
    hourAgoIso: string
    maxPerHour: number
    minIntervalFromIso: string
  },
) {
  const r = await db
    .prepare(
      `INSERT INTO sms_certs (mobile, code_hash, title, created_dttm, expires_dttm)
       SELECT ?1, ?2, ?3, ?4, ?5
        WHERE (SELECT COUNT(*) FROM sms_certs WHERE mobile = ?1 AND created_dttm > ?6) < ?7
          AND NOT EXISTS (SELECT 1 FROM sms_certs WHERE mobile = ?1 AND created_dttm > ?8)`,
    )
    .bind(c.mobile, c.codeHash, c.title, c.nowIso, c.expiresIso, c.hourAgoIso, c.maxPerHour, c.minIntervalFromIso)
    .run()
  return r.meta.changes > 0
}

/** Whether the mobile was sent a code after `sinceIso`. */
export async function certSentSince(db: D1Database, mobile: string, sinceIso: string) {
  return !!(await db.prepare('SELECT 1 FROM sms_certs WHERE mobile = ?1 AND created_dttm > ?2').bind(mobile, sinceIso).first())
}

/** Only the latest code works: the mobile's older unused codes are used up. */
export const retireOtherCodes = (db: D1Database, mobile: string, keepCodeHash: string, nowIso: string) =>
  db
    .prepare('UPDATE sms_certs SET used_dttm = ?3 WHERE mobile = ?1 AND code_hash <> ?2 AND used_dttm IS NULL')
    .bind(mobile, keepCodeHash, nowIso)
    .run()

/**
 * Counts a try on the mobile's latest live code BEFORE anything is compared (one atomic UPDATE …
 * RETURNING, attempts < maxTries in its WHERE); null when there is no live code left to try.
 */
export const takeCertTry = (db: D1Database, mobile: string, maxTries: number, nowIso: string) =>
  db
    .prepare(
      `UPDATE sms_certs SET attempts = attempts + 1
        WHERE cert_id = (SELECT cert_id FROM sms_certs WHERE mobile = ?1 AND used_dttm IS NULL ORDER BY cert_id DESC LIMIT 1)
          AND attempts < ?2 AND expires_dttm > ?3
        RETURNING cert_id, code_hash, attempts`,
    )
    .bind(mobile, maxTries, nowIso)
    .first<{ cert_id: number; code_hash: string; attempts: number }>()

/** The mobile's latest code, whatever its state (to say why a try was refused). */
export const latestCertCode = (db: D1Database, mobile: string) =>
  db
    .prepare(`SELECT attempts, expires_dttm, used_dttm FROM sms_certs WHERE mobile = ?1 ORDER BY cert_id DESC LIMIT 1`)
    .bind(mobile)
    .first<{ attempts: number; expires_dttm: string; used_dttm: string | null }>()

/** Statement: a code is used up (guard it with changed() where it must happen once). */
export const spendCertCodeStmt = (db: D1Database, certId: number, nowIso: string) =>
  db.prepare('UPDATE sms_certs SET used_dttm = ?2 WHERE cert_id = ?1 AND used_dttm IS NULL').bind(certId, nowIso)

/** Statement: the proof a right code gives (its SHA-256 only). */
export const insertCertProofStmt = (db: D1Database, proofHash: string, mobile: string, nowIso: string, expiresIso: string) =>
  db
    .prepare('INSERT INTO sms_cert_proofs (proof_hash, mobile, created_dttm, expires_dttm) VALUES (?1, ?2, ?3, ?4)')
    .bind(proofHash, mobile, nowIso, expiresIso)

/** Uses a live proof once; false when unknown, used, expired or for another mobile. */
export async function spendCertProof(db: D1Database, proofHash: string, mobile: string, nowIso: string) {
  const r = await db
    .prepare('UPDATE sms_cert_proofs SET used_dttm = ?3 WHERE proof_hash = ?1 AND mobile = ?2 AND used_dttm IS NULL AND expires_dttm > ?3')
    .bind(proofHash, mobile, nowIso)
    .run()
  return r.meta.changes === 1
}

/** Whether a live proof exists (not consumed). */
export async function liveCertProof(db: D1Database, proofHash: string, mobile: string, nowIso: string) {
  return !!(await db
    .prepare('SELECT 1 FROM sms_cert_proofs WHERE proof_hash = ?1 AND mobile = ?2 AND used_dttm IS NULL AND expires_dttm > ?3')
    .bind(proofHash, mobile, nowIso)
    .first())
}

/** A code is used up (the fifth wrong try burns it). */
export const burnCertCode = (db: D1Database, certId: number, nowIso: string) => spendCertCodeStmt(db, certId, nowIso).run()
