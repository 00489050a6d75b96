import { describe, expect, it } from 'vitest'
import { addMember, call, certProof, db, login, PW } from './member-helpers'

const consents = { terms: true, privacy: true, membership: true, marketing: { sms: true } }
const body = (o: Record<string, unknown> = {}) => ({
  loginId: 'newbie01',
  password: 'Newbie!2026',
  userName: '홍길동',
  gender: 'M',
  birth: '19900101',
  mobile: '01030000001',
  consents,
  ...o,
})
const json = async (r: Response) => (await r.json()) as any
const korean = (s: string) => /[가-힣]/.test(s)

async function cookieOf(r: Response) {
  return r.headers.get('set-cookie')?.match(/davich_token=([^;]+)/)?.[1] ?? ''
}

/** Runs a whole OAuth code flow through the in-process sandbox and answers login/sns. */
async function snsFlow(type: 'kakao' | 'naver', user = 'tester1') {
  const a = await call(`/v1/front/member/oauth/authorize?type=${type}&returnUrl=%2Fmypage`)
  expect(a.status).toBe(302)
  const oauthCookie = a.headers.get('set-cookie')!.match(/davich_oauth=([^;]+)/)![1]
  const authorize = new URL(a.headers.get('location')!)
  const state = authorize.searchParams.get('state')!
  expect(authorize.pathname).toBe(type === 'kakao' ? '/__sandbox/kakao/oauth/authorize' : '/__sandbox/naver/oauth2.0/authorize')
  const page = await call(authorize.pathname + authorize.search)
  expect(page.status).toBe(200)
  const form = new URLSearchParams({ redirect_uri: authorize.searchParams.get('redirect_uri')!, state, user })
  const back = await call(authorize.pathname, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  const cb = new URL(back.headers.get('location')!)
  expect(cb.pathname).toBe(`/account/callback/${type}`)
  expect(cb.searchParams.get('state')).toBe(state)
  const tok = await call('/v1/front/member/oauth/token', {
    method: 'POST',
    json: { type, state, code: cb.searchParams.get('code') },
    headers: { cookie: `davich_oauth=${oauthCookie}` },
  })
  expect(tok.status).toBe(200)
  const { accessToken, returnUrl } = await json(tok)
  expect(returnUrl).toBe('/mypage')
  // state is single use
  const again = await call('/v1/front/member/oauth/token', {
    method: 'POST',
    json: { type, state, code: 'x' },
    headers: { cookie: `davich_oauth=${oauthCookie}` },
  })
  expect(again.status).toBe(400)
  return {
    accessToken,
    login: await call('/v1/front/member/login/sns', { method: 'POST', json: { type, accessToken, storeCode: '1001' } }),
  }
}

describe('register', () => {
  it('signs up with an SMS proof, signs in, and refuses the same id/mobile again', async () => {
    const proof = await certProof('01030000001')
    const r = await call('/v1/front/member/register', {
      method: 'POST',
      json: body({ certProof: proof, email: 'newbie@example.com', nickName: '새내기' }),
    })
    expect(r.status).toBe(201)
    const token = await cookieOf(r)
    const info = await json(await call('/v1/front/member/info', { token }))
    expect(info).toMatchObject({
      loginId: 'newbie01',
      userName: '홍길동',
      userMobile: '01030000001',
      marketingAgree: { sms: true, app: false },
    })
    const row = await db().prepare(`SELECT mkt_sms_dttm, terms_agree_dttm FROM members WHERE login_id = 'newbie01'`).first<any>()
    expect(row.mkt_sms_dttm).toBeTruthy()
    expect(row.terms_agree_dttm).toBeTruthy()
    const dupId = await call('/v1/front/member/register', {
      method: 'POST',
      json: body({ mobile: '01030000009', certProof: await certProof('01030000009') }),
    })
    expect(dupId.status).toBe(409)
    expect((await json(dupId)).errors[0]).toMatchObject({ field: 'loginId' })
  })

  it('refuses a missing or spent proof, bad fields, missing consents (400, Korean reasons)', async () => {
    const noProof = await call('/v1/front/member/register', { method: 'POST', json: body({ loginId: 'noproof01', mobile: '01030000002' }) })
    expect(noProof.status).toBe(400)
    expect((await json(noProof)).errors[0].field).toBe('certProof')
    const bad = await call('/v1/front/member/register', {
      method: 'POST',
      json: { loginId: 'A', password: 'short', userName: '', gender: 'X', birth: '1990', mobile: '123', consents: { terms: false } },
    })
    expect(bad.status).toBe(400)
    const errs = (await json(bad)).errors as { field: string; reason: string }[]
    for (const f of ['loginId', 'password', 'userName', 'gender', 'birth', 'mobile', 'consents.terms'])
      expect(errs.map((e) => e.field)).toContain(f)
    for (const e of errs) expect(korean(e.reason)).toBe(true)
    const notJson = await call('/v1/front/member/register', {
      method: 'POST',
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
  })

  it('asks a guardian for under-14 sign-ups', async () => {
    const proof = await certProof('01030000003')
    const kid = body({ loginId: 'kid2015', mobile: '01030000003', birth: '20150303', certProof: proof })
    const r = await call('/v1/front/member/register', { method: 'POST', json: kid })
    expect(r.status).toBe(400)
    expect((await json(r)).errors[0]).toMatchObject({ field: 'guardian', reason: expect.stringMatching(/법정대리인/) })
    const g = await certProof('01030000004')
    const ok = await call('/v1/front/member/register', {
      method: 'POST',
      json: { ...kid, guardian: { name: '홍부모', mobile: '01030000004', certProof: g, agree: true } },
    })
    expect(ok.status).toBe(201)
  })
})

describe('duplicate checks', () => {
  it('answers duplicated true/false and 400 on bad input', async () => {
    await addMember({ loginId: 'dupcheck1', mobile: '01031000001', email: 'dup@example.com' })
    await db().prepare(`UPDATE members SET nick_name = '중복닉' WHERE login_id = 'dupcheck1'`).run()
    const cases: [string, boolean][] = [
      ['/checkdupid?loginId=dupcheck1', true],
      ['/checkdupid?loginId=freeid01', false],
      ['/checkdupmobile?mobile=010-3100-0001', true],
      ['/checkdupmobile?mobile=01031000002', false],
      ['/checkdupemail?email=DUP@example.com', true],
      ['/checkdupemail?email=free@example.com', false],
      ['/checkdupnickname?nickName=중복닉', true],
      [`/checkdup?type=loginId&query=dupcheck1`, true],
      [`/checkdup?type=mobile&query=01031000009`, false],
      ['/duplicated/dupcheck1', true],
      ['/duplicated/nobody99', false],
    ]
    for (const [q, dup] of cases) {
      const r = await call('/v1/front/member' + encodeURI(q))
      expect(r.status, q).toBe(200)
      expect((await json(r)).duplicated, q).toBe(dup)
    }
    for (const q of [
      '/checkdupid',
      '/checkdupid?loginId=A!',
      '/checkdupmobile?mobile=12',
      '/checkdupemail?email=nope',
      '/checkdupnickname?nickName=a',
      '/checkdup?type=x&query=1',
    ]) {
      const r = await call('/v1/front/member' + q)
      expect(r.status, q).toBe(400)
      expect(korean((await json(r)).errors[0].reason)).toBe(true)
    }
  })
})

describe('social sign-in through the sandboxes', () => {
  for (const type of ['kakao', 'naver'] as const) {
    it(`${type}: unknown account → sign-up ticket → register/sns → next time signs in`, async () => {
      const first = await snsFlow(type, 'tester2')
      expect(first.login.status).toBe(200)
      const a = await json(first.login)
      expect(a).toMatchObject({ registered: false, type, email: 'tester2@sandbox.example', name: '이샌드' })
      const mobile = type === 'kakao' ? '01032000001' : '01032000002'
      const reg = await call('/v1/front/member/register/sns', {
        method: 'POST',
        json: {
          snsTicket: a.snsTicket,
          userName: '이샌드',
          gender: 'F',
          birth: '19950505',
          mobile,
          certProof: await certProof(mobile),
          consents,
        },
      })
      expect(reg.status).toBe(201)
      const token = await cookieOf(reg)
      expect((await json(await call('/v1/front/member/info', { token }))).snsLoginType).toBe(type)
      const reuse = await call('/v1/front/member/register/sns', {
        method: 'POST',
        json: {
          snsTicket: a.snsTicket,
          userName: '이샌드',
          gender: 'F',
          birth: '19950505',
          mobile: '01032000008',
          certProof: await certProof('01032000008'),
          consents,
        },
      })
      expect(reuse.status).toBe(400)
      const second = await snsFlow(type, 'tester2')
      expect(await json(second.login)).toMatchObject({ registered: true, roles: ['ROLE_USER'] })
    })
  }

  it('apple: form_post with an RS256 id_token verified against the sandbox JWKS, state and nonce checked', async () => {
    const a = await call('/v1/front/member/oauth/authorize?type=apple')
    const oauthCookie = a.headers.get('set-cookie')!.match(/davich_oauth=([^;]+)/)![1]
    const authorize = new URL(a.headers.get('location')!)
    expect(authorize.searchParams.get('response_mode')).toBe('form_post')
    const p = authorize.searchParams
    const page = await call(authorize.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: p.get('client_id')!,
        redirect_uri: p.get('redirect_uri')!,
        state: p.get('state')!,
        nonce: p.get('nonce')!,
        user: 'tester1',
      }),
    })
    const html = await page.text()
    const field = (n: string) => html.match(new RegExp(`name="${n}" value="([^"]+)"`))![1].replace(/&#61;/g, '=')
    const idToken = field('id_token')
    expect(idToken.split('.')).toHaveLength(3)
    // a forged state is refused
    const forged = await call('/account/callback/apple', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: 'x'.repeat(32), id_token: idToken }),
    })
    expect(forged.headers.get('location')).toBe('/account/signin?error=apple')
    // a tampered token is refused
    const tampered = await call('/account/callback/apple', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: p.get('state')!, id_token: idToken.slice(0, -4) + 'AAAA' }),
    })
    expect(tampered.headers.get('location')).toBe('/account/signin?error=apple')
    const post = await call('/account/callback/apple', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: p.get('state')!, id_token: idToken, code: 'c' }),
    })
    expect(post.status).toBe(303)
    expect(post.headers.get('location')).toBe(`/account/callback/apple?state=${encodeURIComponent(p.get('state')!)}`)
    const tok = await call('/v1/front/member/oauth/token', {
      method: 'POST',
      json: { type: 'apple', state: p.get('state') },
      headers: { cookie: `davich_oauth=${oauthCookie}` },
    })
    expect(tok.status).toBe(200)
    const { accessToken } = await json(tok)
    const l = await call('/v1/front/member/login/sns', { method: 'POST', json: { type: 'apple', accessToken } })
    expect(await json(l)).toMatchObject({ registered: false, type: 'apple', email: 'tester1@sandbox.example' })
  })

  it('refuses a token exchange from another browser (no oauth cookie) and bad sns input', async () => {
    const a = await call('/v1/front/member/oauth/authorize?type=kakao')
    const state = new URL(a.headers.get('location')!).searchParams.get('state')
    const r = await call('/v1/front/member/oauth/token', { method: 'POST', json: { type: 'kakao', state, code: 'abc' } })
    expect(r.status).toBe(400)
    const bad = await call('/v1/front/member/login/sns', { method: 'POST', json: { type: 'facebook', accessToken: '' } })
    expect(bad.status).toBe(400)
    const unknown = await call('/v1/front/member/login/sns', { method: 'POST', json: { type: 'kakao', accessToken: 'not-a-token' } })
    expect(unknown.status).toBe(401)
    expect(korean((await json(unknown)).errors[0].reason)).toBe(true)
  })
})

describe('identity verification, login/verify, update/login-verify', () => {
  async function verify(provider: 'pass' | 'kcb' | 'ipin', mobile: string, purpose = 'signup') {
    const s = await json(await call('/v1/front/member/identity/start', { method: 'POST', json: { provider, purpose } }))
    const u = new URL(s.authUrl, 'http://x')
    expect((await call(u.pathname + u.search)).status).toBe(200)
    const back = await call(u.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ txId: s.txId, returnUrl: u.searchParams.get('returnUrl')!, user: 'tester1', mobile }),
    })
    const result = new URL(back.headers.get('location')!, 'http://x')
    const done = await call('/v1/front/member/identity/complete', {
      method: 'POST',
      json: { txId: result.searchParams.get('txId'), encData: result.searchParams.get('encData') },
    })
    return { res: done, txId: s.txId as string, encData: result.searchParams.get('encData')! }
  }

  it('stores CI/DI encrypted, registers with it, then signs in by it', async () => {
    const { res, txId } = await verify('pass', '01033000001')
    expect(res.status).toBe(200)
    const person = await json(res)
    expect(person).toMatchObject({
      name: '김테스트',
      birth: '19900101',
      gender: 'M',
      mobile: '01033000001',
      registered: false,
      under14: false,
    })
    expect(JSON.stringify(person)).not.toMatch(/CI-|DI-/)
    const row = await db().prepare('SELECT ci_enc, di_enc FROM identity_verifications WHERE tx_id = ?1').bind(txId).first<any>()
    expect(row.ci_enc).toMatch(/^v1\./)
    expect(row.ci_enc).not.toMatch(/CI-/)
    const reg = await call('/v1/front/member/register', {
      method: 'POST',
      json: body({ loginId: 'verified01', mobile: '01033000001', identityTxId: txId }),
    })
    expect(reg.status).toBe(201)
    // the verification is single use
    const again = await call('/v1/front/member/register', {
      method: 'POST',
      json: body({ loginId: 'verified02', mobile: '01033000001', identityTxId: txId }),
    })
    expect(again.status).toBe(400)
    const second = await verify('kcb', '01033000001', 'verify')
    expect((await json(second.res)).registered).toBe(true)
    const l = await call('/v1/front/member/login/verify', { method: 'POST', json: { identityTxId: second.txId } })
    expect(l.status).toBe(200)
  })

  it('refuses a forged envelope and attaches identity only to the caller', async () => {
    const { txId, encData } = await verify('ipin', '01033000002')
    const forged = await call('/v1/front/member/identity/complete', {
      method: 'POST',
      json: { txId, encData: encData.slice(0, -3) + 'abc' },
    })
    expect(forged.status).toBe(400)
    const no = await addMember({ loginId: 'attach01', mobile: '01033000003' })
    const { token } = await login('attach01')
    const v = await verify('pass', '01033000003')
    const other = await call('/v1/front/member/update/login-verify', {
      method: 'POST',
      token,
      json: { identityTxId: v.txId, memberNo: no + 1000 },
    })
    expect(other.status).toBe(403)
    const ok = await call('/v1/front/member/update/login-verify', { method: 'POST', token, json: { identityTxId: v.txId, memberNo: no } })
    expect(ok.status).toBe(200)
    const guest = await call('/v1/front/member/update/login-verify', { method: 'POST', json: { identityTxId: v.txId, memberNo: no } })
    expect(guest.status).toBe(401)
  })
})

describe('account care', () => {
  it('update/push records each channel with its time', async () => {
    await addMember({ loginId: 'push01', mobile: '01034000001' })
    const { token } = await login('push01')
    const r = await call('/v1/front/member/update/push', { method: 'PUT', token, json: { app: true, email: true, push: true } })
    expect(r.status).toBe(200)
    expect(await json(r)).toMatchObject({ marketingAgree: { app: true, email: true, sms: false }, push: true })
    expect((await call('/v1/front/member/update/push', { method: 'PUT', json: { app: true } })).status).toBe(401)
    expect((await call('/v1/front/member/update/push', { method: 'PUT', token, json: { app: 'yes' } })).status).toBe(400)
  })

  it('find id answers the masked id; dormant restore brings the account back', async () => {
    await addMember({ loginId: 'findme01', mobile: '01034000002', name: '이찾기' })
    const r = await call('/v1/front/member/find/id', {
      method: 'POST',
      json: { userName: '이찾기', mobile: '01034000002', certProof: await certProof('01034000002') },
    })
    expect(r.status).toBe(200)
    expect((await json(r)).accounts[0].loginId).toBe('fin***01')
    const wrong = await call('/v1/front/member/find/id', {
      method: 'POST',
      json: { userName: '김아님', mobile: '01034000002', certProof: await certProof('01034000002') },
    })
    expect(wrong.status).toBe(404)

    await addMember({ loginId: 'dormant77', mobile: '01034000003', status: 'DORMANT' })
    expect((await login('dormant77')).r.status).toBe(410)
    const bad = await call('/v1/front/member/restore', {
      method: 'POST',
      json: { loginId: 'dormant77', password: PW, mobile: '01034000003', certProof: 'nope-proof' },
    })
    expect(bad.status).toBe(400)
    const ok = await call('/v1/front/member/restore', {
      method: 'POST',
      json: { loginId: 'dormant77', password: PW, mobile: '01034000003', certProof: await certProof('01034000003') },
    })
    expect(ok.status).toBe(200)
    expect((await login('dormant77')).r.status).toBe(200)
  })

  it('edit info checks the current password and the new mobile proof', async () => {
    await addMember({ loginId: 'edit01', mobile: '01034000004' })
    const { token } = await login('edit01')
    const wrongPw = await call('/v1/front/member/update/info', {
      method: 'PUT',
      token,
      json: { currentPassword: 'nope', newPassword: 'Another!2027' },
    })
    expect(wrongPw.status).toBe(400)
    const noProof = await call('/v1/front/member/update/info', { method: 'PUT', token, json: { mobile: '01034000005' } })
    expect(noProof.status).toBe(400)
    const ok = await call('/v1/front/member/update/info', {
      method: 'PUT',
      token,
      json: {
        mobile: '01034000005',
        certProof: await certProof('01034000005'),
        email: 'edit@example.com',
        nickName: '편집왕',
        marketing: { app: true, sms: false, email: true, kakao: false },
      },
    })
    expect(ok.status).toBe(200)
    expect(await json(ok)).toMatchObject({
      userMobile: '01034000005',
      userEmail: 'edit@example.com',
      nickName: '편집왕',
      marketingAgree: { app: true, email: true },
    })
  })

  it('withdraw needs a reason and the password, revokes every session and frees the mobile', async () => {
    await addMember({ loginId: 'bye01', mobile: '01034000006' })
    const a = await login('bye01')
    const b = await login('bye01')
    const noReason = await call('/v1/front/member/withdraw', { method: 'POST', token: a.token, json: { agree: true } })
    expect(noReason.status).toBe(400)
    const etc = await call('/v1/front/member/withdraw', {
      method: 'POST',
      token: a.token,
      json: { reasonCd: '90', reasonText: ' ', agree: true, password: PW },
    })
    expect(etc.status).toBe(400)
    expect((await json(etc)).errors[0].field).toBe('reasonText')
    const wrong = await call('/v1/front/member/withdraw', {
      method: 'POST',
      token: a.token,
      json: { reasonCd: '10', agree: true, password: 'nope' },
    })
    expect(wrong.status).toBe(400)
    const ok = await call('/v1/front/member/withdraw', {
      method: 'POST',
      token: a.token,
      json: { reasonCd: '10', agree: true, password: PW },
    })
    expect(ok.status).toBe(200)
    expect((await call('/v1/front/member/info', { token: a.token })).status).toBe(401)
    expect((await call('/v1/front/member/info', { token: b.token })).status).toBe(401)
    expect((await login('bye01')).r.status).toBe(401)
    expect((await json(await call('/v1/front/member/checkdupmobile?mobile=01034000006'))).duplicated).toBe(false)
  })

  it('integration joins the store membership the store system finds for the verified mobile (tests/integration/store-system.test.ts has the rest)', async () => {
    await addMember({ loginId: 'integ01', mobile: '01034000007' })
    const { token } = await login('integ01')
    const ask = async () =>
      json(
        await call('/v1/front/member/integration', {
          method: 'POST',
          token,
          json: { mobile: '01034000007', certProof: await certProof('01034000007') },
        }),
      )
    expect(await ask()).toMatchObject({ result: 'none' })
    await db()
      .prepare(
        `INSERT INTO sandbox_pos_members (store_member_id, member_nm, mobile, card_no, store_code, grade_nm, join_ymd, last_visit_ymd)
         VALUES ('SM-INTEG-01', '김다비', '01034000007', '9410000000000701', 'S0001', '일반', '20240101', '20260101')`,
      )
      .run()
    const joined = await ask()
    expect(joined.result).toBe('joined')
    expect(joined.member.integrationMemberGbNm).toBe('통합회원')
    expect(joined.member.onlineCardNo).toBe('9410000000000701')
  })

  it('never answers 500 on junk input to any member call', async () => {
    const posts = [
      'login/normal',
      'login/native',
      'login/sns',
      'login/verify',
      'register',
      'register/sns',
      'restore',
      'restore/sns',
      'find/id',
      'find/password',
      'identity/start',
      'identity/complete',
      'oauth/token',
    ]
    for (const p of posts) {
      for (const payload of [{}, { a: 1 }, []]) {
        const r = await call(`/v1/front/member/${p}`, { method: 'POST', json: payload })
        expect(r.status, p).toBe(400)
        const b = await json(r)
        expect(korean(b.errors[0].reason), p).toBe(true)
      }
    }
  })
})
