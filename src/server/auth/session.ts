import type { D1Database } from '@cloudflare/workers-types'
import type { Context } from 'hono'
import { sha256Hex } from '../../shared/hash'
import type { AppEnv } from '../env'

/** Sessions: opaque random 256-bit tokens (base64url); the database keeps only their SHA-256. */
export const SESSION_COOKIE = 'davich_token'
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 14 // absolute expiry: 14 days
export const SESSION_IDLE_SECONDS = 60 * 60 * 24 * 2 // idle timeout: 2 days without a request

export interface SessionMember {
  memberNo: number
  loginId: string
  authRole: 'ROLE_USER' | 'ROLE_STORE'
  status: 'ACTIVE' | 'DORMANT' | 'WITHDRAWN'
  gender: 'M' | 'F' | null
  birth: string
  tokenHash: string
}

export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function bearerToken(header: string | undefined | null): string | null {
  const m = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,100})$/)
  return m ? m[1] : null
}

export async function createSession(db: D1Database, memberNo: number, userAgent = '', now = new Date()) {
  const token = newToken()
  const tokenHash = await sha256Hex(token)
  const iso = now.toISOString()
  const expires = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString()
  await db
    .prepare(
      `INSERT INTO sessions (token_hash, member_no, created_dttm, last_seen_dttm, expires_dttm, user_agent)
       VALUES (?1, ?2, ?3, ?3, ?4, ?5)`,
    )
    .bind(tokenHash, memberNo, iso, expires, userAgent.slice(0, 200))
    .run()
  return { token, expires }
}

/** The member behind a bearer token, or null when absent, unknown, expired, idle too long or revoked. */
export async function memberForToken(db: D1Database, token: string | null, now = new Date()): Promise<SessionMember | null> {
  if (!token) return null
  const tokenHash = await sha256Hex(token)
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000).toISOString()
  const row = await db
    .prepare(
      `SELECT m.member_no, m.login_id, m.auth_role, m.status, m.gender, m.birth, s.last_seen_dttm
         FROM sessions s JOIN members m ON m.member_no = s.member_no
        WHERE s.token_hash = ?1 AND s.revoked_dttm IS NULL AND s.expires_dttm > ?2 AND s.last_seen_dttm > ?3
          AND m.status = 'ACTIVE'`,
    )
    .bind(tokenHash, now.toISOString(), idleCutoff)
    .first<Record<string, string | number | null>>()
  if (!row) return null
  // Touch at most once a minute to keep writes off the hot path.
  if (Date.parse(row.last_seen_dttm as string) < now.getTime() - 60_000) {
    await db.prepare('UPDATE sessions SET last_seen_dttm = ?2 WHERE token_hash = ?1').bind(tokenHash, now.toISOString()).run()
  }
  return {
    memberNo: row.member_no as number,
    loginId: row.login_id as string,
    authRole: row.auth_role as SessionMember['authRole'],
    status: row.status as SessionMember['status'],
    gender: row.gender as SessionMember['gender'],
    birth: row.birth as string,
    tokenHash,
  }
}

export async function revokeSession(db: D1Database, tokenHash: string, now = new Date()) {
  await db.prepare('UPDATE sessions SET revoked_dttm = ?2 WHERE token_hash = ?1 AND revoked_dttm IS NULL').bind(tokenHash, now.toISOString()).run()
}

/** Memoised per request: the member of the request's bearer token. */
export async function requestMember(c: Context<AppEnv>): Promise<SessionMember | null> {
  const cached = c.get('member' as never) as SessionMember | null | undefined
  if (cached !== undefined) return cached
  const member = await memberForToken(c.env.DB, bearerToken(c.req.header('authorization')))
  c.set('member' as never, member as never)
  return member
}

/** Revokes every live session of a member (password change, withdrawal), optionally keeping one. */
export async function revokeMemberSessions(db: D1Database, memberNo: number, keepTokenHash: string | null = null, now = new Date()) {
  await db
    .prepare('UPDATE sessions SET revoked_dttm = ?3 WHERE member_no = ?1 AND revoked_dttm IS NULL AND token_hash IS NOT ?2')
    .bind(memberNo, keepTokenHash, now.toISOString())
    .run()
}
