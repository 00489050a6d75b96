import type { D1Database } from '@cloudflare/workers-types'

/** Identity verifications (PASS / KCB / i-PIN) of migration 0020: PENDING → DONE → USED, each once. */

export const insertVerification = (
  db: D1Database,
  v: { txId: string; provider: string; purpose: string; nowIso: string; expiresIso: string },
) =>
  db
    .prepare('INSERT INTO identity_verifications (tx_id, provider, purpose, created_dttm, expires_dttm) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(v.txId, v.provider, v.purpose, v.nowIso, v.expiresIso)
    .run()

/** Stores the verified person (CI/DI already encrypted) once, while the verification is pending and live. */
export async function completeVerificationRow(
  db: D1Database,
  txId: string,
  p: { name: string; birth: string; gender: string; mobile: string; ciEnc: string; diEnc: string; ciHash: string },
  nowIso: string,
) {
  const res = await db
    .prepare(
      `UPDATE identity_verifications SET state = 'DONE', member_nm = ?2, birth = ?3, gender = ?4, mobile = ?5, ci_enc = ?6, di_enc = ?7, ci_hash = ?8
        WHERE tx_id = ?1 AND state = 'PENDING' AND expires_dttm > ?9`,
    )
    .bind(txId, p.name, p.birth, p.gender, p.mobile, p.ciEnc, p.diEnc, p.ciHash, nowIso)
    .run()
  return res.meta.changes === 1
}

export const doneVerification = (db: D1Database, txId: string, nowIso: string) =>
  db
    .prepare(
      `SELECT tx_id, member_nm, birth, gender, mobile, ci_hash FROM identity_verifications WHERE tx_id = ?1 AND state = 'DONE' AND expires_dttm > ?2`,
    )
    .bind(txId, nowIso)
    .first<{ tx_id: string; member_nm: string; birth: string; gender: 'M' | 'F'; mobile: string; ci_hash: string }>()

/** Marks a verification used; false when it was used already (a retry or a race). */
export async function markVerificationUsed(db: D1Database, txId: string, nowIso: string) {
  const r = await db
    .prepare(`UPDATE identity_verifications SET state = 'USED', used_dttm = ?2 WHERE tx_id = ?1 AND state = 'DONE'`)
    .bind(txId, nowIso)
    .run()
  return r.meta.changes === 1
}
