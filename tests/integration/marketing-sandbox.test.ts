// The marketing tags' stand-ins (src/demo/sandbox/marketing.ts) that `LH_MARKETING=1 npm run lighthouse` measures.
import { describe, expect, it } from 'vitest'
import { call } from './helpers'

describe('marketing tag stand-ins (/__sandbox/marketing)', () => {
  it('serve a tag manager container and an analytics script of about the real weight, and a collector', async () => {
    const gtm = await call('/__sandbox/marketing/gtm.js?id=GTM-LH0TEST')
    expect(gtm.status).toBe(200)
    expect(gtm.headers.get('content-type')).toContain('javascript')
    const gtmJs = await gtm.text()
    expect(gtmJs.length).toBeGreaterThan(250_000)
    expect(gtmJs).toContain('w.dataLayer=w.dataLayer||[]')
    expect(gtmJs).toContain('GTM-LH0TEST')
    const wcs = await (await call('/__sandbox/marketing/wcslog.js')).text()
    expect(wcs).toContain('w.wcs_do=function')
    // valid script: every generated function it pushes is defined (parses and runs in a bare global)
    const w: Record<string, unknown> = {}
    new Function('window', 'navigator', 'location', wcs)(w, { sendBeacon: () => true }, { pathname: '/main' })
    expect(typeof w.wcs_do).toBe('function')
    expect((await call('/__sandbox/marketing/collect?t=wcs', { method: 'POST' })).status).toBe(204)
  })

  it('refuse a container id that is not one', async () => {
    expect((await call('/__sandbox/marketing/gtm.js?id=<script>')).status).toBe(404)
  })
})
