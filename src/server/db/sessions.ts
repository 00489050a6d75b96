import type { D1Database } from '@cloudflare/workers-types'

/** Session rows (migration 0020): only the SHA-256 of a token is stored. */
export const insertSession = (
  db: D1Database,
  s: { tokenHash: string; memberNo: number; nowIso: string; expiresIso: string; userAgent: string },
) =>
  db
    .prepare(
      `INSERT INTO sessions (token_hash, member_no, created_dttm, last_seen_dttm, expires_dttm, user_agent)
       VALUES (?1, ?2, ?3, ?3, ?4, ?5)`,
    )
    .bind(s.tokenHash, s.memberNo, s.nowIso, s.expiresIso, s.userAgent.slice(0, 200))
    .run()

export interface SessionMemberRow {
  member_no: number
  login_id: string
  auth_role: 'ROLE_USER' | 'ROLE_STORE'
  status: 'ACTIVE' | 'DORMANT' | 'WITHDRAWN'
  gender: 'M' | 'F' | null
  birth: string
  last_seen_dttm: string
}

/** The active member of a live session (not revoked, not expired, seen after `idleCutoffIso`). */
export const sessionMember = (db: D1Database, tokenHash: string, nowIso: string, idleCutoffIso: string) =>
  db
    .prepare(
      `SELECT m.member_no, m.login_id, m.auth_role, m.status, m.gender, m.birth, s.last_seen_dttm
         FROM sessions s JOIN members m ON m.member_no = s.member_no
        WHERE s.token_hash = ?1 AND s.revoked_dttm IS NULL AND s.expires_dttm > ?2 AND s.last_seen_dttm > ?3
          AND m.status = 'ACTIVE'`,
    )
    .bind(tokenHash, nowIso, idleCutoffIso)
    .first<SessionMemberRow>()

export const touchSession = (db: D1Database, tokenHash: string, nowIso: string) =>
  db.prepare('UPDATE sessions SET last_seen_dttm = ?2 WHERE token_hash = ?1').bind(tokenHash, nowIso).run()

export const revokeSessionRow = (db: D1Database, tokenHash: string, nowIso: string) =>
  db.prepare('UPDATE sessions SET revoked_dttm = ?2 WHERE token_hash = ?1 AND revoked_dttm IS NULL').bind(tokenHash, nowIso).run()

/** Revokes every live session of a member, optionally keeping one. */
export const revokeMemberSessionRows = (db: D1Database, memberNo: number, keepTokenHash: string | null, nowIso: string) =>
  db
    .prepare('UPDATE sessions SET revoked_dttm = ?3 WHERE member_no = ?1 AND revoked_dttm IS NULL AND token_hash IS NOT ?2')
    .bind(memberNo, keepTokenHash, nowIso)
    .run()
