import type { D1Database } from '@cloudflare/workers-types'
import type { LoginAnswer } from '../../shared/api/member-types'
import { verifyPassword } from '../auth/password'
import { createSession } from '../auth/session'
import { lockLogin, memberByLoginId, recordLogin, resetLoginAttempts, takeLoginAttempt, type MemberRow } from '../db/members'
import type { Env } from '../env'
import { appleEndpoints, verifyAppleIdToken } from '../providers/apple'
import { kakaoEndpoints, kakaoProvider } from '../providers/kakao'
import type { OAuthProvider } from '../providers/kakao/oauth2'
import { naverEndpoints, naverProvider } from '../providers/naver'
import { providerFetch } from '../providers/transport'

/** Member flows shared by the member, oauth and identity sub-apps. */
export type MemberEnv = Env & {
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

/**
 * Starts a session for a member who proved who they are: the lockout count ends, the session row is
 * written. The API hands the token to the browser as the session cookie, or to the app in the body
 * (`native`: login/native) — `answer` carries it only then.
 */
export async function startSession(
  db: D1Database,
  m: MemberRow,
  opts: { userAgent: string; native?: boolean },
  now = new Date(),
): Promise<{ token: string; answer: LoginAnswer }> {
  await recordLogin(db, m.member_no, now.toISOString())
  const { token } = await createSession(db, m.member_no, opts.userAgent, now)
  return { token, answer: { token: opts.native ? token : null, roles: [m.auth_role], memberNo: m.member_no } }
}

/** The Kakao or Naver OAuth 2 client: real when its keys are set, the demo sandbox otherwise. `origin`: our public origin. */
export function oauthProvider(env: MemberEnv, origin: string, type: 'kakao' | 'naver'): OAuthProvider {
  if (type === 'kakao') return kakaoProvider(kakaoEndpoints(env, origin), providerFetch(env))
  return naverProvider(naverEndpoints(env, origin), providerFetch(env))
}

export interface SnsIdentity {
  id: string
  email: string | null
  name: string | null
  mobile: string | null
  nonce?: string | null
}

/** The provider's user behind an access token (Apple: the id_token JWT), or null. */
export async function snsIdentity(
  env: MemberEnv,
  input: { type: 'kakao' | 'naver' | 'apple'; accessToken: string },
  ctx: { origin: string },
): Promise<SnsIdentity | null> {
  const { type, accessToken } = input
  const { origin } = ctx
  if (type === 'apple') {
    const who = await verifyAppleIdToken(appleEndpoints(env, origin), providerFetch(env), accessToken)
    return who ? { id: who.sub, email: who.email, name: null, mobile: null, nonce: who.nonce } : null
  }
  return oauthProvider(env, origin, type).profile(accessToken)
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
