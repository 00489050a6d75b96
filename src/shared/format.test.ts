import { describe, expect, it } from 'vitest'
import { dayjs } from './dates'
import {
  WEEKDAYS_KO,
  displayDate,
  formatDate8,
  formatHHMM,
  formatNumber,
  formatServerTime,
  formatWon,
  maskCardNo,
  maskEmail,
  maskLoginId,
  maskName,
  maskPhone,
  serverTimestamp,
  weekdayKo,
} from './format'

describe('formatDate8', () => {
  it('formats 8 digits with dashes by default', () => {
    expect(formatDate8('20261122')).toBe('2026-11-22')
    expect(formatDate8('20261122', '-')).toBe('2026-11-22')
  })

  it('formats 8 digits with dots', () => {
    expect(formatDate8('20261122', '.')).toBe('2026.11.22')
    expect(formatDate8('20260105', '.')).toBe('2026.01.05')
  })

  it('returns other strings unchanged and missing as empty', () => {
    expect(formatDate8('2026112')).toBe('2026112')
    expect(formatDate8('202611221')).toBe('202611221')
    expect(formatDate8('2026-11-22')).toBe('2026-11-22')
    expect(formatDate8('abcdefgh', '.')).toBe('abcdefgh')
    expect(formatDate8('')).toBe('')
    expect(formatDate8(null)).toBe('')
    expect(formatDate8(undefined, '.')).toBe('')
  })
})

describe('serverTimestamp / formatServerTime', () => {
  it('cuts to 19 characters and parses as UTC', () => {
    const d = serverTimestamp('2026-11-22T04:12:47.123Z')
    expect(d?.toISOString()).toBe('2026-11-22T04:12:47.000Z')
    expect(d?.format('YYYY-MM-DDTHH:mm:ss')).toBe('2026-11-22T04:12:47')
  })

  it('treats a timestamp without zone as UTC too', () => {
    expect(serverTimestamp('2026-11-22T04:12:47')?.toISOString()).toBe('2026-11-22T04:12:47.000Z')
    expect(serverTimestamp('2026-11-22 04:12:47')?.toISOString()).toBe('2026-11-22T04:12:47.000Z')
    expect(serverTimestamp('2026-11-22T04:12')?.toISOString()).toBe('2026-11-22T04:12:00.000Z')
    expect(serverTimestamp('2026-11-22')?.toISOString()).toBe('2026-11-22T00:00:00.000Z')
    expect(serverTimestamp('20261122041247')?.toISOString()).toBe('2026-11-22T04:12:47.000Z')
  })

  it('ignores an offset beyond 19 characters (server times are UTC by rule)', () => {
    expect(serverTimestamp('2026-11-22T04:12:47+09:00')?.toISOString()).toBe('2026-11-22T04:12:47.000Z')
  })

  it('returns null for missing or invalid input', () => {
    expect(serverTimestamp(undefined)).toBeNull()
    expect(serverTimestamp('')).toBeNull()
    expect(serverTimestamp('yesterday')).toBeNull()
    expect(serverTimestamp('2026-02-30T00:00:00')).toBeNull()
    expect(serverTimestamp('2026-11-22T25:00:00')).toBeNull()
  })

  it('shows server time in Asia/Seoul', () => {
    expect(formatServerTime('2026-11-22T04:12:47.123Z')).toBe('2026.11.22 13:12')
    expect(formatServerTime('2026-11-21T16:30:00Z')).toBe('2026.11.22 01:30')
    expect(formatServerTime('2026-11-21T16:30:00Z', 'YYYY-MM-DD HH:mm:ss')).toBe('2026-11-22 01:30:00')
    expect(formatServerTime('nope')).toBe('')
    expect(formatServerTime(null)).toBe('')
  })
})

describe('displayDate', () => {
  it('shows 8-digit and calendar strings as YYYY.MM.DD', () => {
    expect(displayDate('20261122')).toBe('2026.11.22')
    expect(displayDate('2026-11-22')).toBe('2026.11.22')
    expect(displayDate('2026.11.22')).toBe('2026.11.22')
  })

  it('shows ISO timestamps in Seoul', () => {
    expect(displayDate('2026-11-21T16:30:00.000Z')).toBe('2026.11.22')
    expect(displayDate('2026-11-21T14:30:00')).toBe('2026.11.21')
  })

  it('shows a Date or epoch ms in Seoul', () => {
    expect(displayDate(new Date('2026-11-21T16:30:00Z'))).toBe('2026.11.22')
    expect(displayDate(Date.parse('2026-11-21T10:00:00Z'))).toBe('2026.11.21')
  })

  it('returns empty for missing or invalid input', () => {
    expect(displayDate(undefined)).toBe('')
    expect(displayDate(null)).toBe('')
    expect(displayDate('')).toBe('')
    expect(displayDate('20261340')).toBe('')
    expect(displayDate(new Date('invalid'))).toBe('')
  })
})

describe('formatHHMM', () => {
  it('formats 4 digits as HH:MM', () => {
    expect(formatHHMM('0930')).toBe('09:30')
    expect(formatHHMM('1800')).toBe('18:00')
    expect(formatHHMM('0000')).toBe('00:00')
  })

  it('returns anything else unchanged', () => {
    expect(formatHHMM('930')).toBe('930')
    expect(formatHHMM('09:30')).toBe('09:30')
    expect(formatHHMM('09300')).toBe('09300')
    expect(formatHHMM('ab12')).toBe('ab12')
    expect(formatHHMM('')).toBe('')
    expect(formatHHMM(undefined)).toBe('')
  })
})

describe('weekdayKo', () => {
  it('gives one Korean character for each day of a whole week', () => {
    // 2026-11-22 is a Sunday
    const week = ['20261122', '20261123', '20261124', '20261125', '20261126', '20261127', '20261128']
    expect(week.map((d) => weekdayKo(d))).toEqual(['일', '월', '화', '수', '목', '금', '토'])
    expect(WEEKDAYS_KO).toEqual(['일', '월', '화', '수', '목', '금', '토'])
    for (const d of week) expect(weekdayKo(d)).toHaveLength(1)
  })

  it('accepts dashed dates, Dates and Dayjs (instants in Seoul)', () => {
    expect(weekdayKo('2026-11-23')).toBe('월')
    // Saturday 16:30 UTC is already Sunday in Seoul
    expect(weekdayKo(new Date('2026-11-21T16:30:00Z'))).toBe('일')
    expect(weekdayKo(new Date('2026-11-21T10:00:00Z'))).toBe('토')
    expect(weekdayKo(dayjs.utc('2026-11-21T16:30:00'))).toBe('일')
    expect(weekdayKo('2026-11-21T16:30:00Z')).toBe('일')
  })

  it('returns empty for missing or invalid input', () => {
    expect(weekdayKo(undefined)).toBe('')
    expect(weekdayKo('')).toBe('')
    expect(weekdayKo('someday')).toBe('')
  })
})

describe('formatNumber / formatWon', () => {
  it('adds thousands separators', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(1000)).toBe('1,000')
    expect(formatNumber(12345)).toBe('12,345')
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatNumber(100000000)).toBe('100,000,000')
  })

  it('handles negatives and decimals', () => {
    expect(formatNumber(-1)).toBe('-1')
    expect(formatNumber(-1234)).toBe('-1,234')
    expect(formatNumber(-1234567)).toBe('-1,234,567')
    expect(formatNumber(-0)).toBe('0')
    expect(formatNumber(1234.5)).toBe('1,234.5')
  })

  it('accepts numeric strings and defaults missing to 0', () => {
    expect(formatNumber('12345')).toBe('12,345')
    expect(formatNumber('12,345')).toBe('12,345')
    expect(formatNumber('-5000')).toBe('-5,000')
    expect(formatNumber(null)).toBe('0')
    expect(formatNumber(undefined)).toBe('0')
    expect(formatNumber('')).toBe('0')
    expect(formatNumber('abc')).toBe('0')
    expect(formatNumber(Number.NaN)).toBe('0')
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0')
  })

  it('formats won', () => {
    expect(formatWon(12345)).toBe('12,345원')
    expect(formatWon(0)).toBe('0원')
    expect(formatWon(-3000)).toBe('-3,000원')
    expect(formatWon(undefined)).toBe('0원')
  })
})

describe('maskPhone', () => {
  it('masks the middle four digits of an 11-digit mobile number', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678')
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678')
    expect(maskPhone(' 010 1234 5678 ')).toBe('010-****-5678')
  })

  it('masks the three-digit middle block of a 10-digit number', () => {
    expect(maskPhone('0111234567')).toBe('011-***-4567')
    expect(maskPhone('011-123-4567')).toBe('011-***-4567')
    expect(maskPhone('0311234567')).toBe('031-***-4567')
  })

  it('handles Seoul 02 numbers', () => {
    expect(maskPhone('0212345678')).toBe('02-****-5678')
    expect(maskPhone('02-123-4567')).toBe('02-***-4567')
  })

  it('returns other shapes unchanged and missing as empty', () => {
    expect(maskPhone('12345')).toBe('12345')
    expect(maskPhone('010-1234-567a')).toBe('010-1234-567a')
    expect(maskPhone('')).toBe('')
    expect(maskPhone(null)).toBe('')
  })
})

describe('maskName', () => {
  it('masks inner characters', () => {
    expect(maskName('홍길동')).toBe('홍*동')
    expect(maskName('남궁민수')).toBe('남**수')
    expect(maskName('John Smith')).toBe('J********h')
  })

  it('masks the second of two characters and keeps one', () => {
    expect(maskName('홍길')).toBe('홍*')
    expect(maskName('홍')).toBe('홍')
    expect(maskName('')).toBe('')
    expect(maskName(undefined)).toBe('')
  })
})

describe('maskLoginId / maskEmail', () => {
  it('keeps the first three and (from seven characters) the last two characters, masks at least one', () => {
    expect(maskLoginId('member01')).toBe('mem***01')
    expect(maskLoginId('davich01')).toBe('dav***01')
    expect(maskLoginId('abcdefg')).toBe('abc**fg')
    expect(maskLoginId('davich')).toBe('dav***')
    expect(maskLoginId('abcd')).toBe('abc*')
    expect(maskLoginId('abc')).toBe('ab*')
    expect(maskLoginId('ab')).toBe('a*')
    expect(maskLoginId('a')).toBe('*')
    expect(maskLoginId('')).toBe('')
    expect(maskLoginId(null)).toBe('')
  })

  it('masks the local part of an e-mail and keeps the domain', () => {
    expect(maskEmail('davich@example.com')).toBe('dav***@example.com')
    expect(maskEmail('ab@example.com')).toBe('a*@example.com')
    expect(maskEmail('notanemail')).toBe('not*****il')
    expect(maskEmail(undefined)).toBe('')
  })
})

describe('maskCardNo', () => {
  it('keeps the first and last four digits, dashed, whatever the input spacing', () => {
    expect(maskCardNo('1234567812345678')).toBe('1234-****-****-5678')
    expect(maskCardNo('1234 5678 1234 5678')).toBe('1234-****-****-5678')
    expect(maskCardNo('1234-5678-1234-5678')).toBe('1234-****-****-5678')
    expect(maskCardNo(900000000001)).toBe('9000-****-****-0001')
  })

  it('shows only the last four of short numbers and leaves other values alone', () => {
    expect(maskCardNo('12345678')).toBe('****5678')
    expect(maskCardNo('1234')).toBe('1234')
    expect(maskCardNo('GIFT-1')).toBe('GIFT-1')
    expect(maskCardNo(null)).toBe('')
  })
})
