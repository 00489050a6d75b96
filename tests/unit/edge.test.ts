import { describe, expect, it } from 'vitest'
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS } from '../../src/client/reload-guard'
import { detectDevice } from '../../src/client/hooks/useDevice'
import { buildCsp, thirdPartiesFor } from '../../src/server/edge/csp'
import { isMemberPage } from '../../src/server/edge/paths'
import { requiresSignIn } from '../../src/shared/route-guards'

// safeReturnPath: src/shared/return-path.test.ts

describe('path classes', () => {
  it('member pages are never cached', () => {
    expect(isMemberPage('/mypage')).toBe(true)
    expect(isMemberPage('/account/signin')).toBe(true)
    expect(isMemberPage('/products/payment/complete')).toBe(true)
    expect(isMemberPage('/products/G000001')).toBe(false)
    expect(isMemberPage('/main')).toBe(false)
  })
  it('auth middleware covers manageorder and myactivity only', () => {
    expect(requiresSignIn('/mypage/manageorder/orderlist')).toBe(true)
    expect(requiresSignIn('/mypage/myactivity/cart')).toBe(true)
    expect(requiresSignIn('/mypage/mybonus/coupon')).toBe(false)
    expect(requiresSignIn('/mypage')).toBe(false)
  })
})

describe('CSP per page', () => {
  it('allows the map SDK only on store pages and the PG only on payment pages', () => {
    expect(thirdPartiesFor('/davichstore')).toContain('kakaoMap')
    expect(thirdPartiesFor('/main')).toEqual([])
    expect(buildCsp('/main', 'n1', {})).not.toContain('inicis')
    expect(buildCsp('/payment', 'n1', {})).toContain('https://stdpay.inicis.com')
    expect(buildCsp('/main', 'n1', {})).toContain(`script-src 'self' 'nonce-n1'`)
  })
})

describe('reload guard (10 s) and chunk errors', () => {
  it('recognises chunk-load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
  })
  it('allows one reload per path within 10 seconds', () => {
    const m = new Map<string, string>()
    const store = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) }
    expect(claimReload('/products', store, 1000)).toBe(true)
    expect(claimReload('/products', store, 1000 + RELOAD_GUARD_MS - 1)).toBe(false)
    expect(claimReload('/search', store, 2000)).toBe(true)
    expect(claimReload('/search', store, 2000 + RELOAD_GUARD_MS)).toBe(true)
  })
})

describe('device detection', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
  it.each([
    [iphone, 390, 'mobile'],
    [desktop, 1280, 'desktop'],
    [desktop, 800, 'tablet'],
    ['Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)', 1024, 'tablet'],
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', 1280, 'crawler'],
    ['Yeti/1.1 (Naver Corp.; http://help.naver.com/robots/)', 1280, 'crawler'],
  ])('%s at %i px is %s', (ua, w, want) => expect(detectDevice(ua, w)).toBe(want))
})
