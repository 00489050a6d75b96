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
  // D1 refuses a compound SELECT of more than five terms: the words' candidate sets were one INTERSECT chain, so a
  // query of five words or more (a goods suggestion's full name, searched as it is) failed with a 500.
  it('answers queries of five words and more, up to the 50-character limit (D1 compound SELECT limit)', async () => {
    const name = await json(`/v1/front/search/product?searchWord=${q('루미엘 편광 선글라스 편광 루미엘 선글라스')}`)
    expect(name.status).toBe(200)
    expect(name.body.goods.map((g: any) => g.id)).toEqual(['G000004'])
    const letters = Array.from({ length: 25 }, (_, i) => String.fromCharCode(97 + i)).join(' ')
    for (const query of [
      letters,
      'ㄷㅂㅊ ㅇㄹ ㅂㅅ ㄸ ㅌ ㄹㅁ',
      '렌즈 안경 선글 뿔테 티타늄 원데이 편광 라운드 보스턴',
      'ㅇ ㄱ 안경 선글 렌즈 a 다 비 치',
    ]) {
      const res = await json(`/v1/front/search/product?searchWord=${q(query)}&size=500`)
      expect(res.status, query).toBe(200)
      expect(Array.isArray(res.body.goods), query).toBe(true)
    }
    // Five distinct words, each matching G000001 somewhere (name, brand, search words): it alone is found.
    const all = await json(`/v1/front/search/product?searchWord=${q('다비치 오리지널 보스턴 뿔테 아세테이트')}`)
    expect(all.body.goods.map((g: any) => g.id)).toEqual(['G000001'])
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
  it('sorts the results and narrows them to one goods type, with the counts per type', async () => {
    const ids = (b: any) => b.goods.map((g: any) => g.id)
    // 루미엘: G000003 (frame, 68,600원) and G000004 (sunglasses, 126,000원).
    const low = await json(`/v1/front/search/product?searchWord=${q('루미엘')}&sort=lowPrice`)
    expect(ids(low.body)).toEqual(['G000003', 'G000004'])
    expect(low.body.total).toBe(2)
    expect(ids((await json(`/v1/front/search/product?searchWord=${q('루미엘')}&sort=highPrice`)).body)).toEqual(['G000004', 'G000003'])
    const sun = await json(`/v1/front/search/product?searchWord=${q('루미엘')}&category=02`)
    expect(ids(sun.body)).toEqual(['G000004'])
    expect(sun.body.total).toBe(1)
    const sunLow = await json(`/v1/front/search/product?searchWord=${q('루미엘')}&category=01&sort=lowPrice`)
    expect(ids(sunLow.body)).toEqual(['G000003'])
    expect((await json(`/v1/front/search/product?searchWord=${q('루미엘')}&category=04`)).body.total).toBe(0)
    // The plain search (relevance, every type) is the same answer as before, and the sorted one holds the same goods.
    const plain = await json(`/v1/front/search/product?searchWord=${q('뿔테')}`)
    const byNew = await json(`/v1/front/search/product?searchWord=${q('뿔테')}&sort=new`)
    expect(ids(byNew.body).sort()).toEqual(ids(plain.body).sort())
    expect(byNew.body.total).toBe(plain.body.total)
    const types = await json(`/v1/front/search/product/types?searchWord=${q('루미엘')}`)
    expect(types.body.types).toEqual([
      { category: '01', count: 1 },
      { category: '02', count: 1 },
    ])
    for (const bad of ['sort=cheap', 'category=09']) {
      const r = await json(`/v1/front/search/product?searchWord=${q('루미엘')}&${bad}`)
      expect(r.status, bad).toBe(400)
      expect(r.body.errors[0].reason).toMatch(/[가-힣]/)
    }
    expect((await json('/v1/front/search/product/types')).status).toBe(400)
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
    // Counted in the background, gathered for a second and written as one batch.
    const count = async () =>
      (await db.prepare(`SELECT search_count FROM search_keywords WHERE keyword = '원데이'`).first<{ search_count: number }>())
        ?.search_count
    for (let i = 0; i < 40 && (await count()) !== 13; i++) await new Promise((r) => setTimeout(r, 100))
    expect(await count()).toBe(13)
    const nothing = await db.prepare(`SELECT COUNT(*) AS n FROM search_keywords WHERE keyword = '우주선'`).first<{ n: number }>()
    expect(nothing?.n).toBe(0)
  })
})

describe('ranking (in SQL, the tiers of matchScore)', () => {
  it('completes exact before prefix, then by weight', async () => {
    const { body } = await json(`/v1/front/search/suggest/completion?seed=${q('루미엘')}`)
    // (earlier searches may have added the keyword '루미엘 선글라스', weighted above goods)
    expect(body.suggestions.filter((s: any) => s.kind !== 'keyword')).toEqual([
      { text: '루미엘', kind: 'brand' },
      { text: '루미엘 편광 선글라스', kind: 'goods', goodsNo: 'G000004' },
      { text: '루미엘 캣아이 뿔테', kind: 'goods', goodsNo: 'G000003' },
    ])
  })
  it('ranks name matches by sales, and a category match above a search-word match', async () => {
    const name = await json(`/v1/front/search/product?searchWord=${q('루미엘')}`)
    expect(name.body.goods.map((g: any) => g.id)).toEqual(['G000004', 'G000003'])
    const eyeglasses = await json(`/v1/front/search/product?searchWord=${q('안경')}`)
    // 안경 is in each frame's category field (뿔테 안경테 · 메탈테 안경테: 60 × 0.7); equal scores go by sales.
    expect(eyeglasses.body.goods.map((g: any) => g.id)).toEqual(['G000001', 'G000003', 'G000002'])
    expect(eyeglasses.body.total).toBe(3)
    const ctg = await json(`/v1/front/search/product?searchWord=${q('메탈테')}`)
    expect(ctg.body.goods.map((g: any) => g.id)).toEqual(['G000002'])
  })
  it('caches a completion answer at the edge for a short while', async () => {
    const path = `/v1/front/search/suggest/completion?seed=${q('아쿠')}`
    const first = await call(path, { origin: 'http://shop.test' })
    expect(first.headers.get('x-edge-cache')).toBe('MISS')
    const first_ = await first.json()
    await new Promise((r) => setTimeout(r, 50))
    const second = await call(path, { origin: 'http://shop.test' })
    expect(second.headers.get('x-edge-cache')).toBe('HIT')
    expect(await second.json()).toEqual(first_)
  })
})

describe('one-word fast path (name matches fill the page)', () => {
  it('ranks the name matches exactly as the full scoring does and counts every field', async () => {
    const stmts = []
    for (let i = 0; i < 24; i++)
      stmts.push(
        db
          .prepare(
            `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, img_src, supply_price, customer_price, sale_price, sale_count, search_text, reg_dttm)
             VALUES (?1, '01', 102, 2, ?2, '/img/x.svg', 1000, 2000, 2000, ?3, ?4, ?5)`,
          )
          .bind(
            `G1000${String(i).padStart(2, '0')}`,
            i === 5 ? '스카이' : i % 2 ? `스카이 라인 ${i}` : `블루 스카이 ${i}`,
            i * 10,
            i < 20 ? '' : '스카이',
            new Date().toISOString(),
          ),
      )
    await db.batch(stmts)
    const { body } = await json(`/v1/front/search/product?searchWord=${q('스카이')}`)
    // exact (200) first, then prefix (160) by sales, then contains (120) by sales; 24 goods match in all.
    const ids = body.goods.map((g: any) => Number(g.id.slice(-2)))
    expect(ids[0]).toBe(5)
    const prefix = [23, 21, 19, 17, 15, 13, 11, 9, 7, 3, 1]
    expect(ids.slice(1, 12)).toEqual(prefix)
    expect(ids.slice(12)).toEqual([22, 20, 18, 16, 14, 12, 10, 8])
    expect(body.total).toBe(24)
    await db.prepare(`DELETE FROM goods WHERE goods_no LIKE 'G1000%'`).run()
  })
})

describe('the index follows the catalogue', () => {
  it('finds new goods, renamed brands and forgets hidden goods', async () => {
    await db
      .prepare(
        `INSERT INTO goods (goods_no, goods_type_cd, ctg_no, brand_no, goods_nm, img_src, supply_price, customer_price, sale_price, search_text, reg_dttm)
         VALUES ('G000009', '02', 201, 3, '아쿠아핏 스포츠 고글', '/img/x.svg', 1000, 2000, 2000, '고글 스포츠', ?1)`,
      )
      .bind(new Date().toISOString())
      .run()
    expect((await json(`/v1/front/search/product?searchWord=${q('스포츠고글')}`)).body.goods.map((g: any) => g.id)).toEqual(['G000009'])
    expect((await json(`/v1/front/search/product?searchWord=${q('ㅅㅍㅊ')}`)).body.goods.map((g: any) => g.id)).toEqual(['G000009'])
    await db.prepare(`UPDATE brands SET brand_nm = '아쿠아블루' WHERE brand_no = 3`).run()
    expect((await json(`/v1/front/search/product?searchWord=${q('아쿠아블루')}`)).body.goods.map((g: any) => g.id).sort()).toEqual([
      'G000005',
      'G000009',
    ])
    await db.prepare(`UPDATE goods SET display_yn = 'N' WHERE goods_no = 'G000009'`).run()
    expect((await json(`/v1/front/search/product?searchWord=${q('스포츠고글')}`)).body.total).toBe(0)
    const pending = await db
      .prepare('SELECT (SELECT COUNT(*) FROM search_terms WHERE pending = 1) + (SELECT COUNT(*) FROM search_goods WHERE pending = 1) AS n')
      .first<{ n: number }>()
    expect(pending?.n).toBe(0)
  })
})

// A common word's total is counted once per catalogue version and kept (migration 0065: search_totals, search_meta.v),
// here on D1 itself (workerd's SQLite), where the statements that keep it must also run.
describe('the total of a common word is kept until the catalogue changes', () => {
  it('keeps a total of 500+ and recounts it after a goods is hidden or renamed, not after a sale', async () => {
    const cols = (await db.prepare('SELECT name FROM pragma_table_info(?1)').bind('goods').all<{ name: string }>()).results.map(
      (c) => c.name,
    )
    const pick = cols
      .map((c) => (c === 'goods_no' ? `printf('G2%05d', x)` : c === 'goods_nm' ? `'복제 뿔테 ' || x` : c === 'sale_count' ? 'x % 97' : c))
      .join(', ')
    await db
      .prepare(
        `INSERT INTO goods (${cols.join(', ')})
         WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 600) SELECT ${pick} FROM n, goods WHERE goods_no = 'G000001'`,
      )
      .run()
    try {
      const kept = () =>
        db.prepare(`SELECT t.total FROM search_totals t JOIN search_meta m ON m.v = t.v WHERE t.query = '뿔테'`).first<{ total: number }>()
      const first = await json(`/v1/front/search/product?searchWord=${q('뿔테')}`)
      expect(first.body.total).toBe(602)
      expect(first.body.goods).toHaveLength(20)
      expect((await kept())?.total).toBe(602)
      expect((await json(`/v1/front/search/product?searchWord=${q('뿔테')}`)).body.total).toBe(602)
      await db.prepare(`UPDATE goods SET display_yn = 'N' WHERE goods_no = 'G200001'`).run()
      expect(await kept()).toBeNull()
      expect((await json(`/v1/front/search/product?searchWord=${q('뿔테')}`)).body.total).toBe(601)
      // Renamed and moved to the 메탈테 category: 뿔테 is nowhere in it any more.
      await db.prepare(`UPDATE goods SET goods_nm = '복제 안경', search_text = '', ctg_no = 102 WHERE goods_no = 'G200002'`).run()
      expect((await json(`/v1/front/search/product?searchWord=${q('뿔테')}`)).body.total).toBe(600)
      // Sales do not change which goods match: the kept total stays.
      await db.prepare(`UPDATE goods SET sale_count = sale_count + 1000 WHERE goods_no = 'G200003'`).run()
      expect((await kept())?.total).toBe(600)
      const top = await json(`/v1/front/search/product?searchWord=${q('뿔테')}`)
      expect(top.body.goods[0].id).toBe('G200003') // name contains 뿔테 (120 × sales), now the best seller
    } finally {
      await db.prepare(`DELETE FROM goods WHERE goods_no LIKE 'G2%'`).run()
    }
  })
})
