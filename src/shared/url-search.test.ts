import { describe, expect, it } from 'vitest'
import { int, matching, oneOf, ordNo, productsListParams, productsSearch, searchPageSearch, searchParams, text } from './url-search'

describe('URL search parsers', () => {
  it('keep valid values and drop malformed ones instead of failing', () => {
    expect(text(5)(' 안경 ')).toBe('안경')
    expect(text(5)('')).toBeUndefined()
    expect(text(3)('선글라스')).toBeUndefined()
    expect(text(10)(123)).toBe('123')
    expect(text(10)({ a: 1 })).toBeUndefined()
    expect(oneOf(['day', 'week'])('week')).toBe('week')
    expect(oneOf(['day', 'week'])('year')).toBeUndefined()
    expect(int(1, 99)('7')).toBe(7)
    expect(int(1, 99)(7)).toBe(7)
    expect(int(1, 99)(0)).toBeUndefined()
    expect(int(1, 99)('1.5')).toBeUndefined()
    expect(int(1, 99)('')).toBeUndefined()
    expect(matching(/^\d{8}$/)(20261122)).toBe('20261122')
    expect(matching(/^\d{8}$/)('2026-11-22')).toBeUndefined()
  })

  it('reads the order number the router hands over as a number', () => {
    expect(ordNo(20261122000123)).toBe('20261122000123')
    expect(ordNo('abc')).toBeUndefined()
  })

  it('sets a key whose value does not parse to undefined, so the raw value cannot shine through', () => {
    const parse = searchParams({ tab: oneOf(['id', 'pw']), page: int(1, 9) })
    expect(parse({ tab: 'pw', page: 3, other: 'x' })).toEqual({ tab: 'pw', page: 3 })
    const bad = parse({ tab: 'nope', page: 'x' })
    expect(Object.keys(bad).sort()).toEqual(['page', 'tab'])
    // What the router does with the result: it spreads it over the URL's own params.
    expect({ ...{ tab: 'nope', page: 'x' }, ...bad }).toEqual({ tab: undefined, page: undefined })
  })

  it('catalogue: broken filters fall back to the defaults of the list call', () => {
    expect(productsSearch({ category: '02', brand: 3, sort: 'lowPrice', page: 2 })).toEqual({
      category: '02',
      brand: 3,
      sort: 'lowPrice',
      page: 2,
    })
    const broken = productsSearch({ category: '09', brand: -1, sort: 'cheap', page: 0, priceMin: 'x' })
    expect(productsListParams(broken)).toEqual({
      category: '01',
      ctgNo: undefined,
      brand: undefined,
      priceMin: undefined,
      priceMax: undefined,
      sort: 'new',
      page: 1,
      rows: 20,
    })
    expect(productsListParams(productsSearch({ ctg: 101 }), '05')).toMatchObject({ category: '05', ctgNo: 101 })
    // The shown count: 20, +20 … 500 (an old link's page=3 shows its three pages), always one call from the start.
    expect(productsListParams(productsSearch({ size: 45 }))).toMatchObject({ page: 1, rows: 40 })
    expect(productsListParams(productsSearch({ page: 3 }))).toMatchObject({ page: 1, rows: 60 })
    expect(productsListParams(productsSearch({ size: 9999 }))).toMatchObject({ rows: 500 })
    expect(productsListParams(productsSearch({ shape: '라운드,보스턴', color: '블랙' }))).toMatchObject({
      shape: '라운드,보스턴',
      color: '블랙',
    })
  })

  it('search page: the word is capped at 50 characters and any positive size passes on to be rounded', () => {
    expect(searchPageSearch({ searchWord: 'ㄷㅂㅊ', size: 9999 })).toEqual({ searchWord: 'ㄷㅂㅊ', size: 9999 })
    expect(searchPageSearch({ searchWord: 'ㄱ'.repeat(51), size: -1 })).toEqual({})
  })
})
