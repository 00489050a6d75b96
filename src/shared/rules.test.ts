import { describe, expect, it } from 'vitest'
import {
  COUPON_ZONE_ROWS,
  DEFAULT_FAVORITE_GOODS_TYPE,
  DEFAULT_STORE_CODE,
  SEARCH_PAGE,
  SUB_BANNER_VIEW_SIZE,
  canLoadMoreSearch,
  cartIsReservationOnly,
  couponZoneHasRemaining,
  deliveryMethod,
  deliveryMethodOfCart,
  discountRate,
  filterPopups,
  isKioskMode,
  isMixedCart,
  isReservationOnly,
  isYes,
  mixedCategoriesYn,
  nextSearchSize,
  searchSizeFromParam,
  sortGnbs,
  subBannerViewSize,
} from './rules'

describe('constants', () => {
  it('match the product spec constants (kiosk 0000, coupon zone 10, favourite 01, sub-banners 1→10, search 20+20…500)', () => {
    expect(DEFAULT_STORE_CODE).toBe('0000')
    expect(COUPON_ZONE_ROWS).toBe(10)
    expect(DEFAULT_FAVORITE_GOODS_TYPE).toBe('01')
    expect(SUB_BANNER_VIEW_SIZE).toEqual({ initial: 1, expanded: 10 })
    expect(SEARCH_PAGE).toEqual({ first: 20, step: 20, max: 500 })
  })
})

describe('isYes', () => {
  it('accepts Y and true only', () => {
    expect(isYes('Y')).toBe(true)
    expect(isYes('y')).toBe(true)
    expect(isYes(true)).toBe(true)
    expect(isYes('N')).toBe(false)
    expect(isYes(false)).toBe(false)
    expect(isYes(undefined)).toBe(false)
    expect(isYes('')).toBe(false)
  })
})

describe('deliveryMethod', () => {
  it('covers the four cases', () => {
    expect(deliveryMethod({ dlvrYn: 'Y', directYn: 'Y' })).toBe('03')
    expect(deliveryMethod({ dlvrYn: 'Y', directYn: 'N' })).toBe('01')
    expect(deliveryMethod({ dlvrYn: 'N', directYn: 'Y' })).toBe('02')
    expect(deliveryMethod({ dlvrYn: 'N', directYn: 'N' })).toBe('01')
  })

  it('accepts booleans and missing flags', () => {
    expect(deliveryMethod({ dlvrYn: true, directYn: true })).toBe('03')
    expect(deliveryMethod({ directYn: true })).toBe('02')
    expect(deliveryMethod({})).toBe('01')
    expect(deliveryMethod(null)).toBe('01')
  })

  it('decides a cart by its first item only', () => {
    expect(
      deliveryMethodOfCart([
        { dlvrYn: 'N', directYn: 'Y' },
        { dlvrYn: 'Y', directYn: 'N' },
      ]),
    ).toBe('02')
    expect(
      deliveryMethodOfCart([
        { dlvrYn: 'Y', directYn: 'Y' },
        { dlvrYn: 'N', directYn: 'N' },
      ]),
    ).toBe('03')
    expect(deliveryMethodOfCart([])).toBe('01')
    expect(deliveryMethodOfCart(undefined)).toBe('01')
  })
})

describe('reservation-only goods', () => {
  it('is true for 03 and 04 only', () => {
    expect(isReservationOnly('03')).toBe(true)
    expect(isReservationOnly('04')).toBe(true)
    expect(isReservationOnly('01')).toBe(false)
    expect(isReservationOnly('02')).toBe(false)
    expect(isReservationOnly('05')).toBe(false)
    expect(isReservationOnly('')).toBe(false)
    expect(isReservationOnly(undefined)).toBe(false)
    expect(isReservationOnly(3)).toBe(true)
    expect(isReservationOnly('34')).toBe(false)
  })

  it('marks a cart reservation-only when any line is 03/04', () => {
    expect(cartIsReservationOnly([{ goodsTypeCd: '01' }, { goodsTypeCd: '04' }])).toBe(true)
    expect(cartIsReservationOnly([{ goodsTypeCd: '03' }])).toBe(true)
    expect(cartIsReservationOnly([{ goodsTypeCd: '01' }, { goodsTypeCd: '02' }, { goodsTypeCd: '05' }])).toBe(false)
    expect(cartIsReservationOnly([])).toBe(false)
    expect(cartIsReservationOnly(null)).toBe(false)
  })

  it('detects a mixed cart', () => {
    expect(isMixedCart([{ goodsTypeCd: '01' }, { goodsTypeCd: '04' }])).toBe(true)
    expect(mixedCategoriesYn([{ goodsTypeCd: '03' }, { goodsTypeCd: '02' }])).toBe('Y')
    expect(isMixedCart([{ goodsTypeCd: '03' }, { goodsTypeCd: '04' }])).toBe(false)
    expect(isMixedCart([{ goodsTypeCd: '01' }, { goodsTypeCd: '02' }])).toBe(false)
    expect(mixedCategoriesYn([{ goodsTypeCd: '01' }])).toBe('N')
    expect(mixedCategoriesYn([])).toBe('N')
  })
})

describe('isKioskMode', () => {
  it('is on only for a set store code other than 0000', () => {
    expect(isKioskMode('1234')).toBe(true)
    expect(isKioskMode('0000')).toBe(false)
    expect(isKioskMode('')).toBe(false)
    expect(isKioskMode('  ')).toBe(false)
    expect(isKioskMode(undefined)).toBe(false)
    expect(isKioskMode(null)).toBe(false)
  })
})

describe('couponZoneHasRemaining', () => {
  it('is true when any item has issuedYn N', () => {
    expect(couponZoneHasRemaining([{ issuedYn: 'Y' }, { issuedYn: 'N' }])).toBe(true)
    expect(couponZoneHasRemaining([{ issuedYn: 'Y' }, { issuedYn: 'Y' }])).toBe(false)
    expect(couponZoneHasRemaining([{ issuedYn: null }, {}])).toBe(false)
    expect(couponZoneHasRemaining([])).toBe(false)
    expect(couponZoneHasRemaining(undefined)).toBe(false)
  })
})

describe('filterPopups', () => {
  it('keeps only pcGbCd C and sorts by sortSeq ascending, numerically and stably', () => {
    const popups = [
      { id: 'a', pcGbCd: 'C', sortSeq: 10 },
      { id: 'b', pcGbCd: 'M', sortSeq: 1 },
      { id: 'c', pcGbCd: 'C', sortSeq: '2' },
      { id: 'd', pcGbCd: 'C', sortSeq: 2 },
      { id: 'e', pcGbCd: 'P', sortSeq: 0 },
      { id: 'f', pcGbCd: 'C', sortSeq: null },
      { id: 'g', pcGbCd: 'C', sortSeq: 1 },
    ]
    expect(filterPopups(popups).map((p) => p.id)).toEqual(['g', 'c', 'd', 'a', 'f'])
    // input untouched
    expect(popups.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
  })

  it('handles empty input', () => {
    expect(filterPopups([])).toEqual([])
    expect(filterPopups(undefined)).toEqual([])
    expect(filterPopups([{ pcGbCd: 'c', sortSeq: 1 }])).toEqual([])
  })
})

describe('subBannerViewSize', () => {
  it('goes from 1 to 10', () => {
    expect(subBannerViewSize(false)).toBe(1)
    expect(subBannerViewSize(true)).toBe(10)
  })
})

describe('search paging', () => {
  it('starts at 20 and grows by 20', () => {
    expect(nextSearchSize(20)).toBe(40)
    expect(nextSearchSize(40)).toBe(60)
    expect(nextSearchSize(460)).toBe(480)
  })

  it('is capped at 500 and never goes above', () => {
    expect(nextSearchSize(480)).toBe(500)
    expect(nextSearchSize(500)).toBe(500)
    expect(nextSearchSize(1000)).toBe(500)
    let size: number = SEARCH_PAGE.first
    for (let i = 0; i < 100; i++) size = nextSearchSize(size)
    expect(size).toBe(500)
  })

  it('clamps bad parameters to 20', () => {
    expect(searchSizeFromParam(undefined)).toBe(20)
    expect(searchSizeFromParam('')).toBe(20)
    expect(searchSizeFromParam('abc')).toBe(20)
    expect(searchSizeFromParam('-40')).toBe(20)
    expect(searchSizeFromParam(0)).toBe(20)
    expect(searchSizeFromParam(10)).toBe(20)
    expect(searchSizeFromParam(Number.NaN)).toBe(20)
    expect(searchSizeFromParam({})).toBe(20)
    expect(nextSearchSize('abc')).toBe(40)
  })

  it('reads good parameters, on the 20-grid and at most 500', () => {
    expect(searchSizeFromParam('60')).toBe(60)
    expect(searchSizeFromParam(45)).toBe(40)
    expect(searchSizeFromParam('500')).toBe(500)
    expect(searchSizeFromParam('9999')).toBe(500)
    expect(searchSizeFromParam(['80', '20'])).toBe(80)
  })

  it('knows when more can be loaded', () => {
    expect(canLoadMoreSearch(20, 35)).toBe(true)
    expect(canLoadMoreSearch(40, 35)).toBe(false)
    expect(canLoadMoreSearch(500, 9000)).toBe(false)
    expect(canLoadMoreSearch(480, 9000)).toBe(true)
  })
})

describe('sortGnbs', () => {
  it('sorts by sortSeq at every level without mutating', () => {
    const menus = [
      {
        name: 'B',
        sortSeq: 2,
        children: [
          {
            name: 'B2',
            sortSeq: 20,
            children: [
              { name: 'B2b', sortSeq: 2 },
              { name: 'B2a', sortSeq: 1 },
            ],
          },
          { name: 'B1', sortSeq: 3 },
        ],
      },
      { name: 'A', sortSeq: 1, children: [] },
      { name: 'C', sortSeq: '10' },
    ]
    const sorted = sortGnbs(menus)
    expect(sorted.map((m) => m.name)).toEqual(['A', 'B', 'C'])
    const b = sorted[1]
    expect(b.children?.map((m) => m.name)).toEqual(['B1', 'B2'])
    expect(b.children?.[1].children?.map((m) => m.name)).toEqual(['B2a', 'B2b'])
    // input untouched
    expect(menus.map((m) => m.name)).toEqual(['B', 'A', 'C'])
    expect(menus[0].children?.map((m) => m.name)).toEqual(['B2', 'B1'])
  })

  it('handles empty input', () => {
    expect(sortGnbs([])).toEqual([])
    expect(sortGnbs(null)).toEqual([])
  })
})

describe('discountRate', () => {
  it('is an integer percent, floored', () => {
    expect(discountRate(10000, 9000)).toBe(10)
    expect(discountRate(30000, 19900)).toBe(33) // 33.66…
    expect(discountRate(3, 2)).toBe(33)
    expect(discountRate(100, 71)).toBe(29) // no float drift down to 28
    expect(discountRate(10000, 0)).toBe(100)
    expect(discountRate('20000', '15000')).toBe(25)
  })

  it('is 0 for customer price 0 or sale not below customer', () => {
    expect(discountRate(0, 0)).toBe(0)
    expect(discountRate(0, 1000)).toBe(0)
    expect(discountRate(10000, 10000)).toBe(0)
    expect(discountRate(10000, 12000)).toBe(0)
    expect(discountRate(null, 1000)).toBe(0)
    expect(discountRate('abc', 1000)).toBe(0)
  })
})
