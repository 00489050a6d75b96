import { describe, expect, it } from 'vitest'
import { contactRunOut, contactSupply, packSizeOf, wearCycleOf } from './contact'

describe('contact-lens run-out', () => {
  it('reads the wear cycle and pack size from the goods name', () => {
    expect(wearCycleOf('아큐브 모이스트 원데이 30P')).toBe('DAILY')
    expect(wearCycleOf('바슬롬 울트라 2주착용 6P')).toBe('TWO_WEEK')
    expect(wearCycleOf('쿠퍼 난시 한달 2P')).toBe('MONTHLY')
    expect(wearCycleOf('렌즈 세정액')).toBeNull()
    expect(packSizeOf('아큐브 모이스트 원데이 30P')).toBe(30)
    expect(packSizeOf('세정액 360ml')).toBeNull()
  })

  it('counts lenses per eye times the cycle, and reminds a week before', () => {
    expect(contactRunOut({ startYmd: '2026-11-01', cycle: 'DAILY', packSize: 30, packs: 1 })).toEqual({
      days: 15,
      runOutYmd: '2026-11-16',
      remindYmd: '2026-11-09',
    })
    expect(contactRunOut({ startYmd: '2026-11-01', cycle: 'TWO_WEEK', packSize: 6, packs: 1 })).toMatchObject({
      days: 42,
      runOutYmd: '2026-12-13',
      remindYmd: '2026-12-06',
    })
    expect(contactRunOut({ startYmd: '2026-11-01', cycle: 'MONTHLY', packSize: 2, packs: 2 })).toMatchObject({
      days: 60,
      runOutYmd: '2026-12-31',
    })
    expect(contactRunOut({ startYmd: '2026-11-01', cycle: 'DAILY', packSize: 30, packs: 1, eyes: 1 }).days).toBe(30)
  })

  it('never reminds before the start', () => {
    expect(contactRunOut({ startYmd: '2026-11-01', cycle: 'DAILY', packSize: 10, packs: 1 })).toEqual({
      days: 5,
      runOutYmd: '2026-11-06',
      remindYmd: '2026-11-01',
    })
  })

  it('turns a purchase into a supply: pack count from the option, else the name; YYYYMMDD dates', () => {
    expect(contactSupply({ goodsNm: '아큐브 모이스트 원데이 30P', packCount: 30, qty: 2, startYmd: '20261101' })).toEqual({
      cycle: 'DAILY',
      packSize: 30,
      packs: 2,
      days: 30,
      startYmd: '20261101',
      runOutYmd: '20261201',
      remindYmd: '20261124',
    })
    expect(contactSupply({ goodsNm: '쿠퍼 난시 한달 2P', qty: 1, startYmd: '20261101' })).toMatchObject({ days: 30, runOutYmd: '20261201' })
    // One lens of a one-lens colour pack lasts a cycle, not zero days.
    expect(contactSupply({ goodsNm: '컬러 한달 컬러렌즈 1P', packCount: 1, qty: 1, startYmd: '20261101' })!.days).toBe(30)
    expect(contactSupply({ goodsNm: '렌즈 세정액 360ml', qty: 1, startYmd: '20261101' })).toBeNull()
    expect(contactSupply({ goodsNm: '원데이 렌즈', qty: 1, startYmd: '20261101' })).toBeNull()
    expect(contactSupply({ goodsNm: '원데이 30P', qty: 1, startYmd: '2026-11-01' })).toBeNull()
  })
})
