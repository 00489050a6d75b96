/// <reference types="@cloudflare/vitest-plugin/types" />
/// <reference types="@cloudflare/workers-types" />
// The catalogue list's maintained facet counters (migration 0064) stay exact as goods change.
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { call } from './helpers'
import { seedStorefront } from './storefront-fixture'

const db = (env as unknown as { DB: D1Database }).DB
const list = async (query: string) =>
  (await (await call(`/api/v1/front/goods/list?${query}`, { origin: 'http://shop.test' })).json()) as any

beforeAll(async () => {
  await seedStorefront(db)
})

describe('goods list facets from maintained counters', () => {
  it('counts the total, brands and categories, with and without filters', async () => {
    const all = await list('category=01')
    expect(all.total).toBe(3)
    expect(all.brands).toEqual([
      { brandNo: 1, brandNm: '다비치 오리지널', count: 2 },
      { brandNo: 2, brandNm: '루미엘', count: 1 },
    ])
    expect(all.categories.map((c: any) => [c.ctgNo, c.count])).toEqual([
      [101, 2],
      [102, 1],
    ])
    expect((await list('category=01&ctgNo=101')).total).toBe(2)
    expect((await list('category=01&brand=2')).total).toBe(1)
    expect((await list('category=01&priceMin=90000')).total).toBe(1)
  })
  it('follows hiding, moving and deleting goods', async () => {
    await db.prepare(`UPDATE goods SET display_yn = 'N' WHERE goods_no = 'G000003'`).run()
    let r = await list('category=01')
    expect(r.total).toBe(2)
    expect(r.brands.map((b: any) => b.brandNo)).toEqual([1])
    await db.prepare(`UPDATE goods SET ctg_no = 101 WHERE goods_no = 'G000002'`).run()
    r = await list('category=01')
    expect(r.categories.map((c: any) => [c.ctgNo, c.count])).toEqual([
      [101, 2],
      [102, 0],
    ])
    await db.prepare(`UPDATE goods SET display_yn = 'Y' WHERE goods_no = 'G000003'`).run()
    expect((await list('category=01&ctgNo=101')).total).toBe(3)
    await db.batch([
      db.prepare(`DELETE FROM goods_items WHERE goods_no = 'G000001'`),
      db.prepare(`DELETE FROM goods_reviews WHERE goods_no = 'G000001'`),
      db.prepare(`DELETE FROM coupon_target_goods WHERE goods_no = 'G000001'`),
      db.prepare(`DELETE FROM promotion_goods WHERE goods_no = 'G000001'`),
      db.prepare(`DELETE FROM collection_goods WHERE goods_no = 'G000001'`),
      db.prepare(`DELETE FROM goods WHERE goods_no = 'G000001'`),
    ])
    r = await list('category=01')
    expect(r.total).toBe(2)
    expect(r.brands).toEqual([
      { brandNo: 1, brandNm: '다비치 오리지널', count: 1 },
      { brandNo: 2, brandNm: '루미엘', count: 1 },
    ])
  })
})
