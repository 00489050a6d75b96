import { describe, expect, it } from 'vitest'
import { displayDate, nextSeoulMidnight, seoulWeekday, seoulYmd, serverInstant } from './calendar'
import { seoulNow } from './dates'

describe('calendar (no date library)', () => {
  it("a Seoul weekday turns at Seoul's midnight, and agrees with dayjs in Asia/Seoul", () => {
    expect(seoulWeekday(Date.parse('2026-11-21T14:59:59Z'))).toBe(6) // Saturday 23:59 in Seoul
    expect(seoulWeekday(Date.parse('2026-11-21T15:00:00Z'))).toBe(0) // Sunday 00:00 in Seoul
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2026-01-08T00:00:00Z'); t += 5 * 3600_000)
      expect(seoulWeekday(t)).toBe(seoulNow(t).day())
  })
  it('takes the Seoul date of an instant (UTC+9, no daylight saving)', () => {
    expect(seoulYmd(Date.parse('2026-11-21T14:59:59Z'))).toEqual({ year: 2026, month: 11, day: 21 })
    expect(seoulYmd(Date.parse('2026-11-21T15:00:00Z'))).toEqual({ year: 2026, month: 11, day: 22 })
    expect(seoulYmd(new Date('2026-12-31T15:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1 })
  })

  it('finds the next Seoul midnight, agreeing with dayjs in Asia/Seoul', () => {
    for (const iso of ['2026-11-21T14:59:59Z', '2026-11-21T15:00:00Z', '2026-11-22T03:10:00Z', '2027-02-28T20:00:00Z']) {
      const now = Date.parse(iso)
      expect(nextSeoulMidnight(now)).toBe(seoulNow(now).add(1, 'day').startOf('day').valueOf())
    }
  })

  it('reads server timestamps cut to 19 characters and refuses impossible ones', () => {
    expect(serverInstant('2026-11-22T04:12:47.123Z')).toBe(Date.UTC(2026, 10, 22, 4, 12, 47))
    expect(serverInstant('20261122041247')).toBe(Date.UTC(2026, 10, 22, 4, 12, 47))
    expect(serverInstant('2026-02-30T00:00:00Z')).toBeNull()
    expect(serverInstant('2026-11-22T25:00:00Z')).toBeNull()
    expect(serverInstant('yesterday')).toBeNull()
  })

  it('shows server timestamps as the Seoul date', () => {
    expect(displayDate('2026-11-21T16:30:00Z')).toBe('2026.11.22')
    expect(displayDate('2026-11-21')).toBe('2026.11.21')
    expect(displayDate(new Date('2026-11-21T16:30:00Z'))).toBe('2026.11.22')
    expect(displayDate(Number.NaN)).toBe('')
  })
})
