/// <reference types="@cloudflare/vitest-plugin/types" />
/// <reference types="@cloudflare/workers-types" />
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
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
