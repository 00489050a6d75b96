import { describe, expect, it } from 'vitest'
import { matchKeys } from '../../shared/search/hangul'
import { buildSeedSync } from './build'
import { searchIndexSeedSql } from './search-index'

describe('seed size (SEED_GOODS) and the search keys it loads', () => {
  const big = buildSeedSync({ now: '2026-11-22T00:00:00Z', passwordHash: 'x', goods: 3000 })
  it('scales the catalogue with unique goods numbers and names, items for every goods', () => {
    expect(big.goods.length).toBeGreaterThanOrEqual(2990)
    expect(big.goods.length).toBeLessThanOrEqual(3010)
    expect(new Set(big.goods.map((g) => g.goods_no)).size).toBe(big.goods.length)
    expect(new Set(big.goods.map((g) => g.goods_nm)).size).toBe(big.goods.length)
    const withItems = new Set(big.goods_items.map((i) => i.goods_no))
    expect(big.goods.every((g) => withItems.has(g.goods_no))).toBe(true)
    expect(new Set(big.goods.map((g) => g.brand_no)).size).toBeGreaterThan(10)
  })
  it('keeps the default catalogue as it was', () => {
    const small = buildSeedSync({ now: '2026-11-22T00:00:00Z', passwordHash: 'x' })
    expect(small.goods.length).toBe(420)
  })
  it("writes key statements under D1's 100 KB statement limit, with the Worker's own keys", () => {
    const sql = searchIndexSeedSql(big)
    for (const s of sql) expect(new TextEncoder().encode(s).length).toBeLessThan(100_000)
    const k = matchKeys(big.goods[0]!.goods_nm)
    expect(sql.some((s) => s.includes(`'${k.jamo.replace(/'/g, "''")}'`))).toBe(true)
  })
})
