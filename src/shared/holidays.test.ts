import { describe, expect, it } from 'vitest'
import { addBusinessDays, businessDaysBetween, holidayName, isBusinessDay, KOREAN_HOLIDAYS, refundDeadline } from './holidays'

describe('Korean public holidays', () => {
  it('names the fixed and lunar holidays of the table', () => {
    expect(holidayName('20260217')).toBe('설날')
    expect(holidayName('2026-09-25')).toBe('추석')
    expect(holidayName('20261225')).toBe('성탄절')
    expect(holidayName('20261226')).toBeNull()
  })
  it('keeps substitute holidays (대체공휴일) of weekend holidays', () => {
    // 2026: 삼일절 on a Sunday → Monday 2 March; 광복절 on a Saturday → Monday 17 August; 개천절 (Sat) → 5 October.
    expect(isBusinessDay('20260302')).toBe(false)
    expect(isBusinessDay('20260817')).toBe(false)
    expect(isBusinessDay('20261005')).toBe(false)
  })
  it('every table entry is a real date', () => {
    for (const ymd of Object.keys(KOREAN_HOLIDAYS)) expect(ymd).toMatch(/^20\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/)
  })
})

describe('business days', () => {
  it('skips weekends', () => {
    expect(isBusinessDay('20261127')).toBe(true) // Friday
    expect(isBusinessDay('20261128')).toBe(false) // Saturday
    expect(addBusinessDays('20261127', 1)).toBe('20261130') // Friday → Monday
    expect(addBusinessDays('20261127', 3)).toBe('20261202')
  })
  it('skips holidays: goods received on the eve of 추석 2026', () => {
    // Wed 23 Sep received; 24–26 추석, 27 Sunday → Mon 28, Tue 29, Wed 30.
    expect(refundDeadline('20260923')).toBe('20260930')
  })
  it('skips a substitute holiday after a weekend', () => {
    // Fri 2 Oct 2026 received; Sat, Sun, Mon 5 (대체공휴일) → Tue 6, Wed 7, Thu 8.
    expect(refundDeadline('20261002')).toBe('20261008')
  })
  it('counts business days between two dates (exclusive start)', () => {
    expect(businessDaysBetween('20261127', '20261202')).toBe(3)
    expect(businessDaysBetween('20261202', '20261127')).toBe(-3)
    expect(businessDaysBetween('20261127', '20261127')).toBe(0)
  })
  it('refuses a bad date', () => {
    expect(() => addBusinessDays('2026-13-01', 3)).toThrow()
    expect(isBusinessDay('nope')).toBe(false)
  })
})
