import type { D1Database } from '@cloudflare/workers-types'
import { sha256Hex } from '../../shared/hash'
import { insertSession, revokeMemberSessionRows, revokeSessionRow, sessionMember, touchSession } from '../db/sessions'

/** Sessions: opaque random 256-bit tokens (base64url); the database keeps only their SHA-256. */
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
  await insertSession(db, { tokenHash, memberNo, nowIso: iso, expiresIso: expires, userAgent })
  return { token, expires }
}

/** The member behind a bearer token, or null when absent, unknown, expired, idle too long or revoked. */
export async function memberForToken(db: D1Database, token: string | null, now = new Date()): Promise<SessionMember | null> {
  if (!token) return null
  const tokenHash = await sha256Hex(token)
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000).toISOString()
  const row = await sessionMember(db, tokenHash, now.toISOString(), idleCutoff)
  if (!row) return null
  // Touch at most once a minute to keep writes off the hot path.
  if (Date.parse(row.last_seen_dttm) < now.getTime() - 60_000) await touchSession(db, tokenHash, now.toISOString())
  return {
    memberNo: row.member_no,
    loginId: row.login_id,
    authRole: row.auth_role,
    status: row.status,
    gender: row.gender,
    birth: row.birth,
    tokenHash,
  }
}

/**
 * The session lookups of one server render: its in-process API calls (the root's member read, each loader's
 * query) all carry the page's token, and share the first lookup instead of hashing and querying it again each
 * (src/client/api.ts hands one of these to every call of the render through `ctx.props`). A state change among
 * them (sign-out, a password change) clears it, so a read after it looks again.
 */
export type RenderSessions = Map<string, Promise<SessionMember | null>>

export function memberForTokenIn(sessions: RenderSessions | undefined, db: D1Database, token: string | null, safe: boolean) {
  if (!sessions || !token) return memberForToken(db, token)
  if (!safe) {
    sessions.clear()
    return memberForToken(db, token)
  }
  let answer = sessions.get(token)
  if (!answer) {
    answer = memberForToken(db, token)
    sessions.set(token, answer)
    answer.catch(() => sessions.delete(token))
  }
  return answer
}

export async function revokeSession(db: D1Database, tokenHash: string, now = new Date()) {
  await revokeSessionRow(db, tokenHash, now.toISOString())
}

/** Revokes every live session of a member (password change, withdrawal), optionally keeping one. */
export async function revokeMemberSessions(db: D1Database, memberNo: number, keepTokenHash: string | null = null, now = new Date()) {
  await revokeMemberSessionRows(db, memberNo, keepTokenHash, now.toISOString())
}
