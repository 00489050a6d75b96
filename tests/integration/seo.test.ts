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
  // Newer than anything seeded, and already published (a notice or an article dated in the future is scheduled, 0215).
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()
  await db.batch([
    db
      .prepare(
        `INSERT INTO notices (notice_no, title, content_html, reg_dttm) VALUES (9007, '설 연휴 배송 안내 & 고객센터 운영', '<p>안내</p>', ?1)`,
      )
      .bind(minutesAgo(2)),
    db
      .prepare(
        `INSERT INTO magazine_articles (article_no, category, title, summary, img_src, content_html, reg_dttm)
       VALUES (9003, '렌즈', '블루라이트 렌즈 고르는 법', '화면을 오래 보는 분께', '/img/banner/mag-3.svg', '<p>본문</p>', ?1)`,
      )
      .bind(minutesAgo(1)),
    db.prepare(
      `INSERT INTO stores (store_no, store_code, store_nm, sido, sigungu, road_addr, tel_no, lat, lng)
       VALUES (9002, 'S9002', '다비치안경 강남역점', '서울특별시', '강남구', '서울특별시 강남구 강남대로 396', '02-555-0000', 37.4979, 127.0276)`,
    ),
  ])
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
  it('answers a sitemap index whose children list pages, goods (with lastmod and images), stores and content', async () => {
    const res = await get('/sitemap.xml')
    expect(res.headers.get('content-type')).toContain('application/xml')
    const index = await res.text()
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(children).toContain('http://shop.test/sitemap-pages.xml')
    expect(children).toContain('http://shop.test/sitemap-stores.xml')
    expect(children).toContain('http://shop.test/sitemap-content.xml')
    const goodsChild = children.find((u) => /sitemap-goods-G\d{6}\.xml$/.test(u))!
    expect(goodsChild).toBeTruthy()

    const pages = await (await get('/sitemap-pages.xml')).text()
    expect(pages).toContain('<loc>http://shop.test/promotion/promo428</loc>')
    expect(pages).toContain('<loc>http://shop.test/event/1</loc>')
    expect(pages).toContain('<loc>http://shop.test/collection/1</loc>')
    expect(pages).toContain('<loc>http://shop.test/products?category=01</loc>')
    expect(pages).not.toContain('/products/G')

    const goods = await (await get(new URL(goodsChild).pathname)).text()
    expect(goods).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"')
    expect(goods).toMatch(
      /<url><loc>http:\/\/shop\.test\/products\/G000001<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><image:image><image:loc>http[^<]+<\/image:loc><\/image:image><\/url>/,
    )
    expect((await get('/sitemap-goods-G999999.xml')).status).toBe(404)
  })
  it('cuts the goods into keyset chunks that together list every displayed goods once, none larger than the chunk size', async () => {
    // Chunk starts are computed in SQL (ROW_NUMBER): checked on the seeded rows with a tiny chunk size through the db module.
    const { goodsChunkStarts, goodsChunk } = await import('../../src/server/db/sitemap')
    const total = ((await db.prepare(`SELECT COUNT(*) AS n FROM goods WHERE display_yn = 'Y'`).first()) as { n: number }).n
    const size = Math.max(1, Math.ceil(total / 3))
    const starts = await goodsChunkStarts(db, size)
    expect(starts).toHaveLength(Math.ceil(total / size))
    let seen = 0
    for (const s of starts) {
      const chunk = await goodsChunk(db, s.from, size)
      expect(chunk.length).toBeLessThanOrEqual(size)
      expect(chunk[0].goodsNo).toBe(s.from)
      seen += chunk.length
    }
    expect(seen).toBe(total)
  })
  it('serves stores and content children, and an RSS 2.0 feed of notices and magazine articles', async () => {
    const stores = await (await get('/sitemap-stores.xml')).text()
    expect(stores).toMatch(/<loc>http:\/\/shop\.test\/davichstore\?storeNo=\d+<\/loc>/)
    const content = await (await get('/sitemap-content.xml')).text()
    expect(content).toMatch(/<loc>http:\/\/shop\.test\/customercenter\/(notice|magazine)\/\d+<\/loc>/)
    const rss = await get('/rss.xml')
    expect(rss.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await rss.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(xml).toContain('<atom:link href="http://shop.test/rss.xml" rel="self" type="application/rss+xml"/>')
    const items = [...xml.matchAll(/<item>(.*?)<\/item>/g)].map((m) => m[1])
    expect(items.length).toBeGreaterThanOrEqual(2)
    // Newest first (these two are the newest); markup in a title is escaped.
    expect(items[0]).toContain('<title>블루라이트 렌즈 고르는 법</title><link>http://shop.test/customercenter/magazine/9003</link>')
    expect(items[1]).toContain('<title>설 연휴 배송 안내 &amp; 고객센터 운영</title>')
    for (const it of items) {
      expect(it).toMatch(/<title>[^<]+<\/title><link>http:\/\/shop\.test\/customercenter\/(notice|magazine)\/\d+<\/link>/)
      expect(it).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/)
    }
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
