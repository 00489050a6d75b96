import type { D1Database } from '@cloudflare/workers-types'
import type { Context } from 'hono'
import type { LoginAnswer } from '../../shared/api/member-types'
import { setSessionCookie } from '../auth/cookies'
import { createSession } from '../auth/session'
import { lockLogin, memberByLoginId, resetLoginAttempts, takeLoginAttempt, type MemberRow } from '../db/members'
import { verifyPassword } from '../auth/password'
import type { AppEnv } from '../env'
import { appleEndpoints, verifyAppleIdToken } from '../providers/apple'
import { kakaoEndpoints, kakaoProvider } from '../providers/kakao'
import type { Fetcher, OAuthProvider } from '../providers/kakao/oauth2'
import { naverEndpoints, naverProvider } from '../providers/naver'
import { memberSandboxes } from '../providers/sms/sandbox'

/** Member flows shared by the member, oauth and identity sub-apps. */
export type MemberEnv = AppEnv['Bindings'] & {
  KAKAO_CLIENT_ID?: string
  KAKAO_CLIENT_SECRET?: string
  NAVER_CLIENT_ID?: string
  NAVER_CLIENT_SECRET?: string
  APPLE_CLIENT_ID?: string
  IDENTITY_KEY?: string
  PUBLIC_ORIGIN?: string
  PASS_SITE_CODE?: string
  KCB_CP_CODE?: string
  IPIN_SITE_CODE?: string
  SMS_APP_KEY?: string
  SMS_SECRET_KEY?: string
  SMS_SEND_NO?: string
}

export const LOGIN_MAX_FAILURES = 5
export const LOGIN_LOCK_MINUTES = 10

export type PasswordCheck = { ok: true; member: MemberRow } | { ok: false; lockedMinutes: number | null; justLocked?: boolean }

/**
 * Checks a login id and password with the lockout (sign-in and dormant restore share it): the attempt is
 * counted first (db takeLoginAttempt), so N parallel guesses are N counted attempts and at most
 * LOGIN_MAX_FAILURES of them are ever compared. `lockedMinutes` is set when the account is (now) locked.
 */
export async function checkPassword(db: D1Database, loginId: string, password: string, now = new Date()): Promise<PasswordCheck> {
  const m = await memberByLoginId(db, loginId)
  if (!m) {
    await verifyPassword(password, undefined) // same work as for a real account
    return { ok: false, lockedMinutes: null }
  }
  const nowIso = now.toISOString()
  const until = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000).toISOString()
  const t = await takeLoginAttempt(db, m.member_no, nowIso, LOGIN_MAX_FAILURES, until)
  const minutesLeft = (iso: string) => Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 60_000))
  if (!t || (t.locked_until && t.locked_until > nowIso)) return { ok: false, lockedMinutes: minutesLeft(t?.locked_until ?? until) }
  if (!(await verifyPassword(password, m.password_hash))) {
    if (t.attempt >= LOGIN_MAX_FAILURES) {
      await lockLogin(db, m.member_no, nowIso, until)
      return { ok: false, lockedMinutes: LOGIN_LOCK_MINUTES, justLocked: true }
    }
    return { ok: false, lockedMinutes: null }
  }
  await resetLoginAttempts(db, m.member_no)
  return { ok: true, member: m }
}

/** Signs the member in: session row, cookie on the web (login/native gets the token in the body instead). */
export async function signIn(c: Context<AppEnv>, m: MemberRow, opts: { native?: boolean } = {}): Promise<LoginAnswer> {
  const now = new Date()
  await c.env.DB.prepare('UPDATE members SET failed_login_count = 0, locked_until = NULL, last_login_dttm = ?2 WHERE member_no = ?1')
    .bind(m.member_no, now.toISOString())
    .run()
  const { token } = await createSession(c.env.DB, m.member_no, c.req.header('user-agent') ?? '', now)
  if (!opts.native) setSessionCookie(c, token)
  return { token: opts.native ? token : null, roles: [m.auth_role], memberNo: m.member_no }
}

export const publicOrigin = (c: Context<AppEnv>) => (c.env as MemberEnv).PUBLIC_ORIGIN ?? new URL(c.req.url).origin

/** In-process fetcher for the sandboxes, the network for real providers. */
export function fetcherFor(c: Context<AppEnv>, real: boolean): Fetcher {
  if (real) return (req) => fetch(req)
  return async (req) => {
    const u = new URL(req.url)
    const inner = new Request(new URL(u.pathname.replace(/^\/__sandbox/, '') + u.search, u.origin), req)
    return memberSandboxes.fetch(inner, c.env)
  }
}

export function oauthProvider(c: Context<AppEnv>, type: 'kakao' | 'naver'): OAuthProvider {
  const env = c.env as MemberEnv
  const origin = publicOrigin(c)
  if (type === 'kakao') {
    const ep = kakaoEndpoints(env, origin)
    return kakaoProvider(ep, fetcherFor(c, ep.real))
  }
  const ep = naverEndpoints(env, origin)
  return naverProvider(ep, fetcherFor(c, ep.real))
}

export interface SnsIdentity {
  id: string
  email: string | null
  name: string | null
  mobile: string | null
  nonce?: string | null
}

/** The provider's user behind an access token (Apple: the id_token JWT), or null. */
export async function snsIdentity(c: Context<AppEnv>, type: 'kakao' | 'naver' | 'apple', accessToken: string): Promise<SnsIdentity | null> {
  if (type === 'apple') {
    const ep = appleEndpoints(c.env as MemberEnv, publicOrigin(c))
    const who = await verifyAppleIdToken(ep, fetcherFor(c, ep.real), accessToken)
    return who ? { id: who.sub, email: who.email, name: null, mobile: null, nonce: who.nonce } : null
  }
  return oauthProvider(c, type).profile(accessToken)
}

/** Age in full years on today's date in Asia/Seoul. */
export function ageOn(birth: string, now = new Date()): number {
  const seoul = new Date(now.getTime() + 9 * 3600_000)
  const y = seoul.getUTCFullYear()
  const md = (seoul.getUTCMonth() + 1) * 100 + seoul.getUTCDate()
  const by = Number(birth.slice(0, 4))
  const bmd = Number(birth.slice(4, 8))
  return y - by - (md < bmd ? 1 : 0)
}
