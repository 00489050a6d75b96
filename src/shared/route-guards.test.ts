import { describe, expect, it } from 'vitest'
import { guardPolicies, guardRedirect, isGuarded, isStoreBlocked, requiresSignIn, signInHref, STORE_BLOCK_MESSAGE } from './route-guards'

const BLOCKED = [
  '/search',
  '/search/',
  '/promotion',
  '/promotion/3',
  '/promotion/promo428',
  '/promo428',
  '/collection',
  '/collection/1',
  '/davichstore/reservation',
  '/davichstore/guestreservation',
  '/davichstore/homeshopping/reservation',
  '/davichstore/homeshopping/guestreservation',
  '/account/editinfo',
  '/customercenter/qa',
  '/mypage/myfaceinfo',
]

describe('route guard table', () => {
  it("the store-owner message is the product spec's", () => expect(STORE_BLOCK_MESSAGE).toBe('가맹점 회원은 이용할 수 없습니다.'))

  it.each(BLOCKED)('store owners are sent from %s to the home page dialog', (p) => {
    expect(isStoreBlocked(p)).toBe(true)
    expect(guardRedirect(p, '', 'ROLE_STORE')).toBe('/main?blocked=1')
    expect(guardRedirect(p, '', 'ROLE_USER')).toBeNull()
  })

  it('matches as the router does (case, percent-encoding) and not on look-alikes', () => {
    expect(isStoreBlocked('/SEARCH')).toBe(true)
    expect(isStoreBlocked('/%73earch')).toBe(true)
    for (const p of [
      '/searchx',
      '/collections',
      '/davichstore',
      '/davichstore/reservationx',
      '/customercenter/faq',
      '/main',
      '/',
      '/products/1',
    ])
      expect(isStoreBlocked(p), p).toBe(false)
    expect(isGuarded('/main')).toBe(false)
    expect(guardPolicies('/%E0%A4%A')).toEqual([]) // malformed escapes do not throw
  })

  it('my-page: store owners → /mypagestore (face info is blocked instead); sign-in pages keep the query', () => {
    for (const p of ['/mypage', '/mypage/', '/mypage/mybonus/coupon', '/mypage/manageorder/orderlist'])
      expect(guardRedirect(p, '', 'ROLE_STORE'), p).toBe('/mypagestore')
    expect(guardRedirect('/mypage/myfaceinfo', '', 'ROLE_STORE')).toBe('/main?blocked=1')
    expect(guardRedirect('/mypage/manageorder/orderlist', '?page=2', null)).toBe(
      '/account/signin?returnUrl=' + encodeURIComponent('/mypage/manageorder/orderlist?page=2'),
    )
    expect(guardRedirect('/mypage/myactivity/cart', '', null)).toBe('/account/signin?returnUrl=%2Fmypage%2Fmyactivity%2Fcart')
    expect(guardRedirect('/mypage/mybonus/coupon', '', null)).toBeNull()
    expect(guardRedirect('/mypage/manageorder/orderlist', '', 'ROLE_USER')).toBeNull()
    expect(requiresSignIn('/mypage')).toBe(false)
  })

  it('/mypagestore/* is for store owners only', () => {
    for (const p of ['/mypagestore', '/mypagestore/', '/mypagestore/manageorder/orderlist']) {
      expect(guardRedirect(p, '', 'ROLE_STORE'), p).toBeNull()
      expect(guardRedirect(p, '', 'ROLE_USER'), p).toBe('/mypage')
    }
    // a guest gets each store-owner page with its own store sign-in card (spec §2 redirects only manageorder/myactivity)
    for (const p of ['/mypagestore', '/mypagestore/', '/mypagestore/manageorder/orderlist', '/mypagestore/myfaceinfo'])
      expect(guardRedirect(p, '', null), p).toBeNull()
    expect(requiresSignIn('/mypagestore')).toBe(true)
  })

  it("/cart is the guest's cart; signed in, the member's own cart page", () => {
    expect(guardRedirect('/cart', '', null)).toBeNull()
    expect(guardRedirect('/cart', '', 'ROLE_USER')).toBe('/mypage/myactivity/cart')
    expect(guardRedirect('/cart/', '', 'ROLE_STORE')).toBe('/mypagestore/myactivity/cart')
    expect(guardRedirect('/cartoon', '', 'ROLE_USER')).toBeNull()
    // the member's cart page keeps the product spec's sign-in
    expect(guardRedirect('/mypage/myactivity/cart', '', null)).toMatch(/^\/account\/signin\?returnUrl=/)
  })

  it('sign-in links carry only a safe return path', () => {
    expect(signInHref('/products/1?x=1')).toBe('/account/signin?returnUrl=%2Fproducts%2F1%3Fx%3D1')
    expect(signInHref('/.//evil.example')).toBe('/account/signin?returnUrl=%2Fmypage')
  })
})
