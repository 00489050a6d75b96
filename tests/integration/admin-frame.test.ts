import { beforeAll, describe, expect, it } from 'vitest'
import { call, db, operatorCookie, read, seedShop, tokenFor } from './helpers'
import { totpCode } from '../../src/server/auth/totp'
import { createAdminApi } from '../../src/server/api/admin'
import { opBatch } from '../../src/server/db/operators'
import { GuardError } from '../../src/server/db/guard'
import { DEMO_OPERATORS } from '../../src/demo/seed'
import { CONSOLE_SECTIONS, ROLES, sectionOf, type Role } from '../../src/shared/admin/sections'

const PASSWORD = 'Davich!2026'
const secretOf = (loginId: string) => DEMO_OPERATORS.find((o) => o.loginId === loginId)!.totpSecret
const login = (body: unknown, origin = 'https://shop.test') =>
  read(call('/admin/api/auth/login', { json: body, headers: { origin }, origin }))
const cookieOf = (h: Headers) => /davich_op=([^;]+)/.exec(h.get('set-cookie') ?? '')?.[0] ?? ''

beforeAll(async () => {
  await seedShop()
})

describe('operator sign-in (id + password + TOTP)', () => {
  it('signs cs01 in with a right code and sets the console cookie: Path=/admin, HttpOnly, Secure, SameSite=Strict, 8 h', async () => {
    const r = await login({ loginId: 'cs01', password: PASSWORD, otp: totpCode(secretOf('cs01')) })
    expect(r.status).toBe(200)
    expect(r.json.operator).toMatchObject({ loginId: 'cs01', roles: ['CS'] })
    const set = r.headers.get('set-cookie') ?? ''
    expect(set).toMatch(/^davich_op=[A-Za-z0-9_-]{40,}/)
    expect(set).toMatch(/Path=\/admin(;|$)/)
    expect(set).toMatch(/HttpOnly/)
    expect(set).toMatch(/Secure/)
    expect(set).toMatch(/SameSite=Strict/)
    expect(set).toMatch(/Max-Age=28800/)
    const me = await read(call('/admin/api/me', { cookie: cookieOf(r.headers) }))
    expect(me.status).toBe(200)
    expect(me.json.loginId).toBe('cs01')
    // The same code is never good twice.
    const again = await login({ loginId: 'cs01', password: PASSWORD, otp: totpCode(secretOf('cs01')) })
    expect(again.status).toBe(401)
  })

  it('refuses a wrong code or password with one Korean reason, and logs each failure', async () => {
    const wrongOtp = await login({
      loginId: 'claims01',
      password: PASSWORD,
      otp: '000000' === totpCode(secretOf('claims01')) ? '111111' : '000000',
    })
    expect(wrongOtp.status).toBe(401)
    expect(wrongOtp.json.errors[0].reason).toContain('올바르지 않습니다')
    const wrongPw = await login({ loginId: 'claims01', password: 'nope', otp: totpCode(secretOf('claims01')) })
    expect(wrongPw.status).toBe(401)
    const unknown = await login({ loginId: 'ghost99', password: PASSWORD, otp: '123456' })
    expect(unknown.status).toBe(401)
    const rows = await db
      .prepare(`SELECT login_id, reason FROM operator_access_log WHERE action = 'auth.fail' ORDER BY log_no`)
      .all<{ login_id: string; reason: string }>()
    expect(rows.results.map((r) => `${r.login_id}:${r.reason}`)).toEqual(
      expect.arrayContaining(['claims01:otp', 'claims01:password', 'ghost99:unknown id']),
    )
  })

  it('locks for 10 minutes after 5 failures, even when 8 guesses arrive at once (atomic counter)', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => login({ loginId: 'md01', password: 'wrong-password', otp: '123456' })),
    )
    expect(guesses.every((g) => g.status === 401 || g.status === 423)).toBe(true)
    const row = await db
      .prepare(`SELECT failed_login_count, locked_until FROM operators WHERE login_id = 'md01'`)
      .first<{ failed_login_count: number; locked_until: string }>()
    expect(row!.failed_login_count).toBe(8)
    const minutes = (Date.parse(row!.locked_until) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(9)
    expect(minutes).toBeLessThanOrEqual(10)
    const right = await login({ loginId: 'md01', password: PASSWORD, otp: totpCode(secretOf('md01')) })
    expect(right.status).toBe(423)
    expect(right.json.errors[0].reason).toMatch(/잠겼습니다.*분 뒤에/)
  })

  it('refuses a cross-site sign-in post', async () => {
    const r = await read(
      call('/admin/api/auth/login', {
        json: { loginId: 'cs01', password: PASSWORD, otp: '123456' },
        headers: { origin: 'https://evil.test' },
      }),
    )
    expect(r.status).toBe(403)
  })

  it('bad input is a Korean 400, never a 500', async () => {
    for (const body of [
      {},
      { loginId: 'cs01' },
      { loginId: 'cs01', password: PASSWORD, otp: '12ab' },
      [],
      { loginId: 5, password: [], otp: {} },
    ]) {
      const r = await login(body)
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.json.errors[0].reason).toMatch(/[가-힣]/)
    }
  })
})

describe('enrolment: the otpauth QR is shown once', () => {
  it('a new operator created by SUPER is offered a secret at first sign-in, enrols with its first code, and is never offered one again', async () => {
    const admin = await operatorCookie('admin01')
    const created = await read(
      call('/admin/api/operators', {
        cookie: admin,
        json: { loginId: 'newcs02', name: '신입상담', password: 'Welcome#2026x', roles: ['CS'] },
      }),
    )
    expect(created.status).toBe(201)
    const offer = await login({ loginId: 'newcs02', password: 'Welcome#2026x' })
    expect(offer.status).toBe(200)
    expect(offer.headers.get('set-cookie')).toBeNull()
    expect(offer.json.enrol.uri).toMatch(/^otpauth:\/\/totp\/.*newcs02\?.*secret=/)
    expect(offer.json.enrol.qrSvg).toMatch(/^<svg/)
    const secret = offer.json.enrol.secret as string
    const done = await login({ loginId: 'newcs02', password: 'Welcome#2026x', otp: totpCode(secret) })
    expect(done.status).toBe(200)
    expect(done.json.operator.roles).toEqual(['CS'])
    const noSecondQr = await login({ loginId: 'newcs02', password: 'Welcome#2026x' })
    expect(noSecondQr.status).toBe(401)
    expect(noSecondQr.json.enrol).toBeUndefined()
  })
})

describe('sessions: operators are not members', () => {
  it('a shop member or store owner session on a console call is 403; no session is 401', async () => {
    for (const who of ['member01', 'store01']) {
      const token = await tokenFor(who)
      const asBearer = await read(call('/admin/api/cs/inquiries', { token }))
      expect(asBearer.status).toBe(403)
      expect(asBearer.json.errors[0].reason).toContain('운영자 계정')
      const asCookie = await read(call('/admin/api/audit', { cookie: `davich_token=${token}` }))
      expect(asCookie.status).toBe(403)
    }
    expect((await call('/admin/api/me')).status).toBe(401)
  })

  it('an operator session is never valid on a shop call (cookie or bearer)', async () => {
    const cookie = await operatorCookie('cs01')
    const token = cookie.split('=')[1]
    expect((await call('/v1/front/member/info', { cookie })).status).toBe(401)
    expect((await call('/v1/front/member/info', { token })).status).toBe(401)
    expect((await call('/v1/front/member/info', { cookie: `davich_token=${token}` })).status).toBe(401)
  })

  it('ends after 30 idle minutes and after 8 hours whatever the activity', async () => {
    const idle = await operatorCookie('cs01')
    await db
      .prepare(`UPDATE operator_sessions SET last_seen_dttm = ?1 WHERE operator_no = 2`)
      .bind(new Date(Date.now() - 31 * 60_000).toISOString())
      .run()
    expect((await call('/admin/api/me', { cookie: idle })).status).toBe(401)
    const old = await operatorCookie('cs01')
    await db
      .prepare(`UPDATE operator_sessions SET expires_dttm = ?1 WHERE revoked_dttm IS NULL AND operator_no = 2`)
      .bind(new Date(Date.now() - 1000).toISOString())
      .run()
    expect((await call('/admin/api/me', { cookie: old })).status).toBe(401)
  })

  it('signs out: the session ends', async () => {
    const cookie = await operatorCookie('claims01')
    expect((await call('/admin/api/me/logout', { cookie, method: 'POST', headers: { origin: 'https://shop.test' } })).status).toBe(200)
    expect((await call('/admin/api/me', { cookie })).status).toBe(401)
  })
})

/**
 * Role × endpoint, generated from the console API's own route table (Hono's `routes`): every registered call is
 * made as each role, and the answer must be 403 exactly when the call's section is outside that role.
 */
describe('roles as permissions: every console endpoint × every role', () => {
  const routes = createAdminApi()
    .routes.filter((r) => r.method !== 'ALL')
    .map((r) => ({ method: r.method, path: r.path.replace(/:[A-Za-z]+/g, (p) => (p === ':inquiryNo' ? 'I1' : '1')) }))
  const operatorOf: Record<Role, string> = { SUPER: 'admin01', CS: 'cs01', CLAIMS: 'claims01', MD: 'md01', MARKETING: 'mkt01' }

  it('the route table is not empty and every route belongs to a known section', () => {
    expect(routes.length).toBeGreaterThan(8)
    for (const r of routes) expect(sectionOf(r.path), r.path).not.toBeNull()
  })

  for (const role of ROLES) {
    it(`${role}: allowed sections answer (not 401/403), the others 403 with a Korean reason and a log row`, async () => {
      const mismatches: string[] = []
      for (const r of routes) {
        const section = sectionOf(r.path)!
        if (section.roles === 'public') continue
        const allowed = section.roles === 'signed-in' || section.roles.includes(role)
        const cookie = await operatorCookie(operatorOf[role])
        const res = await read(
          call(r.path, { method: r.method, cookie, headers: { origin: 'https://shop.test' }, ...(r.method === 'GET' ? {} : { json: {} }) }),
        )
        const forbidden = res.status === 403
        if (allowed === forbidden || res.status === 401 || res.status >= 500) mismatches.push(`${r.method} ${r.path} → ${res.status}`)
        if (forbidden) expect(res.json.errors[0].reason).toMatch(/권한이 있는 운영자만/)
      }
      expect(mismatches).toEqual([])
      const denied = await db
        .prepare(`SELECT COUNT(*) AS n FROM operator_access_log WHERE action = 'denied' AND login_id = ?1`)
        .bind(operatorOf[role])
        .first<{ n: number }>()
      const expected = routes.filter((r) => {
        const s = sectionOf(r.path)!
        return Array.isArray(s.roles) && !s.roles.includes(role)
      }).length
      expect(denied!.n).toBe(expected)
    })
  }

  it('every section with pages names its roles in the one table', () => {
    for (const s of CONSOLE_SECTIONS) if (s.menu?.length) expect(Array.isArray(s.roles)).toBe(true)
  })
})

describe('the access log', () => {
  it('is append-only: the trigger refuses UPDATE and DELETE', async () => {
    await expect(db.prepare(`UPDATE operator_access_log SET reason = 'x'`).run()).rejects.toThrow(/append-only/)
    await expect(db.prepare(`DELETE FROM operator_access_log`).run()).rejects.toThrow(/append-only/)
  })

  it('is written in the same batch as the action: a batch whose role guard fails writes no log row', async () => {
    const before = await db.prepare(`SELECT COUNT(*) AS n FROM operator_access_log`).first<{ n: number }>()
    const op = { operatorNo: 2, loginId: 'cs01', ip: '', allowed: ['SUPER'] as const }
    await expect(
      opBatch(db, op, { action: 'test.write', subject: 'member:1' }, [
        db.prepare(`UPDATE members SET upd_dttm = upd_dttm WHERE member_no = 1`),
      ]),
    ).rejects.toBeInstanceOf(GuardError)
    const after = await db.prepare(`SELECT COUNT(*) AS n FROM operator_access_log`).first<{ n: number }>()
    expect(after!.n).toBe(before!.n)
  })

  it('SUPER searches it at GET /admin/api/audit (by operator and action); the search itself is logged', async () => {
    const admin = await operatorCookie('admin01')
    const r = await read(call('/admin/api/audit?loginId=cs01&action=auth', { cookie: admin }))
    expect(r.status).toBe(200)
    expect(r.json.total).toBeGreaterThan(0)
    expect(r.json.rows.every((x: { loginId: string; action: string }) => x.loginId === 'cs01' && x.action.startsWith('auth'))).toBe(true)
    const bad = await read(call('/admin/api/audit?from=20261399', { cookie: admin }))
    expect(bad.status).toBe(400)
    const logged = await db
      .prepare(`SELECT COUNT(*) AS n FROM operator_access_log WHERE action = 'audit.search' AND login_id = 'admin01'`)
      .first<{ n: number }>()
    expect(logged!.n).toBeGreaterThan(0)
  })

  it('a member list download needs SUPER and a reason, and is logged with its row count', async () => {
    const admin = await operatorCookie('admin01')
    const noReason = await read(call('/admin/api/members/export', { cookie: admin, json: {}, headers: { origin: 'https://shop.test' } }))
    expect(noReason.status).toBe(400)
    const ok = await read(
      call('/admin/api/members/export', {
        cookie: admin,
        json: { reason: '분기 회원 현황 보고' },
        headers: { origin: 'https://shop.test' },
      }),
    )
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toContain('text/csv')
    const lines = ok.text.trim().split('\r\n')
    expect(lines[0]).toContain('회원번호')
    expect(ok.text).not.toMatch(/010\d{8}/) // masked mobiles
    const row = await db
      .prepare(`SELECT reason, detail FROM operator_access_log WHERE action = 'members.export' ORDER BY log_no DESC`)
      .first<{ reason: string; detail: string }>()
    expect(row).toEqual({ reason: '분기 회원 현황 보고', detail: `rows=${lines.length - 1}` })
  })
})
