/// <reference types="@cloudflare/vitest-plugin/types" />
/// <reference types="@cloudflare/workers-types" />
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { call } from './helpers'
import { seedStorefront } from './storefront-fixture'

const db = (env as unknown as { DB: D1Database }).DB
const json = async (path: string) => {
  const res = await call(path, { origin: 'http://shop.test' })
  return { status: res.status, body: (await res.json()) as any }
}
const q = encodeURIComponent

beforeAll(async () => {
  await seedStorefront(db)
})

describe('search rankings', () => {
  it('ranks keywords by search count with the change from the last snapshot', async () => {
    const { status, body } = await json('/v1/front/search/total/rankings')
    expect(status).toBe(200)
    expect(body.rankings).toEqual([
      { rank: 1, keyword: '선글라스', change: 'up' },
      { rank: 2, keyword: '뿔테', change: 'down' },
      { rank: 3, keyword: '원데이', change: 'new' },
    ])
  })
})

describe('completion', () => {
  it('completes initial consonants (ㄷㅂㅊ → 다비치 …)', async () => {
    const { body } = await json(`/v1/front/search/suggest/completion?seed=${q('ㄷㅂㅊ')}`)
    const texts = body.suggestions.map((s: any) => s.text)
    expect(texts[0]).toBe('다비치 오리지널')
    expect(texts).toContain('다비치 오리지널 보스턴 뿔테')
    expect(texts.every((t: string) => t.replace(/\s/g, '').startsWith('다비치') || /다비치/.test(t))).toBe(true)
  })
  it('is spacing-tolerant and completes a half-typed syllable', async () => {
    const spaced = await json(`/v1/front/search/suggest/completion?seed=${q('편광선글')}`)
    expect(spaced.body.suggestions.map((s: any) => s.text)).toContain('편광 선글라스')
    const typing = await json(`/v1/front/search/suggest/completion?seed=${q('루밓')}`)
    expect(typing.body.suggestions.length).toBe(0)
    const partial = await json(`/v1/front/search/suggest/completion?seed=${q('루미')}`)
    expect(partial.body.suggestions[0]).toMatchObject({ text: '루미엘', kind: 'brand' })
  })
  it('answers an empty list for an empty seed and 400 for a too long one', async () => {
    expect((await json('/v1/front/search/suggest/completion?seed=')).body.suggestions).toEqual([])
    const long = await json(`/v1/front/search/suggest/completion?seed=${'가'.repeat(51)}`)
    expect(long.status).toBe(400)
    expect(long.body.errors[0].reason).toContain('50자')
  })
})

describe('product search', () => {
  it('finds goods by a Korean word, name matches first', async () => {
    const { body } = await json(`/v1/front/search/product?searchWord=${q('뿔테')}`)
    expect(body.total).toBe(2)
    expect(body.goods.map((g: any) => g.id).sort()).toEqual(['G000001', 'G000003'])
  })
  it('finds goods by initial consonants and by synonyms', async () => {
    const cons = await json(`/v1/front/search/product?searchWord=${q('ㄹㅁㅇ')}`)
    expect(cons.body.goods.map((g: any) => g.id).sort()).toEqual(['G000003', 'G000004'])
    const syn = await json(`/v1/front/search/product?searchWord=${q('썬글라스')}`)
    expect(syn.body.goods.map((g: any) => g.id)).toEqual(['G000004'])
  })
  it('needs every word of a multi-word query', async () => {
    const { body } = await json(`/v1/front/search/product?searchWord=${q('루미엘 선글라스')}`)
    expect(body.goods.map((g: any) => g.id)).toEqual(['G000004'])
  })
  it('pages by size within 20..500 and rejects sizes out of bounds', async () => {
    const small = await json(`/v1/front/search/product?searchWord=${q('다비치')}&size=1`)
    expect(small.status).toBe(200)
    expect(small.body.size).toBe(20)
    expect((await json(`/v1/front/search/product?searchWord=${q('다비치')}&size=45`)).body.size).toBe(40)
    const big = await json(`/v1/front/search/product?searchWord=${q('다비치')}&size=501`)
    expect(big.status).toBe(400)
    expect(big.body.errors[0].reason).toContain('500 이하')
    expect((await json(`/v1/front/search/product?searchWord=${q('다비치')}&size=abc`)).status).toBe(400)
  })
  it('requires a search word, in Korean', async () => {
    for (const path of ['/v1/front/search/product', '/v1/front/search/product?searchWord=%20%20']) {
      const { status, body } = await json(path)
      expect(status).toBe(400)
      expect(body.errors[0].reason).toMatch(/검색어/)
    }
  })
  it('suggests other words when nothing is found, and counts searches with results', async () => {
    const none = await json(`/v1/front/search/product?searchWord=${q('우주선')}`)
    expect(none.body.total).toBe(0)
    expect(none.body.suggestions).toContain('선글라스')
    for (let i = 0; i < 3; i++) await json(`/v1/front/search/product?searchWord=${q('원데이')}`)
    await new Promise((r) => setTimeout(r, 50))
    const row = await db.prepare(`SELECT search_count FROM search_keywords WHERE keyword = '원데이'`).first<{ search_count: number }>()
    expect(row?.search_count).toBe(13)
    const nothing = await db.prepare(`SELECT COUNT(*) AS n FROM search_keywords WHERE keyword = '우주선'`).first<{ n: number }>()
    expect(nothing?.n).toBe(0)
  })
})
