import { describe, expect, it } from 'vitest'
import { addDaysYmd, dayTimetable, isPastSlot, monthCalendar, refuseSlot, slotTimes, weekdayOf, type DayHours } from './slots'
import { isValidPurpose, purposeForGoodsTypes } from './purposes'

const OPEN: DayHours = { openTime: '1000', closeTime: '2000', closedYn: 'N' }
// 2026-11-22 (Sun) 10:15 in Seoul = 01:15 UTC
const NOW = '2026-11-22T01:15:00Z'

describe('slotTimes', () => {
  it('makes 30-minute slots from opening to 30 minutes before closing', () => {
    const t = slotTimes(OPEN)
    expect(t[0]).toBe('1000')
    expect(t.at(-1)).toBe('1930')
    expect(t).toHaveLength(20)
    expect(slotTimes({ openTime: '0930', closeTime: '1100', closedYn: 'N' })).toEqual(['0930', '1000', '1030'])
  })
  it('is empty on a closed weekday or bad hours', () => {
    expect(slotTimes({ openTime: null, closeTime: null, closedYn: 'Y' })).toEqual([])
    expect(slotTimes({ openTime: '2500', closeTime: '2000', closedYn: 'N' })).toEqual([])
    expect(slotTimes(null)).toEqual([])
  })
})

describe('dates', () => {
  it('weekdayOf and addDaysYmd', () => {
    expect(weekdayOf('20261122')).toBe(0)
    expect(weekdayOf('20261123')).toBe(1)
    expect(addDaysYmd('20261231', 1)).toBe('20270101')
    expect(addDaysYmd('20280228', 1)).toBe('20280229')
  })
})

describe('isPastSlot (Asia/Seoul, same day ≥ 1 hour ahead)', () => {
  it('refuses earlier days and same-day slots within the hour', () => {
    expect(isPastSlot('20261121', '1900', NOW)).toBe(true)
    expect(isPastSlot('20261122', '1100', NOW)).toBe(true) // 45 min ahead
    expect(isPastSlot('20261122', '1130', NOW)).toBe(false) // 75 min ahead
    expect(isPastSlot('20261123', '1000', NOW)).toBe(false)
    expect(isPastSlot('20261122', '1100', NOW, 0)).toBe(false) // without lead time: 45 min ahead is still upcoming
    expect(isPastSlot('20261122', '1000', NOW, 0)).toBe(true)
  })
  it('uses Seoul, not UTC: 2026-11-21T16:30Z is already the 22nd in Seoul', () => {
    expect(isPastSlot('20261121', '2330', '2026-11-21T16:30:00Z')).toBe(true)
    expect(isPastSlot('20261122', '1000', '2026-11-21T16:30:00Z')).toBe(false)
  })
})

describe('dayTimetable', () => {
  it('marks past, full and open slots with remaining capacity', () => {
    const day = dayTimetable({ date: '20261122', hours: OPEN, holidays: {}, capacity: 3, booked: { '1200': 3, '1230': 2 }, now: NOW })
    expect(day.closed).toBe(false)
    const by = Object.fromEntries(day.slots.map((s) => [s.time, s]))
    expect(by['1000'].state).toBe('past')
    expect(by['1100'].state).toBe('past')
    expect(by['1130'].state).toBe('open')
    expect(by['1200']).toMatchObject({ state: 'full', remaining: 0, congestion: 'red' })
    expect(by['1230']).toMatchObject({ state: 'open', remaining: 1, congestion: 'orange' })
    expect(by['1300']).toMatchObject({ remaining: 3, congestion: 'green' })
  })
  it('closes holidays, national holidays, weekly days off, past days and days beyond the window', () => {
    const base = { hours: OPEN, capacity: 3, booked: {}, now: NOW }
    expect(dayTimetable({ ...base, date: '20261125', holidays: { '20261125': '정기 점검' } })).toMatchObject({
      closed: true,
      closedReason: '휴무',
      holidayName: '정기 점검',
    })
    expect(
      dayTimetable({ ...base, date: '20261124', holidays: {}, hours: { openTime: null, closeTime: null, closedYn: 'Y' } }),
    ).toMatchObject({ closed: true, closedReason: '정기휴무' })
    expect(dayTimetable({ ...base, date: '20261120', holidays: {} })).toMatchObject({ closed: true, closedReason: '지난 날짜' })
    expect(dayTimetable({ ...base, date: '20270207', holidays: {}, now: '2027-01-20T00:00:00Z' })).toMatchObject({
      closed: true,
      closedReason: '설날',
    })
    expect(dayTimetable({ ...base, date: '20270301', holidays: {} })).toMatchObject({ closed: true, closedReason: '예약 기간 아님' })
  })
})

describe('refuseSlot', () => {
  const base = { hours: OPEN, capacity: 3, booked: { '1500': 3 }, now: NOW }
  it('gives Korean reasons', () => {
    expect(refuseSlot(dayTimetable({ ...base, date: '20261120', holidays: {} }), '1200')?.reason).toMatch('지난 날짜')
    expect(refuseSlot(dayTimetable({ ...base, date: '20261125', holidays: { '20261125': '' } }), '1200')?.reason).toMatch('휴무일')
    expect(refuseSlot(dayTimetable({ ...base, date: '20261122', holidays: {} }), '1030')?.reason).toMatch('1시간 이내')
    expect(refuseSlot(dayTimetable({ ...base, date: '20261122', holidays: {} }), '1500')?.reason).toMatch('마감')
    expect(refuseSlot(dayTimetable({ ...base, date: '20261122', holidays: {} }), '2000')?.field).toBe('rsvTime')
    expect(refuseSlot(dayTimetable({ ...base, date: '20261123', holidays: {} }), '1000')).toBeNull()
  })
})

describe('monthCalendar', () => {
  it('labels past, holiday (휴무), full (마감) and open days', () => {
    const cal = monthCalendar('202611', (date) =>
      dayTimetable({
        date,
        hours: date === '20261124' ? { openTime: null, closeTime: null, closedYn: 'Y' } : OPEN,
        holidays: { '20261126': '' },
        capacity: 1,
        booked: date === '20261127' ? Object.fromEntries(slotTimes(OPEN).map((t) => [t, 1])) : {},
        now: NOW,
      }),
    )
    expect(cal).toHaveLength(30)
    const by = Object.fromEntries(cal.map((d) => [d.date, d]))
    expect(by['20261121'].state).toBe('past')
    expect(by['20261122'].state).toBe('open')
    expect(by['20261124']).toMatchObject({ state: 'closed', label: '휴무' })
    expect(by['20261126']).toMatchObject({ state: 'holiday', label: '휴무' })
    expect(by['20261127']).toMatchObject({ state: 'full', label: '마감' })
  })
})

describe('purposes', () => {
  it('validates group/option pairs and maps goods types', () => {
    expect(isValidPurpose('콘택트렌즈', '난시')).toBe(true)
    expect(isValidPurpose('콘택트렌즈', '변색')).toBe(false)
    expect(purposeForGoodsTypes(['01', '04'])).toEqual({ group: '콘택트렌즈', option: '일반' })
    expect(purposeForGoodsTypes(['01'])).toBeNull()
  })
})
