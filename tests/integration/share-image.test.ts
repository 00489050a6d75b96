/// <reference types="@cloudflare/vitest-plugin/types" />
/// <reference types="@cloudflare/workers-types" />
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { pruneRateLimits } from '../../src/server/db/rate-limit'
import { OG_RENDER_LIMIT } from '../../src/server/edge/og-image'
import { OG_IMAGE, ogHash, ogImagePath } from '../../src/shared/og-image'
import { call } from './helpers'
import { seedStorefront } from './storefront-fixture'

const db = (env as unknown as { DB: D1Database }).DB
const KAKAO = { 'user-agent': 'facebookexternalhit/1.1; kakaotalk-scrap/1.0; +https://devtalk.kakao.com/' }

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length + type). */
function pngSize(bytes: Uint8Array) {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  expect([...bytes.subarray(0, 8)]).toEqual(sig)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

beforeAll(async () => {
  await seedStorefront(db)
})

describe('raster share images (og:image)', () => {
  it("gives a crawler the campaign page's share image as a 1200×630 PNG, immutable and then from the edge cache", async () => {
    const promo = (await (await call('/api/v1/front/promotion/promo428', { headers: KAKAO })).json()) as { imgSrc: string }
    expect(promo.imgSrc).toMatch(/\.svg/)
    const path = ogImagePath(promo.imgSrc)!
    expect(path).toMatch(/^\/og\/[0-9a-z]+\.png\?src=/)

    const res = await call(path, { headers: KAKAO })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: OG_IMAGE.width, height: OG_IMAGE.height })

    await new Promise((r) => setTimeout(r, 50)) // the cache write runs after the answer
    const again = await call(path, { headers: KAKAO })
    expect(again.headers.get('x-edge-cache')).toBe('HIT')
    expect(pngSize(new Uint8Array(await again.arrayBuffer()))).toEqual({ width: 1200, height: 630 })
  })

  it('renders square sources (product shots) whole on the same 1200×630 canvas', async () => {
    const res = await call(ogImagePath('/img/goods/01/G000001.svg?c=1f2937')!)
    expect(res.status).toBe(200)
    const png = new Uint8Array(await res.arrayBuffer())
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
    expect(png.length).toBeGreaterThan(5000) // drawn, not an empty canvas
  })

  it('answers 404 for a wrong hash, a source that is not an image, another origin or itself', async () => {
    const src = '/img/banner/promo428.svg'
    expect((await call(`/og/${ogHash(src)}x.png?src=${encodeURIComponent(src)}`)).status).toBe(404)
    expect((await call(`/og/abc.png?src=${encodeURIComponent(src)}`)).status).toBe(404)
    expect((await call(`/og/${ogHash(src)}.png`)).status).toBe(404)
    const notImage = '/api/v1/front/promotion/promo428'
    expect((await call(`/og/${ogHash(notImage)}.png?src=${encodeURIComponent(notImage)}`)).status).toBe(404)
    for (const bad of ['//evil.example/x.svg', 'https://evil.example/x.svg', `/og/${ogHash(src)}.png?src=${src}`]) {
      expect(ogImagePath(bad)).toBeNull()
      expect((await call(`/og/${ogHash(bad)}.png?src=${encodeURIComponent(bad)}`)).status).toBe(404)
    }
  })
})

describe('share image renders are rate limited per client IP', () => {
  const ip = (n: number) => ({ 'cf-connecting-ip': `203.0.113.${n}` })
  const windowStart = () => {
    const s = Math.floor(Date.now() / 1000)
    return s - (s % OG_RENDER_LIMIT.windowSeconds)
  }
  /** Sets a client's renders in the current window (so a test does not have to render 30 images to reach the limit). */
  const used = (n: number, hits: number) =>
    db
      .prepare(
        `INSERT INTO rate_limits (bucket, subject, window_start, hits) VALUES ('og-render', ?1, ?2, ?3) ON CONFLICT DO UPDATE SET hits = ?3`,
      )
      .bind(`203.0.113.${n}`, windowStart(), hits)
      .run()
  /** Not within the last seconds of a window (the test's requests must fall into one window). */
  const sameWindow = async () => {
    const left = OG_RENDER_LIMIT.windowSeconds - (Math.floor(Date.now() / 1000) % OG_RENDER_LIMIT.windowSeconds)
    if (left < 8) await new Promise((r) => setTimeout(r, left * 1000 + 200))
  }
  const goodsImage = (i: number) => ogImagePath(`/img/goods/02/G${String(900 + i).padStart(6, '0')}.svg?c=${i}`)!

  it('8 concurrent cache misses with 3 renders left: exactly 3 are rendered, 5 get 429 with Retry-After', async () => {
    await sameWindow()
    await used(1, OG_RENDER_LIMIT.max - 3)
    const rs = await Promise.all(Array.from({ length: 8 }, (_, i) => call(goodsImage(i), { headers: ip(1) })))
    const statuses = rs.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429])
    for (const r of rs.filter((x) => x.status === 429)) {
      const after = Number(r.headers.get('retry-after'))
      expect(after).toBeGreaterThanOrEqual(1)
      expect(after).toBeLessThanOrEqual(OG_RENDER_LIMIT.windowSeconds)
      expect(r.headers.get('cache-control')).toBe('no-store')
      expect(await r.text()).toContain('잠시 후 다시 시도해 주세요')
    }
    for (const r of rs.filter((x) => x.status === 200)) expect(r.headers.get('content-type')).toBe('image/png')
    const row = await db
      .prepare(`SELECT hits FROM rate_limits WHERE bucket = 'og-render' AND subject = '203.0.113.1' AND window_start = ?1`)
      .bind(windowStart())
      .first<{ hits: number }>()
    expect(row!.hits).toBe(OG_RENDER_LIMIT.max + 5)
  })

  it('a cached image answers a client over the limit; another client still gets renders', async () => {
    await sameWindow()
    const path = goodsImage(20)
    expect((await call(path, { headers: ip(2) })).status).toBe(200)
    await new Promise((r) => setTimeout(r, 50)) // the cache write runs after the answer
    await used(2, OG_RENDER_LIMIT.max + 10)
    const cached = await call(path, { headers: ip(2) })
    expect(cached.status).toBe(200)
    expect(cached.headers.get('x-edge-cache')).toBe('HIT')
    expect((await call(goodsImage(21), { headers: ip(2) })).status).toBe(429)
    expect((await call(goodsImage(21), { headers: ip(3) })).status).toBe(200)
  })

  it('the nightly prune drops windows that ended more than a day ago and keeps the current one', async () => {
    const old = windowStart() - 2 * 24 * 3600
    await db.prepare(`INSERT INTO rate_limits (bucket, subject, window_start, hits) VALUES ('og-render', 'old', ?1, 3)`).bind(old).run()
    await used(4, 1)
    expect(await pruneRateLimits(db, Date.now() - 24 * 3600_000, 500)).toBeGreaterThanOrEqual(1)
    const left = await db.prepare(`SELECT subject FROM rate_limits WHERE subject IN ('old', '203.0.113.4')`).all<{ subject: string }>()
    expect(left.results.map((r) => r.subject)).toEqual(['203.0.113.4'])
  })
})
