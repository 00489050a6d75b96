import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { couponGoodsQuery, goodsListQuery } from './goods'

describe('goods list call', () => {
  it('validates the list call strictly, in Korean', () => {
    const bad = v.safeParse(goodsListQuery, { priceMin: '50000', priceMax: '10000' })
    expect(bad.success).toBe(false)
    expect(bad.issues?.[0].message).toBe('최소 가격은 최대 가격보다 클 수 없습니다.')
    expect(v.parse(goodsListQuery, {})).toMatchObject({ category: '01', sort: 'new', page: 1, rows: 20 })
  })
  it('splits, dedupes and checks the coupon goods list', () => {
    expect(v.parse(couponGoodsQuery, { goodsNoArr: 'G000001, G000002,G000001' }).goodsNoArr).toEqual(['G000001', 'G000002'])
    expect(v.safeParse(couponGoodsQuery, { goodsNoArr: 'G1' }).success).toBe(false)
    const many = Array.from({ length: 51 }, (_, i) => `G${String(i).padStart(6, '0')}`).join(',')
    expect(v.safeParse(couponGoodsQuery, { goodsNoArr: many }).issues?.[0].message).toContain('50개')
  })
})
