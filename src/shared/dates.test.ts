import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_BIRTH,
  SEOUL,
  ageGroup,
  ageGroupLabel,
  couponEndDate,
  dayjs,
  defaultLookback,
  formatServerTime,
  formatYmd,
  isValidYmd,
  parseYmd,
  rankingAgeGroup,
  seoulNow,
  todayYmd,
} from './dates'

afterEach(() => {
  vi.useRealTimers()
})

describe('todayYmd', () => {
  it('is the date in Asia/Seoul, which is already the next day late in the UTC evening', () => {
    expect(SEOUL).toBe('Asia/Seoul')
    expect(todayYmd(new Date('2026-11-21T16:30:00Z'))).toBe('20261122')
    expect(todayYmd('2026-11-21T14:59:59Z')).toBe('20261121')
    expect(todayYmd(Date.parse('2026-11-21T15:00:00Z'))).toBe('20261122')
  })

  it('crosses the year boundary in Seoul first', () => {
    expect(todayYmd(new Date('2026-12-31T15:00:00Z'))).toBe('20270101')
  })

  it('uses the current time by default', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-21T16:30:00Z'))
    expect(todayYmd()).toBe('20261122')
    expect(seoulNow().format('HH:mm')).toBe('01:30')
  })
})

describe('seoulNow: a fixed +09:00 offset, the same as the time-zone plugin', () => {
  // What callers do with it (format, parts, day arithmetic, start/end of a day, setters), compared with
  // dayjs(t).tz('Asia/Seoul') at instants around midnight, month and year ends, in more than one process zone (a
  // browser's own zone, with daylight saving, must not leak in).
  const instants = [
    '2026-11-21T14:59:59.999Z',
    '2026-11-21T15:00:00Z',
    '2026-02-28T15:30:00Z',
    '2028-02-28T16:00:00Z',
    '2026-12-31T14:59:00Z',
    '2026-12-31T15:00:00Z',
    '2026-03-08T09:30:00Z',
    '2026-11-01T08:00:00Z',
    '2027-06-15T03:04:05.678Z',
  ]
  const ops = (d: ReturnType<typeof seoulNow>) => [
    d.format('YYYYMMDD HH:mm:ss.SSS Z'),
    d.valueOf(),
    d.toISOString(),
    [d.year(), d.month(), d.date(), d.day(), d.hour(), d.minute()],
    d.startOf('day').toISOString(),
    d.endOf('day').toISOString(),
    d.add(1, 'day').startOf('day').valueOf(),
    d.subtract(29, 'day').format('YYYYMMDD'),
    d.add(364, 'day').endOf('day').toISOString(),
    d
      .year(2027)
      .month(d.month() + 1)
      .date(1)
      .format('YYYYMMDD'),
    d.year(2027).month(d.month()).date(1).day(),
  ]
  for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Seoul', 'Europe/Berlin'])
    it(`answers as .tz('Asia/Seoul') does with the process in ${zone}`, () => {
      const before = process.env.TZ
      process.env.TZ = zone
      try {
        for (const t of instants) expect(ops(seoulNow(t)), `${t} in ${zone}`).toEqual(ops(dayjs(t).tz(SEOUL)))
        expect(formatServerTime('2026-11-21T16:30:00Z')).toBe('2026.11.22 01:30')
      } finally {
        process.env.TZ = before
      }
    })
})

describe('defaultLookback', () => {
  it('goes back three months from today in Seoul', () => {
    expect(defaultLookback(new Date('2026-11-22T03:00:00Z'))).toEqual({ from: '20260822', to: '20261122' })
  })

  it('clamps to the end of a shorter month', () => {
    expect(defaultLookback(new Date('2026-05-31T03:00:00Z'))).toEqual({ from: '20260228', to: '20260531' })
    // leap year
    expect(defaultLookback(new Date('2028-05-31T03:00:00Z'))).toEqual({ from: '20280229', to: '20280531' })
  })

  it('crosses the year back', () => {
    expect(defaultLookback(new Date('2027-01-15T03:00:00Z'))).toEqual({ from: '20261015', to: '20270115' })
  })

  it('takes today from Seoul, not from UTC', () => {
    // 2026-05-31T15:30Z is already June 1st in Seoul
    expect(defaultLookback(new Date('2026-05-31T15:30:00Z'))).toEqual({ from: '20260301', to: '20260601' })
  })

  it('accepts another number of months and the system time', () => {
    expect(defaultLookback(new Date('2026-11-22T03:00:00Z'), 1)).toEqual({ from: '20261022', to: '20261122' })
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-05-31T03:00:00Z'))
    expect(defaultLookback()).toEqual({ from: '20260228', to: '20260531' })
  })
})

describe('parseYmd / isValidYmd / formatYmd', () => {
  it('parses 8-digit and separated dates', () => {
    expect(parseYmd('20261122')).toEqual({ year: 2026, month: 11, day: 22 })
    expect(parseYmd('2026-11-22')).toEqual({ year: 2026, month: 11, day: 22 })
    expect(parseYmd('2026.11.22')).toEqual({ year: 2026, month: 11, day: 22 })
    expect(parseYmd('2026/11/22')).toEqual({ year: 2026, month: 11, day: 22 })
  })

  it('rejects impossible or odd shapes', () => {
    expect(parseYmd('20260230')).toBeNull()
    expect(parseYmd('2026-13-01')).toBeNull()
    expect(parseYmd('2026-11.22')).toBeNull()
    expect(parseYmd('2026112')).toBeNull()
    expect(parseYmd('2026-11-22T00:00')).toBeNull()
    expect(parseYmd(undefined)).toBeNull()
  })

  it('knows leap years', () => {
    expect(isValidYmd(2028, 2, 29)).toBe(true)
    expect(isValidYmd(2026, 2, 29)).toBe(false)
    expect(isValidYmd(2100, 2, 29)).toBe(false)
    expect(isValidYmd(2000, 2, 29)).toBe(true)
  })

  it('formats with a separator', () => {
    expect(formatYmd({ year: 2026, month: 2, day: 8 }, '-')).toBe('2026-02-08')
    expect(formatYmd({ year: 2026, month: 2, day: 8 })).toBe('20260208')
  })
})

describe('couponEndDate', () => {
  it('treats missing or shorter than 8 characters as empty', () => {
    expect(couponEndDate(undefined)).toBe('')
    expect(couponEndDate(null)).toBe('')
    expect(couponEndDate('')).toBe('')
    expect(couponEndDate('2026123')).toBe('')
    expect(couponEndDate('2026-12')).toBe('')
  })

  it('treats 14 and more characters as empty', () => {
    expect(couponEndDate('20261231235959')).toBe('')
    expect(couponEndDate('2026-12-31 23:59')).toBe('')
    expect(couponEndDate('2026-12-31 23:59:59')).toBe('')
    expect(couponEndDate('2026-12-31T23:59:59.000Z')).toBe('')
  })

  it('makes a 10-character date the end of that day', () => {
    expect(couponEndDate('2026-12-31')).toBe('2026-12-31 23:59:59')
    expect(couponEndDate('2026.12.31')).toBe('2026-12-31 23:59:59')
    expect(couponEndDate('2026/12/31')).toBe('2026-12-31 23:59:59')
  })

  it('makes an 8-digit date the end of that day too', () => {
    expect(couponEndDate('20261231')).toBe('2026-12-31 23:59:59')
  })

  it('keeps an explicit 12-digit minute', () => {
    expect(couponEndDate('202612311800')).toBe('2026-12-31 18:00:00')
    expect(couponEndDate('202612312460')).toBe('')
  })

  it('rejects impossible dates and other shapes of 8..13 characters', () => {
    expect(couponEndDate('2026-02-30')).toBe('')
    expect(couponEndDate('2026123x')).toBe('')
    expect(couponEndDate('2026-1-31')).toBe('')
    expect(couponEndDate('abcdefghij')).toBe('')
    expect(couponEndDate('2026-12-31 ')).toBe('2026-12-31 23:59:59') // trimmed first
  })
})

describe('ageGroup', () => {
  const now = new Date('2026-06-01T00:00:00Z')

  it('is (current year − birth year + 1) floored to tens', () => {
    expect(ageGroup('19970315', now)).toBe(30) // 2026 − 1997 + 1 = 30
    expect(ageGroup('19980101', now)).toBe(20) // 29
    expect(ageGroup('20071231', now)).toBe(20) // 20
    expect(ageGroup('20080101', now)).toBe(10) // 19
    expect(ageGroup('1970-05-05', now)).toBe(50) // 57
    expect(ageGroup('1960', now)).toBe(60) // 67
    expect(ageGroup(1988, now)).toBe(30) // 39
  })

  it('uses the year in Seoul', () => {
    // 2026-12-31T15:00Z is already 2027 in Seoul: 2027 − 1998 + 1 = 30
    expect(ageGroup('19980101', new Date('2026-12-31T15:00:00Z'))).toBe(30)
    expect(ageGroup('19980101', new Date('2026-12-31T14:59:00Z'))).toBe(20)
  })

  it('defaults a missing birth to 00000000, giving a huge group (not clamped)', () => {
    expect(DEFAULT_BIRTH).toBe('00000000')
    // 2026 − 0 + 1 = 2027 → 2020
    expect(ageGroup(undefined, now)).toBe(2020)
    expect(ageGroup(null, now)).toBe(2020)
    expect(ageGroup('', now)).toBe(2020)
    expect(ageGroup('   ', now)).toBe(2020)
    expect(ageGroup('00000000', now)).toBe(2020)
    expect(ageGroup('unknown', now)).toBe(2020)
  })

  it('follows the system clock by default', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2030-01-01T03:00:00Z'))
    expect(ageGroup('20000101')).toBe(30) // 31
  })

  it('gives 0 or a negative group for a future birth year', () => {
    expect(ageGroup('2026', now)).toBe(0)
    expect(ageGroup('2030', now)).toBe(-10)
  })
})

describe('rankingAgeGroup / ageGroupLabel', () => {
  it('maps onto 10, 20, 30, 40, 50+', () => {
    expect(rankingAgeGroup(0)).toBe(10)
    expect(rankingAgeGroup(-10)).toBe(10)
    expect(rankingAgeGroup(10)).toBe(10)
    expect(rankingAgeGroup(20)).toBe(20)
    expect(rankingAgeGroup(30)).toBe(30)
    expect(rankingAgeGroup(40)).toBe(40)
    expect(rankingAgeGroup(50)).toBe(50)
    expect(rankingAgeGroup(70)).toBe(50)
    expect(rankingAgeGroup(2020)).toBe(50)
    expect(rankingAgeGroup(Number.NaN)).toBe(10)
  })

  it('labels the groups', () => {
    expect(ageGroupLabel(10)).toBe('10대')
    expect(ageGroupLabel(20)).toBe('20대')
    expect(ageGroupLabel(30)).toBe('30대')
    expect(ageGroupLabel(40)).toBe('40대')
    expect(ageGroupLabel(50)).toBe('50대+')
    expect(ageGroupLabel(60)).toBe('50대+')
    expect(ageGroupLabel(ageGroup(undefined, new Date('2026-06-01T00:00:00Z')))).toBe('50대+')
  })
})
