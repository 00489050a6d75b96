// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildCsp } from '../../../src/server/edge/csp'
import { useMarketingTags } from '../../../src/client/marketing'
import { marketingConfig } from '../../../src/shared/marketing'

const config = marketingConfig({ GTM_CONTAINER_ID: 'GTM-AB12CD3', NAVER_ANALYTICS_ID: 's_1a2b3c4d5e' })

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove())
  delete (window as any).dataLayer
  vi.useRealTimers()
})

describe('marketing tags by environment', () => {
  it('configures nothing without ids, and refuses malformed ones', () => {
    expect(marketingConfig({})).toEqual({ gtm: null, naver: null })
    expect(marketingConfig({ GTM_CONTAINER_ID: 'GTM-x"><script>', NAVER_ANALYTICS_ID: 'a b' })).toEqual({ gtm: null, naver: null })
    expect(config.gtm).toEqual({ id: 'GTM-AB12CD3', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3' })
    expect(config.naver).toEqual({ id: 's_1a2b3c4d5e', src: 'https://wcs.naver.net/wcslog.js' })
    expect(marketingConfig({ GTM_CONTAINER_ID: 'GTM-AB12CD3', MARKETING_SCRIPT_BASE: '/__sandbox/marketing' }).gtm!.src).toBe(
      '/__sandbox/marketing/gtm.js?id=GTM-AB12CD3',
    )
    expect(marketingConfig({ GTM_CONTAINER_ID: 'GTM-AB12CD3', MARKETING_SCRIPT_BASE: 'javascript:alert(1)' }).gtm!.src).toMatch(
      /^https:\/\/www\.googletagmanager\.com\//,
    )
  })

  it('adds the tags’ origins to the CSP only when they are configured', () => {
    const none = buildCsp('/main', 'n', { marketing: marketingConfig({}) })
    expect(none).not.toContain('googletagmanager')
    expect(none).not.toContain('naver')
    const both = buildCsp('/main', 'n', { marketing: config })
    expect(both).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(both).toMatch(/script-src [^;]*https:\/\/wcs\.naver\.net/)
    expect(both).toMatch(/connect-src [^;]*https:\/\/www\.google-analytics\.com/)
  })
})

describe('useMarketingTags', () => {
  it('loads nothing when not configured', () => {
    renderHook(() => useMarketingTags(marketingConfig({}), '/main'))
    window.dispatchEvent(new Event('load'))
    expect(document.head.querySelectorAll('script')).toHaveLength(0)
  })

  it('loads the tags only after load and idle, then reports client-side navigations as page views', async () => {
    vi.useFakeTimers()
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    const { rerender } = renderHook(({ path }) => useMarketingTags(config, path), { initialProps: { path: '/main' } })
    expect(document.head.querySelectorAll('script')).toHaveLength(0) // not during the first screen
    window.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(5000)
    const srcs = [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))
    expect(srcs).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', 'https://wcs.naver.net/wcslog.js'])
    expect((window as any).wcs_add).toEqual({ wa: 's_1a2b3c4d5e' })
    const wcsDo = vi.fn()
    ;(window as any).wcs_do = wcsDo
    rerender({ path: '/products?category=01' })
    expect((window as any).dataLayer.at(-1)).toMatchObject({ event: 'page_view', page_path: '/products?category=01' })
    expect(wcsDo).toHaveBeenCalledTimes(1)
    rerender({ path: '/products?category=01' }) // same page: nothing new
    expect(wcsDo).toHaveBeenCalledTimes(1)
  })
})
