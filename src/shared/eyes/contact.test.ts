import { describe, expect, it } from 'vitest'
import { contactRunOut, packSizeOf, wearCycleOf } from './contact'

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
})
