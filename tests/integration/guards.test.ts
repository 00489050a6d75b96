import { describe, expect, it } from 'vitest'
import { safeReturnPath } from '../../src/shared/return-path'
import { isStoreBlocked } from '../../src/shared/route-guards'
import { addMember, call, db, login } from './member-helpers'

describe('auth guard (my-page manageorder / myactivity)', () => {
  it('sends guests to sign-in with a same-origin return path', async () => {
    const r = await call('/mypage/manageorder/orderlist?page=2')
    expect(r.status).toBe(302)
    expect(r.headers.get('location')).toBe('/account/signin?returnUrl=' + encodeURIComponent('/mypage/manageorder/orderlist?page=2'))
    const r2 = await call('/mypage/myactivity/cart')
    expect(r2.headers.get('location')).toBe('/account/signin?returnUrl=%2Fmypage%2Fmyactivity%2Fcart')
  })
  it('lets a signed-in member through and leaves the API alone', async () => {
    await addMember({ loginId: 'guard01', mobile: '01040000001' })
    const { token } = await login('guard01')
    const r = await call('/mypage/manageorder/orderlist', { token })
    expect(r.status).not.toBe(302)
    const api = await call('/v1/front/member/info')
    expect(api.status).toBe(401)
  })
})

describe('ROLE_STORE', () => {
  it('is blocked on the listed sections and sent from my-page to /mypagestore', async () => {
    await addMember({ loginId: 'store77', mobile: '01040000002', role: 'ROLE_STORE' })
    const { token } = await login('store77')
    for (const p of [
      '/search',
      '/promotion',
      '/promotion/3',
      '/collection',
      '/collection/1',
      '/davichstore/reservation',
      '/davichstore/guestreservation',
      '/davichstore/homeshopping/reservation',
      '/davichstore/homeshopping/guestreservation',
      '/account/editinfo',
      '/customercenter/qa',
      '/mypage/myfaceinfo',
    ]) {
      const r = await call(p, { token })
      expect(r.status, p).toBe(302)
      expect(r.headers.get('location'), p).toBe('/main?blocked=1')
    }
    for (const p of ['/mypage', '/mypage/mybonus/coupon', '/mypage/manageorder/orderlist']) {
      const r = await call(p, { token })
      expect(r.headers.get('location'), p).toBe('/mypagestore')
    }
    const ok = await call('/davichstore', { token })
    expect(ok.status).not.toBe(302)
  })
  it('does not block members or guests', async () => {
    expect((await call('/search')).status).not.toBe(302)
    expect(isStoreBlocked('/searchx')).toBe(false)
    expect(isStoreBlocked('/customercenter/qa')).toBe(true)
  })
})

describe('/mypagestore (ROLE_STORE only)', () => {
  it('opens for a store owner, sends a member to /mypage and a guest to sign-in (the home shows a guest its sign-in card)', async () => {
    await addMember({ loginId: 'store78', mobile: '01040000003', role: 'ROLE_STORE' })
    await addMember({ loginId: 'guard02', mobile: '01040000004' })
    const store = (await login('store78')).token
    const member = (await login('guard02')).token
    for (const p of ['/mypagestore', '/mypagestore/manageorder/orderlist']) {
      const asStore = await call(p, { token: store }) // passes the edge to the page renderer (not in this pool)
      expect(asStore.status, p).not.toBe(302)
      expect(asStore.headers.get('location'), p).toBeNull()
      const asMember = await call(p, { token: member })
      expect(asMember.status, p).toBe(302)
      expect(asMember.headers.get('location'), p).toBe('/mypage')
    }
    const home = await call('/mypagestore')
    expect(home.headers.get('location')).toBeNull()
    // Deeper store pages too: a guest gets the page with its store sign-in card, not a redirect.
    const deep = await call('/mypagestore/manageorder/orderlist')
    expect(deep.headers.get('location')).toBeNull()
  })
})

describe('no open redirect', () => {
  it('refuses anything that is not a same-origin relative path', () => {
    for (const bad of [
      '//evil.com',
      'https://evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'javascript:alert(1)',
      'evil.com',
      '',
      '/\tevil.com',
      '///evil.com',
    ])
      expect(safeReturnPath(bad), bad).toBeNull()
    expect(safeReturnPath('/%0d%0aSet-Cookie:x')).toBeNull() // encoded control characters are refused too
    expect(safeReturnPath('/mypage/manageorder/orderlist?page=2')).toBe('/mypage/manageorder/orderlist?page=2')
  })
  it('the OAuth flow drops a foreign returnUrl', async () => {
    for (const bad of ['//evil.com', 'https://evil.com', '/\\evil.com']) {
      const a = await call(`/v1/front/member/oauth/authorize?type=naver&returnUrl=${encodeURIComponent(bad)}`)
      const state = new URL(a.headers.get('location')!).searchParams.get('state')!
      const row = await db()
        .prepare('SELECT return_url FROM oauth_states WHERE state = ?1')
        .bind(state)
        .first<{ return_url: string | null }>()
      expect(row!.return_url, bad).toBeNull()
    }
  })
})

/** /oauth/authorize → the sandbox provider → /oauth/token: the returnUrl the client is handed back. */
async function oauthRoundTrip(returnUrl: string, tamper?: string) {
  const a = await call(`/v1/front/member/oauth/authorize?type=kakao&returnUrl=${encodeURIComponent(returnUrl)}`)
  expect(a.status).toBe(302)
  const oauthCookie = a.headers.get('set-cookie')!.match(/davich_oauth=([^;]+)/)![1]
  const authorize = new URL(a.headers.get('location')!)
  const state = authorize.searchParams.get('state')!
  const form = new URLSearchParams({ redirect_uri: authorize.searchParams.get('redirect_uri')!, state, user: 'tester1' })
  const back = await call(authorize.pathname, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  const code = new URL(back.headers.get('location')!).searchParams.get('code')
  if (tamper !== undefined) await db().prepare('UPDATE oauth_states SET return_url = ?2 WHERE state = ?1').bind(state, tamper).run()
  const stored = await db()
    .prepare('SELECT return_url FROM oauth_states WHERE state = ?1')
    .bind(state)
    .first<{ return_url: string | null }>()
  const tok = await call('/v1/front/member/oauth/token', {
    method: 'POST',
    json: { type: 'kakao', state, code },
    headers: { cookie: `davich_oauth=${oauthCookie}` },
  })
  expect(tok.status).toBe(200)
  return { stored: stored!.return_url, handedBack: ((await tok.json()) as { returnUrl: string | null }).returnUrl }
}

describe('OAuth return path (normalised before it is judged)', () => {
  it.each(['/.//evil.example', '/%2e//evil.example', '/..//evil.example', '/%2f%2fevil.example', '/\\evil.example'])(
    '%s is neither stored nor handed back',
    async (bad) => {
      const { stored, handedBack } = await oauthRoundTrip(bad)
      expect(stored).toBeNull()
      expect(handedBack).toBeNull()
    },
  )
  it('a same-origin path comes back normalised', async () => {
    expect((await oauthRoundTrip('/products/../mypage/mybonus/coupon?tab=1')).handedBack).toBe('/mypage/mybonus/coupon?tab=1')
  })
  it('a foreign path already in the table is not handed back', async () => {
    const { stored, handedBack } = await oauthRoundTrip('/mypage', '//evil.example')
    expect(stored).toBe('//evil.example')
    expect(handedBack).toBeNull()
  })
})
