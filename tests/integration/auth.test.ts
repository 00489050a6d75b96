import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { createApi } from '../../src/server/api'
import type { RenderSessions } from '../../src/server/auth/session'
import { hashPassword, PBKDF2_MAX_ITERATIONS, verifyPassword } from '../../src/server/auth/password'
import { addMember, call, certProof, db, login, PW } from './member-helpers'

describe('passwords', () => {
  it('caps PBKDF2 at 100,000 iterations: 100,001 throws', async () => {
    expect(PBKDF2_MAX_ITERATIONS).toBe(100_000)
    await expect(hashPassword('x', { iterations: 100_001 })).rejects.toThrow(RangeError)
    const h = await hashPassword('secret', { iterations: 100_000 })
    expect(h.startsWith('pbkdf2-sha256$100000$')).toBe(true)
    expect(await verifyPassword('secret', h)).toBe(true)
    expect(await verifyPassword('Secret', h)).toBe(false)
    // a stored hash claiming more iterations than the cap is refused, not computed
    expect(await verifyPassword('secret', h.replace('$100000$', '$100001$'))).toBe(false)
  })
})

describe('sessions and cookies', () => {
  it('sets an HttpOnly; Secure; SameSite=Strict cookie and revokes it on logout', async () => {
    await addMember({ loginId: 'cookie01', mobile: '01020000001' })
    const { r, token, cookie } = await login('cookie01')
    expect(r.status).toBe(200)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/Secure/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/) // 256-bit
    expect((await call('/v1/front/member/info', { token })).status).toBe(200)
    const out = await call('/v1/front/member/logout', { method: 'POST', token })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/davich_token=;/)
    expect((await call('/v1/front/member/info', { token })).status).toBe(401)
  })

  it('login/native answers the token in the body and sets no cookie', async () => {
    await addMember({ loginId: 'native01', mobile: '01020000002' })
    const r = await call('/v1/front/member/login/native', { method: 'POST', json: { userId: 'native01', password: PW } })
    expect(r.status).toBe(200)
    expect(r.headers.get('set-cookie')).toBeNull()
    const b = (await r.json()) as any
    expect(b.roles).toEqual(['ROLE_USER'])
    expect((await call('/v1/front/member/info', { token: b.token })).status).toBe(200)
  })

  it('a password change revokes the other sessions and keeps the current one', async () => {
    await addMember({ loginId: 'pwchange1', mobile: '01020000003' })
    const a = await login('pwchange1')
    const b = await login('pwchange1')
    const r = await call('/v1/front/member/update/info', {
      method: 'PUT',
      token: a.token,
      json: { currentPassword: PW, newPassword: 'NewPass!2027' },
    })
    expect(r.status).toBe(200)
    expect((await call('/v1/front/member/info', { token: a.token })).status).toBe(200)
    expect((await call('/v1/front/member/info', { token: b.token })).status).toBe(401)
    expect((await login('pwchange1')).r.status).toBe(401)
    expect((await login('pwchange1', 'NewPass!2027')).r.status).toBe(200)
  })

  it('a password reset (find password) revokes every session', async () => {
    await addMember({ loginId: 'pwreset01', mobile: '01020000004' })
    const a = await login('pwreset01')
    const certProofValue = await certProof('01020000004')
    const r = await call('/v1/front/member/find/password', {
      method: 'POST',
      json: {
        loginId: 'pwreset01',
        mobile: '01020000004',
        certProof: certProofValue,
        password: 'Reset!2027x',
        passwordConfirm: 'Reset!2027x',
      },
    })
    expect(r.status).toBe(200)
    expect((await call('/v1/front/member/info', { token: a.token })).status).toBe(401)
    expect((await login('pwreset01', 'Reset!2027x')).r.status).toBe(200)
  })

  it('an expired or idle session is refused', async () => {
    const no = await addMember({ loginId: 'idle01', mobile: '01020000005' })
    const { token } = await login('idle01')
    await db().prepare(`UPDATE sessions SET last_seen_dttm = '2020-01-01T00:00:00.000Z' WHERE member_no = ?1`).bind(no).run()
    expect((await call('/v1/front/member/info', { token })).status).toBe(401)
  })
})

describe('wrong-password lockout', () => {
  it('locks the account for 10 minutes after 5 wrong passwords, with a Korean message', async () => {
    await addMember({ loginId: 'lock01', mobile: '01020000006' })
    for (let i = 0; i < 4; i++) {
      const { r } = await login('lock01', 'wrong-password')
      expect(r.status).toBe(401)
      expect(((await r.json()) as any).errors[0].reason).toBe('아이디 또는 비밀번호가 일치하지 않습니다.')
    }
    const fifth = await login('lock01', 'wrong-password')
    expect(fifth.r.status).toBe(423)
    expect(((await fifth.r.json()) as any).errors[0].reason).toMatch(/10분간 로그인이 제한/)
    const right = await login('lock01')
    expect(right.r.status).toBe(423)
    expect(((await right.r.json()) as any).errors[0].reason).toMatch(/분 후에 다시 시도/)
  })

  it('answers 410 for a dormant account', async () => {
    await addMember({ loginId: 'sleepy01', mobile: '01020000007', status: 'DORMANT' })
    const { r } = await login('sleepy01')
    expect(r.status).toBe(410)
    expect(((await r.json()) as any).errors[0].field).toBe('loginId')
  })
})

describe('one session lookup per server render', () => {
  it("shares the token's lookup between a render's in-process reads; a state change among them clears it", async () => {
    await addMember({ loginId: 'render01', mobile: '01020000091' })
    const { token } = await login('render01')
    const api = createApi()
    const renderSessions: RenderSessions = new Map()
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: { renderSessions } } as unknown as ExecutionContext
    const inProcess = (path: string, method = 'GET') =>
      api.fetch(new Request(`http://in-process${path}`, { method, headers: { authorization: `Bearer ${token}` } }), env, ctx)
    // Every API request reads through a D1 session (api/d1-session.ts): count the session lookups prepared on them.
    const e = env as unknown as { DB: D1Database }
    const sqls: string[] = []
    const withSession = e.DB.withSession.bind(e.DB)
    const prepare = vi.spyOn(e.DB, 'withSession').mockImplementation((...args) => {
      const session = withSession(...args)
      const own = session.prepare.bind(session)
      session.prepare = (sql: string) => (sqls.push(sql), own(sql))
      return session
    })
    const lookups = () => sqls.filter((sql) => /FROM sessions s JOIN members/.test(sql)).length
    try {
      const reads = await Promise.all(
        ['/v1/front/member/info', '/api/v1/front/benefit/grade', '/api/v1/front/benefit/summary'].map((p) => inProcess(p)),
      )
      expect(reads.map((r) => r.status)).toEqual([200, 200, 200])
      expect(lookups()).toBe(1)
      expect((await inProcess('/v1/front/member/logout', 'POST')).status).toBe(200)
      expect((await inProcess('/v1/front/member/info')).status).toBe(401)
      expect(lookups()).toBe(3)
      // Outside a render (no memo in ctx.props) every request looks its token up itself, as before.
      const { token: again } = await login('render01')
      const plain = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext
      for (let i = 0; i < 2; i++)
        await api.fetch(
          new Request('http://in-process/v1/front/member/info', { headers: { authorization: `Bearer ${again}` } }),
          env,
          plain,
        )
      expect(lookups()).toBe(5)
    } finally {
      prepare.mockRestore()
    }
  })

  it('keys the memo by token: N identical concurrent reads share one member, another member in the same memo gets their own', async () => {
    await addMember({ loginId: 'render02', mobile: '01020000092' })
    await addMember({ loginId: 'render03', mobile: '01020000093' })
    const [{ token: a }, { token: b }] = [await login('render02'), await login('render03')]
    const api = createApi()
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: { renderSessions: new Map() } } as unknown as ExecutionContext
    const info = async (token: string) => {
      const r = await api.fetch(
        new Request('http://in-process/v1/front/member/info', { headers: { authorization: `Bearer ${token}` } }),
        env,
        ctx,
      )
      return (await r.json()) as { loginId?: string }
    }
    const answers = await Promise.all([...Array.from({ length: 8 }, () => info(a)), info(b), info('x'.repeat(43))])
    expect(answers.slice(0, 8).map((m) => m.loginId)).toEqual(Array(8).fill('render02'))
    expect(answers[8].loginId).toBe('render03')
    expect(answers[9].loginId).toBeUndefined() // an unknown token is a guest, not the member looked up before it
  })
})
