/// <reference types="@cloudflare/vitest-plugin/types" />
/// <reference types="@cloudflare/workers-types" />
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, type CallInit } from './helpers'
import { seedStorefront } from './storefront-fixture'

const db = (env as unknown as { DB: D1Database }).DB
const get = (path: string, init?: CallInit) => call(path, { origin: 'http://shop.test', ...init })

beforeAll(async () => {
  await seedStorefront(db)
})

describe('SEO call', () => {
  it('answers the common SEO and, with goodsNo, the goods SEO', async () => {
    const common = (await (await get('/v1/front/main/seo')).json()) as any
    expect(common.commonSEO).toMatchObject({ commonTitle: '다비치마켓', goodsDetailTitle: ' - 다비치마켓' })
    expect(common.goodsSEO).toBeNull()
    expect(common.memberSEO).toBeNull()
    const goods = (await (await get('/v1/front/main/seo?goodsNo=G000001')).json()) as any
    expect(goods.goodsSEO).toMatchObject({ goodsNo: 'G000001', title: '다비치 오리지널 보스턴 뿔테' })
    expect(goods.goodsSEO.keywords).toContain('다비치 오리지널')
  })
  it('answers 404 for unknown goods and a Korean 400 for a malformed number', async () => {
    expect((await get('/v1/front/main/seo?goodsNo=G999999')).status).toBe(404)
    const bad = await get('/v1/front/main/seo?goodsNo=1')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as any).errors[0].reason).toMatch(/상품 번호/)
  })
})

describe('robots.txt and sitemap.xml', () => {
  it('serves robots.txt pointing at the sitemap and keeping private areas out', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain('Sitemap: http://shop.test/sitemap.xml')
    expect(text).toContain('Disallow: /mypage')
    expect(text).toContain('Disallow: /products/payment')
  })
  it('lists goods, promotions by slug, events and collections from D1', async () => {
    const res = await get('/sitemap.xml')
    expect(res.headers.get('content-type')).toContain('application/xml')
    const xml = await res.text()
    expect(xml).toContain('<loc>http://shop.test/products/G000001</loc>')
    expect(xml).toContain('<loc>http://shop.test/promotion/promo428</loc>')
    expect(xml).toContain('<loc>http://shop.test/event/1</loc>')
    expect(xml).toContain('<loc>http://shop.test/collection/1</loc>')
    expect(xml).toContain('<loc>http://shop.test/products?category=01</loc>')
  })
})

describe('main-page edge cache', () => {
  it('caches main-page answers per goodsType and never the member-specific SEO call', async () => {
    const first = await get('/v1/front/main/banner/main?goodsType=02')
    expect(first.status).toBe(200)
    expect(first.headers.get('x-edge-cache')).toBe('MISS')
    await first.text()
    await new Promise((r) => setTimeout(r, 50))
    const second = await get('/v1/front/main/banner/main?goodsType=02&utm_source=x')
    expect(second.headers.get('x-edge-cache')).toBe('HIT')
    await second.text()
    const other = await get('/v1/front/main/banner/main?goodsType=03')
    expect(other.headers.get('x-edge-cache')).toBe('MISS')
    await other.text()
    const seo = await get('/v1/front/main/seo')
    expect(seo.headers.get('x-edge-cache')).toBeNull()
    await seo.text()
    const bad = await get('/v1/front/main/banner/main?goodsType=99')
    expect(bad.status).toBe(400)
    expect(bad.headers.get('x-edge-cache')).toBeNull()
  })
})
