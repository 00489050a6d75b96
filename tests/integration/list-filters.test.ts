/// <reference types="@cloudflare/vitest-plugin/types" />
/// <reference types="@cloudflare/workers-types" />
// The catalogue list's attribute filters (issue 30: 모양 · 소재 · 색상 from the catalogue desk's attributes) and
// facet counts that follow the chosen filters — from the maintained counters (0231) and counted live alike.
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { call } from './helpers'
import { seedStorefront } from './storefront-fixture'

const db = (env as unknown as { DB: D1Database }).DB
const list = async (query: string) => {
  const res = await call(`/api/v1/front/goods/list?${query}`, { origin: 'http://shop.test' })
  return { status: res.status, body: (await res.json()) as any }
}
const ok = async (query: string) => {
  const r = await list(query)
  expect(r.status, query).toBe(200)
  return r.body
}
const facet = (body: any, param: string) =>
  Object.fromEntries((body.facets.find((f: any) => f.param === param)?.values ?? []).map((v: any) => [v.value, v.count]))

beforeAll(async () => {
  await seedStorefront(db)
  // G000001 보스턴 아세테이트 블랙 (brand 1, ctg 101), G000002 라운드 티타늄 실버 (brand 1, ctg 102),
  // G000003 캣아이 아세테이트 블랙 (brand 2, ctg 101).
  const attrs: Array<[string, string, string]> = [
    ['G000001', 'shape', '보스턴'],
    ['G000001', 'material', '아세테이트'],
    ['G000001', 'color', '블랙'],
    ['G000002', 'shape', '라운드'],
    ['G000002', 'material', '티타늄'],
    ['G000002', 'color', '실버'],
    ['G000003', 'shape', '캣아이'],
    ['G000003', 'material', '아세테이트'],
    ['G000003', 'color', '블랙'],
    ['G000004', 'shape', '보잉'],
    ['G000004', 'lensColor', '스모크'],
  ]
  await db.batch(attrs.map((a) => db.prepare('INSERT INTO goods_attrs (goods_no, attr_key, attr_value) VALUES (?1, ?2, ?3)').bind(...a)))
})

describe('attribute filters of the list', () => {
  it('offers each attribute value with its count, in the desk’s order', async () => {
    const all = await ok('category=01')
    expect(all.facets.map((f: any) => [f.param, f.label])).toEqual([
      ['shape', '모양'],
      ['material', '소재'],
      ['color', '색상'],
    ])
    expect(all.facets[0].values).toEqual([
      { value: '라운드', count: 1 },
      { value: '보스턴', count: 1 },
      { value: '캣아이', count: 1 },
    ])
    expect(facet(all, 'material')).toEqual({ 아세테이트: 2, 티타늄: 1 })
    // Sunglasses: their colour filter is the lens colour.
    const sun = await ok('category=02')
    expect(sun.facets.find((f: any) => f.param === 'color')).toEqual({
      param: 'color',
      label: '렌즈 색상',
      values: [{ value: '스모크', count: 1 }],
    })
    // Types without attribute filters answer none.
    expect((await ok('category=04')).facets).toEqual([])
  })

  it('filters by one value, by several (OR) and across filters (AND)', async () => {
    const ids = (b: any) => b.goods.map((g: any) => g.id).sort()
    expect(ids(await ok('category=01&shape=보스턴'))).toEqual(['G000001'])
    expect(ids(await ok(`category=01&shape=${encodeURIComponent('보스턴,캣아이')}`))).toEqual(['G000001', 'G000003'])
    const both = await ok(`category=01&material=${encodeURIComponent('아세테이트')}&color=${encodeURIComponent('블랙')}&brand=2`)
    expect(ids(both)).toEqual(['G000003'])
    expect(both.total).toBe(1)
    expect((await ok('category=01&shape=보잉')).total).toBe(0)
  })

  it('counts every facet under the other chosen filters, its own left out', async () => {
    const r = await ok('category=01&material=아세테이트')
    expect(r.total).toBe(2)
    // Shapes among acetate frames; the material facet itself still offers titanium (it would add one).
    expect(facet(r, 'shape')).toEqual({ 라운드: 0, 보스턴: 1, 캣아이: 1 })
    expect(facet(r, 'material')).toEqual({ 아세테이트: 2, 티타늄: 1 })
    expect(r.brands.map((b: any) => [b.brandNo, b.count])).toEqual([
      [1, 1],
      [2, 1],
    ])
    expect(r.categories.map((c: any) => [c.ctgNo, c.count])).toEqual([
      [101, 2],
      [102, 0],
    ])
    // Brand and sub-category filters move the attribute counts too (counters), and a brand's count follows the category.
    const b1 = await ok('category=01&brand=1')
    expect(facet(b1, 'color')).toEqual({ 블랙: 1, 실버: 1 })
    expect(b1.brands.map((b: any) => b.count)).toEqual([2, 1])
    const c101 = await ok('category=01&ctgNo=101')
    expect(c101.brands.map((b: any) => b.count)).toEqual([1, 1])
    expect(facet(c101, 'material')).toEqual({ 아세테이트: 2, 티타늄: 0 })
  })

  it('gives the same counts from the counters as counted live', async () => {
    // priceMin=0 keeps every goods but makes the list count live instead of summing the counters.
    for (const q of ['category=01', 'category=01&brand=1', 'category=01&ctgNo=101', 'category=02']) {
      const kept = await ok(q)
      const live = await ok(`${q}&priceMin=0`)
      expect(live.total, q).toBe(kept.total)
      expect(live.facets, q).toEqual(kept.facets)
      expect(live.brands, q).toEqual(kept.brands)
      expect(live.categories, q).toEqual(kept.categories)
    }
    // Every frame's shape chosen: counted from the shape rows (the driving attribute), the other facets and the
    // brands read as the counters do.
    const kept = await ok('category=01')
    const driven = await ok(`category=01&shape=${encodeURIComponent('보스턴,라운드,캣아이')}`)
    expect(driven.total).toBe(kept.total)
    expect(driven.brands).toEqual(kept.brands)
    expect(driven.categories).toEqual(kept.categories)
    expect(facet(driven, 'material')).toEqual(facet(kept, 'material'))
    expect(facet(driven, 'color')).toEqual(facet(kept, 'color'))
    const two = await ok(`category=01&shape=${encodeURIComponent('보스턴,라운드,캣아이')}&material=${encodeURIComponent('아세테이트')}`)
    expect(facet(two, 'color')).toEqual({ 블랙: 2, 실버: 0 })
    expect(two.total).toBe(2)
  })

  it('keeps a chosen value listed at 0 and shows 20, 40 … up to 500 from the start', async () => {
    expect(facet(await ok('category=01&color=골드'), 'color')).toEqual({ 블랙: 2, 실버: 1, 골드: 0 })
    const big = await ok('category=01&rows=500')
    expect(big.goods).toHaveLength(3)
    expect(big.rows).toBe(500)
  })

  it('answers bad filter input with a Korean 400', async () => {
    const many = Array.from({ length: 11 }, (_, i) => `v${i}`).join(',')
    for (const q of [`shape=${many}`, `color=${'가'.repeat(21)}`, 'rows=501']) {
      const { status, body } = await list(`category=01&${q}`)
      expect(status, q).toBe(400)
      expect(body.errors[0].reason).toMatch(/[가-힣]/)
    }
  })
})
