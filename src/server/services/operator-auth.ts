import type { D1Database } from '@cloudflare/workers-types'
import { verifyPassword } from '../auth/password'
import { newToken } from '../auth/session'
import { enrolment, newTotpSecret, totpStep } from '../auth/totp'
import {
  acceptTotpStep,
  lockOperator,
  logAccess,
  offerTotpSecret,
  operatorByLoginId,
  revokeOperatorSession,
  sessionOperator,
  startOperatorSession,
  takeOperatorAttempt,
  touchOperatorSession,
} from '../db/operators'
import { DomainError } from '../domain-error'
import type { LoginAnswerOp, OperatorMe } from '../../shared/api/admin-types'
import {
  OPERATOR_IDLE_MINUTES,
  OPERATOR_LOCK_MINUTES,
  OPERATOR_MAX_FAILURES,
  OPERATOR_SESSION_HOURS,
  ROLES,
  type Role,
} from '../../shared/admin/sections'
import { sha256Hex } from '../../shared/hash'

/**
 * Operator sign-in (issue 26): id + password + RFC 6238 code; 5 failures (password or code) lock the account for
 * 10 minutes, counted before anything is compared (one atomic UPDATE … RETURNING: N parallel guesses are N
 * attempts). An operator without a secret yet is offered one at sign-in (the otpauth QR is shown then, once) and
 * enrols by signing in with its first code. The optional IP allow-list applies in production (SANDBOX off).
 */
export const BAD_CREDENTIALS = '아이디, 비밀번호 또는 인증 코드가 올바르지 않습니다.'
const lockedReason = (minutes: number) =>
  `로그인에 ${OPERATOR_MAX_FAILURES}번 실패해 계정이 잠겼습니다. ${minutes}분 뒤에 다시 시도해 주세요.`

export interface RequestInfo {
  ip: string
  userAgent: string
  /** SANDBOX=on: the IP allow-list is not enforced (demo and tests). */
  sandbox: boolean
}

export interface SignedIn {
  token: string
  answer: LoginAnswerOp
}

export async function signInOperator(
  db: D1Database,
  input: { loginId: string; password: string; otp: string },
  req: RequestInfo,
  now = new Date(),
): Promise<SignedIn | { enrol: LoginAnswerOp }> {
  const op = await operatorByLoginId(db, input.loginId)
  const actor = { operatorNo: op?.operator_no ?? null, loginId: input.loginId, ip: req.ip }
  const fail = async (reason: string, lockedMinutes?: number) => {
    await logAccess(db, actor, { action: 'auth.fail', subject: op ? `operator:${op.operator_no}` : '', reason }, now)
    if (lockedMinutes) throw DomainError.of('locked', 'loginId', lockedReason(lockedMinutes))
    throw DomainError.of('unauthenticated', 'loginId', BAD_CREDENTIALS)
  }
  if (!op) {
    await verifyPassword(input.password, undefined) // same work as for a real account
    return fail('unknown id')
  }
  const nowIso = now.toISOString()
  const until = new Date(now.getTime() + OPERATOR_LOCK_MINUTES * 60_000).toISOString()
  const t = await takeOperatorAttempt(db, op.operator_no, nowIso, OPERATOR_MAX_FAILURES, until)
  const minutesLeft = (iso: string) => Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 60_000))
  if (!t || (t.locked_until && t.locked_until > nowIso)) return fail('locked', minutesLeft(t?.locked_until ?? until))
  const failed = async (reason: string) => {
    if (t.attempt >= OPERATOR_MAX_FAILURES) {
      await lockOperator(db, op.operator_no, nowIso, until)
      return fail(`${reason}; locked`, OPERATOR_LOCK_MINUTES)
    }
    return fail(reason)
  }
  if (!(await verifyPassword(input.password, op.password_hash))) return failed('password')
  if (op.status !== 'ACTIVE') return fail('disabled')
  if (!req.sandbox && !ipAllowed(op.ip_allow, req.ip)) return fail('ip not allowed')

  const enrolling = !op.totp_secret
  if (enrolling && !input.otp) {
    // First sign-in: offer a secret (a new one each time until it is proven) and show its QR this once.
    const secret = newTotpSecret()
    await offerTotpSecret(db, op.operator_no, secret)
    const { uri, qrSvg } = enrolment(secret, op.login_id)
    return { enrol: { operator: null, enrol: { secret, uri, qrSvg } } }
  }
  const secret = enrolling ? op.totp_pending : op.totp_secret
  const step = secret ? totpStep(secret, input.otp, now.getTime()) : null
  if (step === null) return failed('otp')
  if (!(await acceptTotpStep(db, op.operator_no, step, enrolling))) return failed('otp reused')

  const token = newToken()
  await startOperatorSession(db, {
    tokenHash: await sha256Hex(token),
    operatorNo: op.operator_no,
    loginId: op.login_id,
    nowIso,
    expiresIso: new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000).toISOString(),
    ip: req.ip,
    userAgent: req.userAgent,
  })
  return { token, answer: { operator: meOf(op.operator_no, op.login_id, op.name, op.roles), enrol: null } }
}

const meOf = (operatorNo: number, loginId: string, name: string, roles: string): OperatorMe => ({
  operatorNo,
  loginId,
  name,
  roles: roles.split(',').filter((r): r is Role => (ROLES as readonly string[]).includes(r)),
})

export interface SessionOperator extends OperatorMe {
  tokenHash: string
}

/** The operator behind a console cookie, or null (absent, unknown, revoked, over 8 h, idle over 30 min, disabled, IP refused). */
export async function operatorForToken(
  db: D1Database,
  token: string | undefined,
  req: Pick<RequestInfo, 'ip' | 'sandbox'>,
  now = new Date(),
) {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
  const tokenHash = await sha256Hex(token)
  const idleCutoff = new Date(now.getTime() - OPERATOR_IDLE_MINUTES * 60_000).toISOString()
  const row = await sessionOperator(db, tokenHash, now.toISOString(), idleCutoff)
  if (!row) return null
  if (!req.sandbox && !ipAllowed(row.ip_allow, req.ip)) return null
  // Touch at most once a minute: the idle clock is kept to the minute without a write per call.
  if (Date.parse(row.last_seen_dttm) < now.getTime() - 60_000) await touchOperatorSession(db, tokenHash, now.toISOString())
  return { ...meOf(row.operator_no, row.login_id, row.name, row.roles), tokenHash } satisfies SessionOperator
}

export async function signOutOperator(db: D1Database, op: SessionOperator, ip: string, now = new Date()) {
  const nowIso = now.toISOString()
  await revokeOperatorSession(db, op.tokenHash, nowIso)
  await logAccess(
    db,
    { operatorNo: op.operatorNo, loginId: op.loginId, ip },
    { action: 'auth.logout', subject: `operator:${op.operatorNo}` },
    now,
  )
}

/* ---- IP allow-list: comma-separated IPv4 CIDRs or exact addresses; empty = any ---- */

const ipv4 = (s: string) => {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s)
  if (!m) return null
  const parts = m.slice(1).map(Number)
  return parts.some((p) => p > 255) ? null : parts.reduce((a, p) => a * 256 + p, 0)
}

export function ipAllowed(list: string, ip: string): boolean {
  const ranges = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!ranges.length) return true
  const addr = ipv4(ip)
  return ranges.some((r) => {
    const [base, bitsS] = r.split('/')
    if (bitsS === undefined) return r === ip
    const b = ipv4(base)
    const bits = Number(bitsS)
    if (addr === null || b === null || !(bits >= 0 && bits <= 32)) return false
    const size = 2 ** (32 - bits)
    return Math.floor(addr / size) === Math.floor(b / size)
  })
}
