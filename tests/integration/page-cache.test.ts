import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/server/app'
import type { Env } from '../../src/server/env'
import { addMember, db, login } from './member-helpers'

// The front door's HTML cache (src/server/edge/page-cache.ts), with a stand-in renderer that counts renders
// and writes the request's nonce the way TanStack Start does.
let renders = 0
const { app } = createApp({
  ssr: (req) => {
    renders++
    const nonce = req.headers.get('x-csp-nonce') ?? ''
    // Like the header's MemberWidget: the member's link when the render has a session, else the sign-in link.
    const widget = req.headers.get('authorization')
      ? '<a data-testid="member-widget" href="/mypage"><svg></svg><span data-member-label="">마이페이지</span></a>'
      : '<a data-testid="member-widget" href="/account/signin?returnUrl=%2Fmain"><svg></svg><span data-member-label="">로그인</span></a>'
    const shell = req.headers.get('x-davich-shell-goods-type') ?? 'none'
    const html = `<!DOCTYPE html><html lang="ko"><head><meta property="csp-nonce" content="${nonce}"/><script nonce="${nonce}">1</script></head><body>${widget} render ${renders} shell ${shell} 다비치마켓</body></html>`
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' }
    if (req.headers.has('x-test-set-cookie')) headers['set-cookie'] = 'x=1'
    return new Response(html, { headers })
  },
})

async function get(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const res = await app.fetch(
    new Request(`https://shop.test${path}`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156.0', ...headers } }),
    env as unknown as Env,
    ctx,
  )
  const text = await res.text()
  await waitOnExecutionContext(ctx)
  const nonce = /'nonce-([0-9a-f]+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
  return { res, text, nonce, state: res.headers.get('x-edge-cache') }
}

/** The version of a group of pages (part of its cache key). */
const pageVersion = async (scope: string) =>
  (await db().prepare(`SELECT version FROM page_versions WHERE scope = ?1`).bind(scope).first<{ version: number }>())!.version

beforeEach(async () => {
  renders = 0
  const [campaigns, main, catalogue, terms] = [
    await pageVersion('campaigns'),
    await pageVersion('main'),
    await pageVersion('catalogue'),
    await pageVersion('terms'),
  ]
  for (const path of [
    `/?__v=${main}`,
    `/main?__v=${main}`,
    `/products?category=02&sort=new&__v=${catalogue}`,
    `/promotion/promo470?__v=${campaigns}`,
    '/event',
    `/terms/T01?__v=${terms}`,
  ])
    for (const agent of ['browser', 'bot'])
      await (caches as unknown as { default: Cache }).default.delete(`https://page-cache.davich.internal/dev/${agent}/shop.test${path}`)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('page cache', () => {
  it('renders a guest front page once and then answers it from the cache, each time with a fresh nonce', async () => {
    const first = await get('/main')
    expect(first.state).toBe('MISS')
    const second = await get('/main')
    expect(second.state).toBe('HIT')
    expect(renders).toBe(1)
    expect(second.text).toContain('render 1')
    expect(second.nonce).toBeTruthy()
    expect(second.nonce).not.toBe(first.nonce)
    // Every nonce in the HTML is this answer's, matching its CSP header.
    expect(second.text).toContain(`<script nonce="${second.nonce}">`)
    expect(second.text).toContain(`content="${second.nonce}"`)
    expect(second.text).not.toContain(first.nonce!)
  })

  it('renders for itself anything personal or unusual: sessions, carts, kiosks, other parameters, cookies set', async () => {
    await get('/main')
    const before = renders
    const personal: Record<string, string>[] = [
      { cookie: 'davich_token=abcdefghijklmnopqrstuvwxyz' },
      { cookie: 'davich_cart=abc' },
      { cookie: 'storeCode=S0001' },
      { 'x-store-code': 'S0001' },
    ]
    for (const headers of personal) {
      const r = await get('/main', headers)
      expect(r.state, JSON.stringify(headers)).toBeNull()
    }
    expect((await get('/main?utm_source=kakao')).state).toBeNull()
    expect((await get('/main?goodsType=09')).state).toBeNull()
    expect((await get('/search?keyword=%EC%95%88%EA%B2%BD')).state).toBeNull()
    expect(renders).toBe(before + 7)
    // An answer that sets a cookie is passed on but never stored.
    expect((await get('/', { 'x-test-set-cookie': '1' })).state).toBeNull()
    expect((await get('/', { 'x-test-set-cookie': '1' })).state).toBeNull()
  })

  it('keeps crawlers and categories apart', async () => {
    await get('/main?goodsType=02')
    expect((await get('/main?goodsType=02')).state).toBe('HIT')
    expect((await get('/main?goodsType=03')).state).toBe('MISS')
    expect((await get('/main?goodsType=02', { 'user-agent': 'Mozilla/5.0 (compatible; Yeti/1.1; +http://naver.me/spd)' })).state).toBe(
      'MISS',
    )
  })

  it('answers a stale page at once and renders a fresh copy after the answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T03:00:00Z'))
    await get('/')
    expect(renders).toBe(1)
    vi.setSystemTime(new Date('2026-11-22T03:00:45Z')) // past the 30 s of freshness
    const stale = await get('/')
    expect(stale.state).toBe('STALE')
    expect(stale.text).toContain('render 1')
    expect(renders).toBe(2) // the refresh ran after the answer (waitUntil)
    const fresh = await get('/')
    expect(fresh.state).toBe('HIT')
    expect(fresh.text).toContain('render 2')
    expect(fresh.text).toContain(`<script nonce="${fresh.nonce}">`)
  })

  it('caches the public pages beyond the front door by their own rules, keyed by their parameters in one order', async () => {
    const list = await get('/products?sort=new&category=02')
    expect(list.state).toBe('MISS')
    expect((await get('/products?category=02&sort=new')).state).toBe('HIT') // same page, parameters in another order
    expect((await get('/products?category=02&sort=new&utm_source=kakao')).state).toBeNull() // unknown parameter: rendered
    expect((await get('/products?category=02&sort=%EC%95%88')).state).toBeNull() // not a plain value
    for (const path of ['/promotion/promo470', '/event', '/terms/T01']) {
      expect((await get(path)).state, path).toBe('MISS')
      expect((await get(path)).state, path).toBe('HIT')
    }
    // Never for a member, a cart or a kiosk; never for private or unlisted pages.
    expect((await get('/promotion/promo470', { cookie: 'davich_token=abcdefghijklmnopqrstuvwxyz' })).state).toBeNull()
    for (const path of ['/mypage', '/products/G000001', '/products/payment', '/search']) expect((await get(path)).state, path).toBeNull()
  })

  it('campaign pages are keyed by their page version: a console publish or save is served at once, never a stale copy', async () => {
    expect((await get('/promotion/promo470')).state).toBe('MISS')
    expect((await get('/promotion/promo470')).state).toBe('HIT')
    expect((await get('/event')).state).toBe('MISS')
    // What a console write does in its batch (src/server/db/campaigns.ts).
    await db().prepare(`UPDATE page_versions SET version = version + 1 WHERE scope = 'campaigns'`).run()
    const after = await get('/promotion/promo470')
    expect(after.state).toBe('MISS')
    expect(after.text).toContain('render 3') // rendered anew (1: the page, 2: /event)
    expect((await get('/promotion/promo470')).state).toBe('HIT')
    // Other pages keep their entries.
    expect((await get('/event')).state).toBe('HIT')
  })

  it('the front door and the lists are keyed by their page versions: a catalogue write (a price, a time deal) is served at once', async () => {
    expect((await get('/main')).state).toBe('MISS')
    expect((await get('/main')).state).toBe('HIT')
    expect((await get('/products?category=02&sort=new')).state).toBe('MISS')
    expect((await get('/products?category=02&sort=new')).state).toBe('HIT')
    // What a catalogue desk write does in its batch (src/server/db/page-versions.ts bumpPagesStmt with CATALOGUE_PAGES).
    await db().prepare(`UPDATE page_versions SET version = version + 1 WHERE scope IN ('main', 'catalogue')`).run()
    expect((await get('/main')).state).toBe('MISS')
    expect((await get('/products?category=02&sort=new')).state).toBe('MISS')
    expect((await get('/event')).state).toBe('MISS')
    expect((await get('/event')).state).toBe('HIT') // other pages keep their entries
  })

  it('keeps prices fresh: a list is refreshed after 30 s and never answered from a copy older than 90 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T03:00:00Z'))
    await get('/products?category=02&sort=new')
    vi.setSystemTime(new Date('2026-11-22T03:00:40Z'))
    expect((await get('/products?category=02&sort=new')).state).toBe('STALE')
    vi.setSystemTime(new Date('2026-11-22T03:02:30Z')) // 110 s after the refresh: beyond 30 + 60 s
    const late = await get('/products?category=02&sort=new')
    expect(late.state).toBe('MISS')
    // Terms carry no prices: still fresh eight minutes on, refreshed after ten.
    await get('/terms/T01')
    vi.setSystemTime(new Date('2026-11-22T03:11:00Z'))
    expect((await get('/terms/T01')).state).toBe('HIT')
    vi.setSystemTime(new Date('2026-11-22T03:13:00Z'))
    expect((await get('/terms/T01')).state).toBe('STALE')
  })
})

describe("a member's front door from the guest shell", () => {
  const shellKey = (goodsType: string, version: number) =>
    `https://page-cache.davich.internal/dev/browser-member-shell/shop.test/main?goodsType=${goodsType}&__v=${version}`
  beforeEach(async () => {
    const version = await pageVersion('main')
    for (const t of ['01', '02', '03', '04']) await (caches as unknown as { default: Cache }).default.delete(shellKey(t, version))
  })

  it("serves a member's /main from one guest render of their favourite goods type, with their link and member data", async () => {
    await addMember({ loginId: 'shell01', mobile: '01055550001' })
    await db().prepare(`UPDATE members SET fav_goods_type = '03' WHERE login_id = 'shell01'`).run()
    const { token } = await login('shell01')
    const first = await get('/main', { cookie: `davich_token=${token}` })
    expect(first.res.headers.get('x-member-shell')).toBe('MISS')
    const second = await get('/main', { cookie: `davich_token=${token}` })
    expect(second.res.headers.get('x-member-shell')).toBe('HIT')
    expect(renders).toBe(1) // one guest render (no session: the sign-in link), shared by members who like 03
    expect(second.text).toContain('shell 03')
    expect(second.text).toContain(
      '<a data-testid="member-widget" href="/mypage"><svg></svg><span data-member-label="">마이페이지</span></a>',
    )
    expect(second.text).not.toContain('로그인')
    // the member's data for the browser's query cache, in a script with this answer's nonce, never stored
    const seed = new RegExp(`<script nonce="${second.nonce}">self.__davichMember=(.*?)</script>`).exec(second.text)
    expect(JSON.parse(seed![1]!).member.loginId).toBe('shell01')
    expect(second.res.headers.get('cache-control')).toBe('no-store')
    expect(second.text).not.toContain(first.nonce!)
  })

  it('renders for itself a member page with parameters or a guest cart, and ignores a shell header from outside', async () => {
    await addMember({ loginId: 'shell02', mobile: '01055550002' })
    const { token } = await login('shell02')
    const withParam = await get('/main?goodsType=02', { cookie: `davich_token=${token}` })
    expect(withParam.res.headers.get('x-member-shell')).toBeNull()
    expect(withParam.text).toContain('마이')
    const withCart = await get('/main', { cookie: `davich_token=${token}; davich_cart=abc` })
    expect(withCart.res.headers.get('x-member-shell')).toBeNull()
    // a guest cannot steer the guest page cache with the edge's internal header
    const guest = await get('/main', { 'x-davich-shell-goods-type': '04' })
    expect(guest.text).toContain('shell none')
  })
})
