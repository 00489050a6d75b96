/// <reference types="@cloudflare/vitest-plugin/types" />
/// <reference types="@cloudflare/workers-types" />
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { call } from './helpers'
import { seedStorefront } from './storefront-fixture'

const db = (env as unknown as { DB: D1Database }).DB
const get = (path: string) => call(path, { origin: 'http://shop.test' })
const json = async (path: string) => {
  const res = await get(path)
  return { status: res.status, body: (await res.json()) as any, res }
}

beforeAll(async () => {
  await seedStorefront(db)
})

describe('catalogue', () => {
  it('lists a category with brand facet, price range and paging', async () => {
    const { status, body } = await json('/api/v1/front/goods/list?category=01&rows=2')
    expect(status).toBe(200)
    expect(body.total).toBe(3)
    expect(body.totalPages).toBe(2)
    expect(body.goods).toHaveLength(2)
    expect(body.brands.map((b: any) => b.brandNm)).toEqual(['다비치 오리지널', '루미엘'])
    expect(body.priceRange).toEqual({ min: 68600, max: 150000 })
    const page2 = await json('/api/v1/front/goods/list?category=01&rows=2&page=2')
    expect(page2.body.goods).toHaveLength(1)
  })

  it('filters by brand and price and sorts', async () => {
    const low = await json('/api/v1/front/goods/list?category=01&sort=lowPrice')
    expect(low.body.goods.map((g: any) => g.salePrice)).toEqual([68600, 84000, 150000])
    const disc = await json('/api/v1/front/goods/list?category=01&sort=discount')
    expect(disc.body.goods.map((g: any) => g.id)).toEqual(['G000003', 'G000001', 'G000002'])
    const brand = await json('/api/v1/front/goods/list?category=01&brand=2')
    expect(brand.body.goods.map((g: any) => g.id)).toEqual(['G000003'])
    const price = await json('/api/v1/front/goods/list?category=01&priceMin=80000&priceMax=100000')
    expect(price.body.goods.map((g: any) => g.id)).toEqual(['G000001'])
  })

  it('answers bad list input with a Korean 400', async () => {
    for (const q of ['category=09', 'sort=cheap', 'page=0', 'priceMin=abc', 'priceMin=10&priceMax=5']) {
      const { status, body } = await json(`/api/v1/front/goods/list?${q}`)
      expect(status, q).toBe(400)
      expect(body.errors[0].reason).toMatch(/[가-힣]/)
    }
  })

  it('gives the goods detail with options, delivery method and reservation-only flag', async () => {
    const { status, body } = await json('/api/v1/front/goods/G000001')
    expect(status).toBe(200)
    expect(body.goods.productName).toBe('다비치 오리지널 보스턴 뿔테')
    expect(body.optionAxes).toEqual(['color', 'size'])
    expect(body.items[1].soldOut).toBe(true)
    expect(body.deliveryMethod).toBe('03')
    expect(body.reservationOnly).toBe(false)
    const lens = await json('/api/v1/front/goods/G000005')
    expect(lens.body.reservationOnly).toBe(true)
    expect(lens.body.deliveryMethod).toBe('02')
    expect(lens.body.optionAxes).toEqual(['power', 'packCount'])
  })

  it('answers 404 for unknown goods and 400 for a malformed number', async () => {
    expect((await json('/api/v1/front/goods/G999999')).status).toBe(404)
    const bad = await json('/api/v1/front/goods/abc')
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].reason).toContain('상품 번호')
  })

  it('gives related goods, a reviews summary with masked names and rankings', async () => {
    const rel = await json('/api/v1/front/goods/G000001/related')
    expect(rel.body.goods.map((g: any) => g.id)).not.toContain('G000001')
    expect(rel.body.goods.every((g: any) => g.goodsTypeCd === '01')).toBe(true)
    const rev = await json('/api/v1/front/goods/G000001/reviews/summary')
    expect(rev.body).toMatchObject({ total: 2, average: 4.5, photoCount: 1 })
    expect(rev.body.reviews[0].writer).not.toBe('이안경')
    const rank = await json('/api/v1/front/goods/ranking?category=01&period=month')
    expect(rank.body.goods[0]).toMatchObject({ rank: 1, id: 'G000001' })
    expect((await json('/api/v1/front/goods/ranking?period=year')).status).toBe(400)
    const brands = await json('/api/v1/front/goods/ranking/brand?category=01')
    expect(brands.body.brands[0]).toMatchObject({ rank: 1, brandNm: '다비치 오리지널' })
  })
})

describe('coupon goods list', () => {
  it('answers the downloadable coupons in scope for the goods', async () => {
    const { status, body } = await json('/api/v1/front/coupon/goods/list?goodsNoArr=G000001,G000003')
    expect(status).toBe(200)
    const byNo = Object.fromEntries(body.coupons.map((c: any) => [c.couponNo, c]))
    expect(Object.keys(byNo).map(Number).sort()).toEqual([1, 2])
    expect(byNo[1].goodsNos).toEqual(['G000001', 'G000003'])
    expect(byNo[1].benefitLabel).toBe('10% 할인 (최대 10,000원)')
    expect(byNo[2].goodsNos).toEqual(['G000001'])
    const sun = await json('/api/v1/front/coupon/goods/list?goodsNoArr=G000004')
    expect(sun.body.coupons).toEqual([])
  })
  it('rejects missing or malformed goods numbers in Korean', async () => {
    for (const q of ['', '?goodsNoArr=', '?goodsNoArr=G1,abc']) {
      const { status, body } = await json(`/api/v1/front/coupon/goods/list${q}`)
      expect(status, q).toBe(400)
      expect(body.errors[0].reason).toMatch(/상품 번호/)
    }
  })
})

describe('content', () => {
  it('serves promotions by slug with goods, and by number', async () => {
    const { body } = await json('/api/v1/front/promotion/promo428')
    expect(body).toMatchObject({ id: 1, slug: 'promo428', status: 'ongoing' })
    expect(body.goods.map((g: any) => g.id)).toEqual(['G000001', 'G000002'])
    expect((await json('/api/v1/front/promotion/2')).body.status).toBe('ended')
    expect((await json('/api/v1/front/promotion/promo999')).status).toBe(404)
    expect((await json('/api/v1/front/promotion/drop%20table')).status).toBe(400)
  })
  it('lists events with their status from the dates', async () => {
    const all = await json('/api/v1/front/event/list')
    expect(all.body.events.map((e: any) => [e.id, e.status])).toEqual([
      [1, 'ongoing'],
      [2, 'ended'],
    ])
    const ended = await json('/api/v1/front/event/list?status=ended')
    expect(ended.body.events.map((e: any) => e.id)).toEqual([2])
    expect((await json('/api/v1/front/event/list?status=soon')).status).toBe(400)
    expect((await json('/api/v1/front/event/99')).status).toBe(404)
  })
  it('serves collections and the effective terms version', async () => {
    const list = await json('/api/v1/front/collection/list')
    expect(list.body.collections[0]).toMatchObject({ id: 1, goodsCount: 2 })
    const col = await json('/api/v1/front/collection/1')
    expect(col.body.goods).toHaveLength(2)
    const terms = await json('/api/v1/front/terms/service')
    expect(terms.body).toMatchObject({ version: '2.0', effectiveDate: '20250101', title: '서비스 이용약관' })
    expect(terms.body.contentHtml).toContain('제1조 (목적)')
    expect(terms.body.versions).toHaveLength(2)
    expect((await json('/api/v1/front/terms/unknown')).status).toBe(400)
    expect((await json('/api/v1/front/terms/service?version=1.0')).body.version).toBe('1.0')
    expect((await json('/api/v1/front/terms/service?version=9.9')).status).toBe(404)
    for (const cd of [
      'privacypolicy',
      'locationinfo',
      'youthprotection',
      'membership',
      'onlinemall',
      'careplus',
      'smartfitting',
      'davisionTerms',
    ])
      expect((await json(`/api/v1/front/terms/${cd}`)).status, cd).toBe(200)
  })
})

describe('content HTML', () => {
  it('strips scripts and event handlers from stored HTML', async () => {
    await db
      .prepare(`UPDATE events SET content_html = ?1 WHERE event_no = 1`)
      .bind(
        '<p onclick="steal()">안내</p><script>alert(1)</script><img src="/img/a.svg" onerror="x()"><a href="javascript:alert(1)">링크</a>',
      )
      .run()
    const { body } = await json('/api/v1/front/event/1')
    expect(body.contentHtml).toContain('<p>안내</p>')
    expect(body.contentHtml).not.toMatch(/script|onclick|onerror|javascript:/)
  })
})
