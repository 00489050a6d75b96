/// <reference types="@cloudflare/vitest-plugin/types" />
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/server/app'
import { call, db, read } from './helpers'

const vitals = (body: unknown, ip = '198.51.100.7') =>
  call('/api/v1/front/telemetry/vitals', { json: body, headers: { 'cf-connecting-ip': ip, 'sec-fetch-site': 'same-origin' } })

afterEach(() => vi.restoreAllMocks())

describe('field web vitals', () => {
  it('rolls reports up per day, template and metric, and answers the p75 per template', async () => {
    // 4 page views of the product template: LCP 1000, 1100, 1200, 3000 → p75 is the 3rd (1200 ms, within 5 %).
    for (const lcp of [1000, 1100, 1200, 3000]) {
      const r = await vitals({
        template: '/products/$id',
        metrics: [
          { name: 'LCP', value: lcp },
          { name: 'CLS', value: 0.02 },
          { name: 'INP', value: 80 },
        ],
      })
      expect(r.status).toBe(204)
    }
    expect((await vitals({ template: '/main/', metrics: [{ name: 'LCP', value: 900 }] })).status).toBe(204)
    const rows = (await db
      .prepare(`SELECT SUM(n) AS n FROM web_vitals_daily WHERE template = '/products/$id' AND metric = 'LCP'`)
      .first()) as { n: number }
    expect(rows.n).toBe(4)
    const { status, json } = await read(call('/api/v1/front/telemetry/vitals?days=7'))
    expect(status).toBe(200)
    const lcp = json.rows.find((r: any) => r.template === '/products/$id' && r.metric === 'LCP')
    expect(lcp.samples).toBe(4)
    expect(lcp.p75).toBeGreaterThanOrEqual(1200)
    expect(lcp.p75).toBeLessThanOrEqual(1260)
    expect(lcp.rating).toBe('good')
    expect(json.rows.find((r: any) => r.template === '/products/$id' && r.metric === 'CLS').p75).toBeCloseTo(0.02, 2)
    expect(json.rows.find((r: any) => r.template === '/main/' && r.metric === 'LCP').samples).toBe(1)
  })
  it('counts N concurrent identical reports exactly N times (one atomic upsert each)', async () => {
    const body = { template: '/search/', metrics: [{ name: 'TTFB', value: 321 }] }
    const all = await Promise.all(Array.from({ length: 12 }, (_, i) => vitals(body, `203.0.113.${i}`)))
    expect(all.every((r) => r.status === 204)).toBe(true)
    const row = (await db.prepare(`SELECT SUM(n) AS n FROM web_vitals_daily WHERE template = '/search/'`).first()) as { n: number }
    expect(row.n).toBe(12)
  })
  it('refuses malformed reports with a Korean 400', async () => {
    for (const bad of [
      { template: 'products', metrics: [{ name: 'LCP', value: 1 }] },
      { template: '/main/', metrics: [] },
      { template: '/main/', metrics: [{ name: 'FID', value: 1 }] },
      { template: '/main/', metrics: [{ name: 'LCP', value: -1 }] },
      {
        template: '/main/',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
    ]) {
      const { status, json } = await read(vitals(bad))
      expect(status).toBe(400)
      expect(json.errors[0].reason).toMatch(/[가-힣]/)
    }
    expect((await read(call('/api/v1/front/telemetry/vitals?days=0'))).status).toBe(400)
  })
})

describe('browser error reports', () => {
  it('logs one structured line carrying the page request id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const r = await call('/api/v1/front/telemetry/errors', {
      json: {
        message: 'TypeError: x is undefined',
        stack: 'at a (b.js:1:2)',
        path: '/products/G000001',
        template: '/products/$id',
        pageRequestId: 'page-rid-123',
      },
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(r.status).toBe(204)
    const line = log.mock.calls.map((c) => String(c[0])).find((l) => l.includes('"source":"browser"'))!
    expect(JSON.parse(line)).toMatchObject({ level: 'error', source: 'browser', requestId: 'page-rid-123', path: '/products/G000001' })
    expect((await call('/api/v1/front/telemetry/errors', { json: { message: 'x', path: 'no-slash' } })).status).toBe(400)
  })
})

describe('/healthz and the required configuration', () => {
  it('answers 200 with D1, R2, queues and config checked', async () => {
    const { status, json, headers } = await read(call('/healthz'))
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(json).toMatchObject({
      ok: true,
      sandbox: true,
      checks: { d1: { ok: true }, r2: { ok: true }, queues: { ok: true }, config: { ok: true } },
    })
    expect(json.checks.d1.detail).toMatch(/^\d+ migrations$/)
  })
  it('with the sandbox off and secrets missing: refuses to serve (503) with one log line naming them; /healthz says so', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { app } = createApp()
    const prod = { ...(env as object), SANDBOX: 'off', PUBLIC_ORIGIN: 'https://shop.example', IDENTITY_KEY: 'k' }
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never
    const res = await app.fetch(new Request('https://shop.example/main'), prod, ctx)
    expect(res.status).toBe(503)
    expect(await res.text()).toMatch(/서비스 준비 중/)
    const line = log.mock.calls.map((c) => String(c[0])).find((l) => l.includes('refusing to serve'))!
    const parsed = JSON.parse(line)
    expect(parsed.level).toBe('fatal')
    expect(parsed.missing).toContain('INICIS_MID')
    expect(parsed.missing).not.toContain('IDENTITY_KEY')
    const health = await app.fetch(new Request('https://shop.example/healthz'), prod, ctx)
    expect(health.status).toBe(503)
    const body = (await health.json()) as any
    expect(body.checks.config.ok).toBe(false)
    expect(JSON.stringify(body)).not.toContain('INICIS')
  })
  it('serves once every required value is set', async () => {
    const { REQUIRED_CONFIG } = await import('../../src/server/required-config')
    const { app } = createApp()
    const all = Object.fromEntries(REQUIRED_CONFIG.map((r) => [r.name, r.name === 'PUBLIC_ORIGIN' ? 'https://shop.example' : 'set']))
    const prod = { ...(env as object), ...all, SANDBOX: 'off' }
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as never
    const res = await app.fetch(new Request('https://shop.example/robots.txt'), prod, ctx)
    expect(res.status).toBe(200)
  })
})

describe('the error tracker', () => {
  it('without SENTRY_DSN leaves the handlers and their env untouched (no proxy around D1 on every request)', async () => {
    const { withErrorTracker } = await import('../../src/server/error-tracker')
    const seen: unknown[] = []
    const worker = { fetch: (_req: Request, e: unknown, _ctx: unknown) => (seen.push(e), new Response('ok')) }
    const own = worker.fetch
    const out = withErrorTracker(worker)
    const plain = { ...env, SENTRY_DSN: undefined }
    await out.fetch(new Request('https://shop.test/'), plain as never, { waitUntil() {}, passThroughOnException() {} } as never)
    expect(worker.fetch).toBe(own)
    expect(seen[0]).toBe(plain)
  })

  it('with SENTRY_DSN goes through Sentry, which wraps env', async () => {
    const { withErrorTracker } = await import('../../src/server/error-tracker')
    const seen: unknown[] = []
    const out = withErrorTracker({ fetch: (_req: Request, e: unknown, _ctx: unknown) => (seen.push(e), new Response('ok')) })
    const traced = { ...env, SENTRY_DSN: 'https://public@o0.ingest.sentry.invalid/1' }
    await out.fetch(new Request('https://shop.test/'), traced as never, { waitUntil() {}, passThroughOnException() {} } as never)
    expect(seen[0]).not.toBe(traced)
  })
})
