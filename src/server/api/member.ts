import { Hono } from 'hono'
import type { Context } from 'hono'
import type { DupAnswer, FindIdAnswer, SnsLoginAnswer } from '../../shared/api/member-types'
import { displayDate, maskLoginId } from '../../shared/format'
import {
  checkDupEmailQuery,
  checkDupIdQuery,
  checkDupMobileQuery,
  checkDupNickQuery,
  checkDupQuery,
  duplicatedParam,
  findIdBody,
  integrationBody,
  loginBody,
  loginVerifyBody,
  pushBody,
  registerBody,
  registerSnsBody,
  resetPasswordBody,
  restoreBody,
  restoreSnsBody,
  smsSendQuery,
  smsValidQuery,
  snsLoginBody,
  updateInfoBody,
  updateLoginVerifyBody,
  withdrawBody,
} from '../../shared/schemas/member'
import type { LoginAnswer } from '../../shared/api/member-types'
import { sha256Hex } from '../../shared/hash'
import { hashPassword, verifyPassword } from '../auth/password'
import { revokeMemberSessions, revokeSession } from '../auth/session'
import {
  insertMember,
  insertSnsTicket,
  isTaken,
  linkSocial,
  liveSnsTicket,
  memberByCiHash,
  memberByLoginId,
  memberByMobile,
  memberByNo,
  memberBySocial,
  reactivateMember,
  resetPassword,
  setKioskStore,
  setMemberIdentity,
  socialProviders,
  toMemberInfo,
  updateMemberColumns,
  spendSnsTicket,
  withdrawMember,
  type MemberRow,
} from '../db/members'
import { publicOrigin, type AppEnv } from '../env'
import { consumeVerification, peekVerification } from '../services/identity'
import { eraseSensitiveData } from '../services/erasure'
import { integrate } from '../services/store-system'
import { ageOn, checkPassword, LOGIN_MAX_FAILURES, snsIdentity, startSession } from '../services/member'
import { peekCertProof, sendCertCode, validateCertCode, verifyCertProof } from '../services/sms-cert'
import { clearSessionCookie, setSessionCookie } from './cookies'
import { ApiError } from './errors'
import { requestMember, requireMember } from './require-member'
import { validate } from './validate'
import { issueSignupCoupons } from '../services/coupons'

const lockedReason = (minutes: number, justLocked = false) =>
  justLocked
    ? `비밀번호를 ${LOGIN_MAX_FAILURES}회 잘못 입력하여 ${minutes}분간 로그인이 제한됩니다.`
    : `비밀번호를 ${LOGIN_MAX_FAILURES}회 잘못 입력하여 로그인이 제한되었습니다. ${minutes}분 후에 다시 시도해 주세요.`
const SNS_TICKET_SECONDS = 1800

const DORMANT_REASON = '장기간 로그인하지 않아 휴면 상태로 전환된 계정입니다. 휴면 해제 후 이용해 주세요.'
const need = (field: string, reason: string, status: 400 | 401 | 403 | 404 | 409 = 400) => new ApiError(status, [{ field, reason }])

async function assertFree(
  c: { env: AppEnv['Bindings'] },
  checks: [field: 'loginId' | 'mobile' | 'email' | 'nickName', value: string | null | undefined][],
) {
  const labels = {
    loginId: '이미 사용 중인 아이디예요.',
    mobile: '이미 가입된 휴대폰 번호예요. 아이디 찾기를 이용해 주세요.',
    email: '이미 사용 중인 이메일이에요.',
    nickName: '이미 사용 중인 닉네임이에요.',
  }
  for (const [field, value] of checks) if (value && (await isTaken(c.env.DB, field, value))) throw need(field, labels[field], 409)
}

/** UNIQUE races (two sign-ups at once) answer 409 like the checks above, never 500. */
function uniqueToConflict(e: unknown): never {
  const msg = e instanceof Error ? e.message : ''
  if (/UNIQUE/i.test(msg)) {
    const field = /login_id/.test(msg)
      ? 'loginId'
      : /mobile/.test(msg)
        ? 'mobile'
        : /email/.test(msg)
          ? 'email'
          : /nick/.test(msg)
            ? 'nickName'
            : 'unknown'
    throw need(field, '이미 가입된 정보가 있어요. 입력한 내용을 확인해 주세요.', 409)
  }
  throw e
}

async function newSnsTicket(c: Context<AppEnv>, type: string, who: { id: string; email: string | null; name: string | null }) {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const ticket = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  const now = new Date()
  await insertSnsTicket(c.env.DB, {
    ticketHash: await sha256Hex(ticket),
    provider: type,
    providerUserId: who.id,
    email: who.email,
    name: who.name,
    nowIso: now.toISOString(),
    expiresIso: new Date(now.getTime() + SNS_TICKET_SECONDS * 1000).toISOString(),
  })
  return ticket
}

/** Signs the member in (services/member startSession): the session cookie on the web, the token in the body for the app. */
async function signIn(c: Context<AppEnv>, m: MemberRow, opts: { native?: boolean } = {}): Promise<LoginAnswer> {
  const { token, answer } = await startSession(c.env.DB, m, { userAgent: c.req.header('user-agent') ?? '', native: opts.native })
  if (!opts.native) setSessionCookie(c, token)
  return answer
}

const snsWho = (c: Context<AppEnv>, type: 'kakao' | 'naver' | 'apple', accessToken: string) =>
  snsIdentity(c.env, { type, accessToken }, { origin: publicOrigin(c.env, c.req.url) })

const dup = (duplicated: boolean): DupAnswer => ({ duplicated })

/** /v1/front/member/* — sign-in, sign-up, SMS certification, account care (the README's API table). */
export const memberApi = new Hono<AppEnv>()
  .post('/login/:kind{normal|native}', validate('json', loginBody), async (c) => {
    const { loginId, password } = c.req.valid('json')
    const r = await checkPassword(c.env.DB, loginId, password)
    if (!r.ok) {
      if (r.lockedMinutes) throw new ApiError(423, [{ field: 'password', reason: lockedReason(r.lockedMinutes, r.justLocked) }])
      throw new ApiError(401, [{ field: 'password', reason: '아이디 또는 비밀번호가 일치하지 않습니다.' }])
    }
    const m = r.member
    // Spec §4/§8: 410 → the page stores the user id and goes to /account/dormancy.
    if (m.status === 'DORMANT') throw new ApiError(410, [{ field: 'loginId', reason: DORMANT_REASON }])
    return c.json(await signIn(c, m, { native: c.req.param('kind') === 'native' }))
  })
  .post('/login/sns', validate('json', snsLoginBody), async (c) => {
    const { type, accessToken, storeCode } = c.req.valid('json')
    const who = await snsWho(c, type, accessToken)
    if (!who) throw need('accessToken', '간편 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.', 401)
    const m = await memberBySocial(c.env.DB, type, who.id)
    if (!m) {
      const snsTicket = await newSnsTicket(c, type, who)
      return c.json({ registered: false, snsTicket, type, email: who.email, name: who.name, mobile: who.mobile } satisfies SnsLoginAnswer)
    }
    if (m.status === 'DORMANT') throw new ApiError(410, [{ field: 'loginId', reason: DORMANT_REASON }])
    const kiosk = storeCode && storeCode !== '0000' ? storeCode : null
    if (kiosk && !m.my_store_code) await setKioskStore(c.env.DB, m.member_no, kiosk)
    return c.json({ ...(await signIn(c, m)), registered: true } satisfies SnsLoginAnswer)
  })
  .post('/login/verify', validate('json', loginVerifyBody), async (c) => {
    const { identityTxId } = c.req.valid('json')
    const idv = await peekVerification(c.env.DB, identityTxId)
    if (!idv) throw need('identityTxId', '본인인증 정보가 만료되었어요. 다시 인증해 주세요.')
    const m = await memberByCiHash(c.env.DB, idv.ciHash)
    if (!m) throw need('identityTxId', '본인인증 정보와 일치하는 회원이 없어요. 회원가입을 진행해 주세요.', 404)
    if (!(await consumeVerification(c.env.DB, identityTxId))) throw need('identityTxId', '이미 사용된 본인인증이에요. 다시 인증해 주세요.')
    if (m.status === 'DORMANT') throw new ApiError(410, [{ field: 'loginId', reason: DORMANT_REASON }])
    return c.json(await signIn(c, m))
  })
  .post('/logout', async (c) => {
    const member = await requestMember(c)
    if (member) await revokeSession(c.env.DB, member.tokenHash)
    clearSessionCookie(c)
    return c.json({ ok: true })
  })
  .get('/info', requireMember(), async (c) => {
    const member = c.var.member
    const row = await memberByNo(c.env.DB, member.memberNo)
    if (!row) throw need('authorization', '로그인이 필요합니다.', 401)
    const sns = await socialProviders(c.env.DB, row.member_no)
    return c.json(toMemberInfo(row, sns[0] ?? null))
  })

  // ---- sign-up ----
  .post('/register', validate('json', registerBody), async (c) => {
    const b = c.req.valid('json')
    const db = c.env.DB
    let ciHash: string | null = null
    let { userName, birth, gender } = b
    if (b.identityTxId) {
      const idv = await peekVerification(db, b.identityTxId)
      if (!idv) throw need('identityTxId', '본인인증 정보가 만료되었어요. 다시 인증해 주세요.')
      if (idv.mobile !== b.mobile) throw need('mobile', '본인인증한 휴대폰 번호와 달라요.')
      if (await memberByCiHash(db, idv.ciHash)) throw need('identityTxId', '이미 가입된 회원이에요. 아이디 찾기를 이용해 주세요.', 409)
      ;({ name: userName, birth, gender } = idv)
      ciHash = idv.ciHash
    } else if (!b.certProof || !(await peekCertProof(db, b.mobile, b.certProof))) {
      throw need('certProof', '휴대폰 인증을 완료해 주세요.')
    }
    const under14 = ageOn(birth) < 14
    if (under14) {
      if (!b.guardian) throw need('guardian', '만 14세 미만은 법정대리인(보호자)의 동의가 필요해요.')
      if (!(await peekCertProof(db, b.guardian.mobile, b.guardian.certProof)))
        throw need('guardian.certProof', '보호자 휴대폰 인증을 완료해 주세요.')
    }
    await assertFree(c, [
      ['loginId', b.loginId],
      ['mobile', b.mobile],
      ['email', b.email],
      ['nickName', b.nickName],
    ])
    // Consume the proofs only now that everything else is fine.
    if (b.identityTxId ? !(await consumeVerification(db, b.identityTxId)) : !(await verifyCertProof(db, b.mobile, b.certProof!)))
      throw need('certProof', '인증 정보가 이미 사용되었어요. 다시 인증해 주세요.')
    if (under14 && !(await verifyCertProof(db, b.guardian!.mobile, b.guardian!.certProof)))
      throw need('guardian.certProof', '보호자 휴대폰 인증을 다시 진행해 주세요.')
    const memberNo = await insertMember(db, {
      loginId: b.loginId,
      passwordHash: await hashPassword(b.password),
      name: userName,
      gender,
      birth,
      mobile: b.mobile,
      email: b.email || null,
      nickName: b.nickName || null,
      ciHash,
      marketing: {
        app: !!b.consents.marketing.app,
        sms: !!b.consents.marketing.sms,
        email: !!b.consents.marketing.email,
        kakao: !!b.consents.marketing.kakao,
      },
      location: !!b.consents.location,
      guardian: under14 && b.guardian ? { name: b.guardian.name, mobile: b.guardian.mobile } : null,
      level: '정회원',
    }).catch(uniqueToConflict)
    await issueSignupCoupons(db, memberNo)
    const m = (await memberByNo(db, memberNo))!
    return c.json(await signIn(c, m), 201)
  })
  .post('/register/sns', validate('json', registerSnsBody), async (c) => {
    const b = c.req.valid('json')
    const db = c.env.DB
    const now = new Date().toISOString()
    const ticketHash = await sha256Hex(b.snsTicket)
    const t = await liveSnsTicket(db, ticketHash, now)
    if (!t) throw need('snsTicket', '간편 가입 시간이 지났어요. 간편 로그인을 다시 진행해 주세요.')
    if (!(await peekCertProof(db, b.mobile, b.certProof))) throw need('certProof', '휴대폰 인증을 완료해 주세요.')
    if (ageOn(b.birth) < 14)
      throw need('birth', '만 14세 미만은 간편 가입을 할 수 없어요. 일반 회원가입에서 보호자 동의와 함께 가입해 주세요.')
    // The provider's e-mail is kept only when no other member uses it; a typed one must be free.
    const email = b.email || (t.email && !(await isTaken(db, 'email', t.email)) ? t.email : null)
    await assertFree(c, [
      ['mobile', b.mobile],
      ['email', b.email],
    ])
    if (!(await spendSnsTicket(db, ticketHash, now)) || !(await verifyCertProof(db, b.mobile, b.certProof)))
      throw need('snsTicket', '이미 처리된 가입 요청이에요.', 409)
    const memberNo = await insertMember(db, {
      loginId: `${t.provider}_${(await sha256Hex(`${t.provider}:${t.provider_user_id}`)).slice(0, 12)}`,
      passwordHash: null,
      name: b.userName,
      gender: b.gender,
      birth: b.birth,
      mobile: b.mobile,
      email: email || null,
      nickName: null,
      ciHash: null,
      marketing: {
        app: !!b.consents.marketing.app,
        sms: !!b.consents.marketing.sms,
        email: !!b.consents.marketing.email,
        kakao: !!b.consents.marketing.kakao,
      },
      location: !!b.consents.location,
      guardian: null,
      level: '간편회원',
    }).catch(uniqueToConflict)
    await linkSocial(db, t.provider, t.provider_user_id, memberNo, t.email)
    await issueSignupCoupons(db, memberNo)
    const m = (await memberByNo(db, memberNo))!
    return c.json({ ...(await signIn(c, m)), registered: true as const }, 201)
  })

  // ---- duplicate checks: mobile, login id, email, nickname ----
  .get('/checkdupmobile', validate('query', checkDupMobileQuery), async (c) =>
    c.json(dup(await isTaken(c.env.DB, 'mobile', c.req.valid('query').mobile))),
  )
  .get('/checkdupid', validate('query', checkDupIdQuery), async (c) =>
    c.json(dup(await isTaken(c.env.DB, 'loginId', c.req.valid('query').loginId))),
  )
  .get('/checkdupemail', validate('query', checkDupEmailQuery), async (c) =>
    c.json(dup(await isTaken(c.env.DB, 'email', c.req.valid('query').email))),
  )
  .get('/checkdupnickname', validate('query', checkDupNickQuery), async (c) =>
    c.json(dup(await isTaken(c.env.DB, 'nickName', c.req.valid('query').nickName))),
  )
  .get('/checkdup', validate('query', checkDupQuery), async (c) => {
    const { type, query } = c.req.valid('query')
    const value = type === 'mobile' ? query.replace(/\D/g, '') : query
    return c.json(dup(await isTaken(c.env.DB, type, value)))
  })
  .get('/duplicated/:id', validate('param', duplicatedParam), async (c) =>
    c.json(dup(await isTaken(c.env.DB, 'loginId', c.req.valid('param').id))),
  )

  // ---- SMS certification (mobile, title / mobile, certifyKey as query) ----
  .post('/send/sms/certify', validate('query', smsSendQuery), async (c) => {
    const { mobile, title } = c.req.valid('query')
    const r = await sendCertCode(c.env, mobile, title)
    if (!r.ok) throw new ApiError(r.status, [{ field: 'mobile', reason: r.reason }])
    return c.json({ sent: true as const, expiresIn: r.expiresIn })
  })
  .post('/send/sms/certify/valid', validate('query', smsValidQuery), async (c) => {
    const { mobile, certifyKey } = c.req.valid('query')
    const r = await validateCertCode(c.env.DB, mobile, certifyKey)
    if (!r.ok) throw new ApiError(400, [{ field: 'certifyKey', reason: r.reason }])
    return c.json({ valid: true as const, certProof: r.proof })
  })

  // ---- account care ----
  .put('/update/push', requireMember(), validate('json', pushBody), async (c) => {
    const member = c.var.member
    const b = c.req.valid('json')
    const t = new Date().toISOString()
    const values: Record<string, string> = {}
    for (const [k, col] of [
      ['app', 'mkt_app'],
      ['sms', 'mkt_sms'],
      ['email', 'mkt_email'],
      ['kakao', 'mkt_kakao'],
    ] as const) {
      const v = b[k]
      if (v === undefined) continue
      values[`${col}_yn`] = v ? 'Y' : 'N'
      values[`${col}_dttm`] = t
    }
    if (b.push !== undefined) {
      values.push_yn = b.push ? 'Y' : 'N'
      values.push_dttm = t
    }
    await updateMemberColumns(c.env.DB, member.memberNo, values, t)
    const row = (await memberByNo(c.env.DB, member.memberNo))!
    return c.json({
      marketingAgree: toMemberInfo(row).marketingAgree,
      push: (row as unknown as { push_yn: string }).push_yn === 'Y',
      updatedAt: t,
    })
  })
  .post('/restore', validate('json', restoreBody), async (c) => {
    const b = c.req.valid('json')
    const db = c.env.DB
    // The phone proof comes first, so the password is never checked for someone who does not hold the
    // phone; then one answer for every mismatch, counted by the same lockout as sign-in.
    if (!(await peekCertProof(db, b.mobile, b.certProof))) throw need('certProof', '휴대폰 인증을 완료해 주세요.')
    const r = await checkPassword(db, b.loginId, b.password)
    if (!r.ok && r.lockedMinutes) throw new ApiError(423, [{ field: 'password', reason: lockedReason(r.lockedMinutes, r.justLocked) }])
    if (!r.ok || r.member.status !== 'DORMANT' || r.member.mobile !== b.mobile)
      throw need('loginId', '휴면 계정 정보가 일치하지 않아요. 아이디, 비밀번호, 휴대폰 번호를 확인해 주세요.')
    const m = r.member
    if (!(await verifyCertProof(db, b.mobile, b.certProof))) throw need('certProof', '휴대폰 인증을 완료해 주세요.')
    await reactivateMember(db, m.member_no, new Date().toISOString())
    return c.json({ ...(await signIn(c, { ...m, status: 'ACTIVE' })), restored: true })
  })
  .post('/restore/sns', validate('json', restoreSnsBody), async (c) => {
    const b = c.req.valid('json')
    const who = await snsWho(c, b.type, b.accessToken)
    if (!who) throw need('accessToken', '간편 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.', 401)
    const m = await memberBySocial(c.env.DB, b.type, who.id)
    if (!m || m.status !== 'DORMANT' || m.mobile !== b.mobile)
      throw need('mobile', '휴면 계정 정보가 일치하지 않아요. 휴대폰 번호를 확인해 주세요.')
    if (!(await verifyCertProof(c.env.DB, b.mobile, b.certProof))) throw need('certProof', '휴대폰 인증을 완료해 주세요.')
    await reactivateMember(c.env.DB, m.member_no, new Date().toISOString())
    return c.json({ ...(await signIn(c, { ...m, status: 'ACTIVE' })), restored: true })
  })
  .post('/update/login-verify', requireMember(), validate('json', updateLoginVerifyBody), async (c) => {
    const member = c.var.member
    const { identityTxId, memberNo } = c.req.valid('json')
    if (memberNo !== member.memberNo) throw need('memberNo', '본인 계정에만 인증 정보를 등록할 수 있어요.', 403)
    const idv = await peekVerification(c.env.DB, identityTxId)
    if (!idv) throw need('identityTxId', '본인인증 정보가 만료되었어요. 다시 인증해 주세요.')
    const other = await memberByCiHash(c.env.DB, idv.ciHash)
    if (other && other.member_no !== member.memberNo) throw need('identityTxId', '이미 다른 계정에 등록된 본인인증 정보예요.', 409)
    if (!(await consumeVerification(c.env.DB, identityTxId))) throw need('identityTxId', '이미 사용된 본인인증이에요. 다시 인증해 주세요.')
    await setMemberIdentity(c.env.DB, member.memberNo, idv, new Date().toISOString())
    return c.json({ ok: true as const, memberNo })
  })
  .post('/find/id', validate('json', findIdBody), async (c) => {
    const b = c.req.valid('json')
    if (!(await verifyCertProof(c.env.DB, b.mobile, b.certProof))) throw need('certProof', '휴대폰 인증을 완료해 주세요.')
    const m = await memberByMobile(c.env.DB, b.mobile)
    if (!m || m.member_nm.replace(/\s/g, '') !== b.userName.replace(/\s/g, ''))
      throw need('userName', '입력하신 정보와 일치하는 회원이 없어요.', 404)
    const sns = await socialProviders(c.env.DB, m.member_no)
    return c.json({ accounts: [{ loginId: maskLoginId(m.login_id), regDate: displayDate(m.reg_dttm ?? ''), sns }] } satisfies FindIdAnswer)
  })
  .post('/find/password', validate('json', resetPasswordBody), async (c) => {
    const b = c.req.valid('json')
    const m = await memberByLoginId(c.env.DB, b.loginId)
    if (!m || m.mobile !== b.mobile || !m.password_hash) throw need('loginId', '입력하신 정보와 일치하는 회원이 없어요.', 404)
    if (!(await verifyCertProof(c.env.DB, b.mobile, b.certProof))) throw need('certProof', '휴대폰 인증을 완료해 주세요.')
    const t = new Date().toISOString()
    await resetPassword(c.env.DB, m.member_no, await hashPassword(b.password), t)
    await revokeMemberSessions(c.env.DB, m.member_no)
    return c.json({ ok: true as const })
  })
  .put('/update/info', requireMember(), validate('json', updateInfoBody), async (c) => {
    const member = c.var.member
    const b = c.req.valid('json')
    const db = c.env.DB
    const m = (await memberByNo(db, member.memberNo))!
    const t = new Date().toISOString()
    const values: Record<string, string | null> = {}
    const set = (col: string, v: string | null) => {
      values[col] = v
    }
    let passwordChanged = false
    if (b.newPassword) {
      if (m.password_hash && !(await verifyPassword(b.currentPassword ?? '', m.password_hash)))
        throw need('currentPassword', '현재 비밀번호가 일치하지 않아요.')
      set('password_hash', await hashPassword(b.newPassword))
      set('password_changed_dttm', t)
      passwordChanged = true
    }
    if (b.mobile && b.mobile !== m.mobile) {
      if (!b.certProof || !(await verifyCertProof(db, b.mobile, b.certProof)))
        throw need('certProof', '변경할 휴대폰 번호의 인증을 완료해 주세요.')
      await assertFree(c, [['mobile', b.mobile]])
      set('mobile', b.mobile)
    }
    if (b.email !== undefined && (b.email || null) !== m.email) {
      await assertFree(c, [['email', b.email]])
      set('email', b.email || null)
    }
    if (b.nickName !== undefined && (b.nickName || null) !== m.nick_name) {
      await assertFree(c, [['nickName', b.nickName]])
      set('nick_name', b.nickName || null)
    }
    if (b.zipcode !== undefined) set('zipcode', b.zipcode || null)
    if (b.address !== undefined) set('address', b.address || null)
    if (b.addressDetail !== undefined) set('address_detail', b.addressDetail || null)
    if (b.marketing) {
      const cur = toMemberInfo(m).marketingAgree
      for (const k of ['app', 'sms', 'email', 'kakao'] as const) {
        if (b.marketing[k] === cur[k]) continue
        set(`mkt_${k}_yn`, b.marketing[k] ? 'Y' : 'N')
        set(`mkt_${k}_dttm`, t)
      }
    }
    await updateMemberColumns(db, member.memberNo, values, t).catch(uniqueToConflict)
    // A new password ends every other session (the one making the change stays).
    if (passwordChanged) await revokeMemberSessions(db, member.memberNo, member.tokenHash)
    return c.json(toMemberInfo((await memberByNo(db, member.memberNo))!))
  })
  .post('/withdraw', requireMember(), validate('json', withdrawBody), async (c) => {
    const member = c.var.member
    const b = c.req.valid('json')
    const db = c.env.DB
    const m = (await memberByNo(db, member.memberNo))!
    if (m.password_hash && !(await verifyPassword(b.password ?? '', m.password_hash))) throw need('password', '비밀번호가 일치하지 않아요.')
    const t = new Date().toISOString()
    await withdrawMember(db, member.memberNo, { reasonCd: b.reasonCd, reasonText: b.reasonText || null }, t)
    // Eye, face, fitting and family data go now; if a step fails, the nightly withdrawn-erase job finishes it.
    await eraseSensitiveData(c.env, member.memberNo).catch((e) =>
      console.error(JSON.stringify({ level: 'error', message: 'withdrawal erase failed', memberNo: member.memberNo, error: String(e) })),
    )
    clearSessionCookie(c)
    return c.json({ ok: true as const, withdrawnAt: t })
  })
  /** 통합회원: the store system looks the membership up (one → joined, several → choose, none → visit a store). */
  .post('/integration', requireMember(), validate('json', integrationBody), async (c) => {
    const member = c.var.member
    const b = c.req.valid('json')
    const db = c.env.DB
    const m = (await memberByNo(db, member.memberNo))!
    if (m.mobile !== b.mobile) throw need('mobile', '회원 정보의 휴대폰 번호로 인증해 주세요.')
    if (!(await peekCertProof(db, b.mobile, b.certProof))) throw need('certProof', '휴대폰 인증을 완료해 주세요.')
    const answer = await integrate(c.env, member.memberNo, { storeCode: b.storeCode ?? null, storeMemberId: b.storeMemberId ?? null })
    // The proof is spent once the accounts are joined; looking up and choosing keep it for the next step.
    if (answer.result === 'joined') await verifyCertProof(db, b.mobile, b.certProof)
    return c.json(answer)
  })
