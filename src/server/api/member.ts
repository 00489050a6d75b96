import { Hono } from 'hono'
import type { LoginAnswer } from '../../shared/api/member-types'
import { loginBody, smsSendQuery, smsValidQuery } from '../../shared/schemas/member'
import { sendCertCode, validateCertCode } from '../services/sms-cert'
import { clearSessionCookie, setSessionCookie } from '../auth/cookies'
import { verifyPassword } from '../auth/password'
import { createSession, requestMember, revokeSession } from '../auth/session'
import { memberByLoginId, memberByNo, toMemberInfo } from '../db/members'
import type { AppEnv } from '../env'
import { ApiError } from './errors'
import { validate } from './validate'

export const LOGIN_MAX_FAILURES = 5
export const LOGIN_LOCK_MINUTES = 10

/** /v1/front/member/* — sign-in, sign-out, member info (the membership issue adds the rest). */
export const memberApi = new Hono<AppEnv>()
  .post('/login/:kind{normal|native}', validate('json', loginBody), async (c) => {
    const { loginId, password } = c.req.valid('json')
    const db = c.env.DB
    const now = new Date()
    const m = await memberByLoginId(db, loginId)
    if (m?.locked_until && Date.parse(m.locked_until) > now.getTime()) {
      const minutes = Math.ceil((Date.parse(m.locked_until) - now.getTime()) / 60_000)
      throw new ApiError(423, [{ field: 'password', reason: `비밀번호를 ${LOGIN_MAX_FAILURES}회 잘못 입력하여 로그인이 제한되었습니다. ${minutes}분 후에 다시 시도해 주세요.` }])
    }
    const ok = await verifyPassword(password, m?.password_hash)
    if (!m || !ok) {
      if (m) {
        const failures = m.failed_login_count + 1
        const lock = failures >= LOGIN_MAX_FAILURES ? new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000).toISOString() : null
        await db
          .prepare('UPDATE members SET failed_login_count = ?2, locked_until = ?3 WHERE member_no = ?1')
          .bind(m.member_no, lock ? 0 : failures, lock)
          .run()
        if (lock) throw new ApiError(423, [{ field: 'password', reason: `비밀번호를 ${LOGIN_MAX_FAILURES}회 잘못 입력하여 ${LOGIN_LOCK_MINUTES}분간 로그인이 제한됩니다.` }])
      }
      throw new ApiError(401, [{ field: 'password', reason: '아이디 또는 비밀번호가 일치하지 않습니다.' }])
    }
    if (m.status === 'DORMANT') {
      // Spec §4/§8: 410 → the page stores the user id and goes to /account/dormancy.
      throw new ApiError(410, [{ field: 'loginId', reason: '장기간 로그인하지 않아 휴면 상태로 전환된 계정입니다. 휴면 해제 후 이용해 주세요.' }])
    }
    await db.prepare('UPDATE members SET failed_login_count = 0, locked_until = NULL, last_login_dttm = ?2 WHERE member_no = ?1').bind(m.member_no, now.toISOString()).run()
    const { token } = await createSession(db, m.member_no, c.req.header('user-agent') ?? '', now)
    const native = c.req.param('kind') === 'native'
    if (!native) setSessionCookie(c, token)
    return c.json({ token: native ? token : null, roles: [m.auth_role], memberNo: m.member_no } satisfies LoginAnswer)
  })
  .post('/logout', async (c) => {
    const member = await requestMember(c)
    if (member) await revokeSession(c.env.DB, member.tokenHash)
    clearSessionCookie(c)
    return c.json({ ok: true })
  })
  .get('/info', async (c) => {
    const member = await requestMember(c)
    if (!member) throw new ApiError(401, [{ field: 'authorization', reason: '로그인이 필요합니다.' }])
    const row = await memberByNo(c.env.DB, member.memberNo)
    if (!row) throw new ApiError(401, [{ field: 'authorization', reason: '로그인이 필요합니다.' }])
    return c.json(toMemberInfo(row))
  })
  // ---- SMS certification (spec §7: mobile, title / mobile, certifyKey as query) ----
  .post('/send/sms/certify', validate('query', smsSendQuery), async (c) => {
    const { mobile, title } = c.req.valid('query')
    const r = await sendCertCode(c.env, mobile, title)
    if (!r.ok) throw new ApiError(r.status, [{ field: 'mobile', reason: r.reason }])
    return c.json({ sent: true, expiresIn: r.expiresIn })
  })
  .post('/send/sms/certify/valid', validate('query', smsValidQuery), async (c) => {
    const { mobile, certifyKey } = c.req.valid('query')
    const r = await validateCertCode(c.env.DB, mobile, certifyKey)
    if (!r.ok) throw new ApiError(400, [{ field: 'certifyKey', reason: r.reason }])
    return c.json({ valid: true as const, certProof: r.proof })
  })
