import { describe, expect, it } from 'vitest'
import { safeReturnPath } from '../../src/server/edge/paths'
import { isStoreBlocked } from '../../src/server/edge/guards'
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
    for (const p of ['/search', '/promotion', '/promotion/3', '/collection', '/collection/1', '/davichstore/reservation', '/davichstore/guestreservation', '/davichstore/homeshopping/reservation', '/davichstore/homeshopping/guestreservation', '/account/editinfo', '/customercenter/qa', '/mypage/myfaceinfo']) {
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

describe('no open redirect', () => {
  it('refuses anything that is not a same-origin relative path', () => {
    for (const bad of ['//evil.com', 'https://evil.com', '/\\evil.com', '\\\\evil.com', 'javascript:alert(1)', 'evil.com', '', '/\tevil.com', '///evil.com'])
      expect(safeReturnPath(bad), bad).toBeNull()
    expect(safeReturnPath('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x') // stays an encoded path, no header split
    expect(safeReturnPath('/mypage/manageorder/orderlist?page=2')).toBe('/mypage/manageorder/orderlist?page=2')
  })
  it('the OAuth flow drops a foreign returnUrl', async () => {
    for (const bad of ['//evil.com', 'https://evil.com', '/\\evil.com']) {
      const a = await call(`/v1/front/member/oauth/authorize?type=naver&returnUrl=${encodeURIComponent(bad)}`)
      const state = new URL(a.headers.get('location')!).searchParams.get('state')!
      const row = await db().prepare('SELECT return_url FROM oauth_states WHERE state = ?1').bind(state).first<{ return_url: string | null }>()
      expect(row!.return_url, bad).toBeNull()
    }
  })
})
