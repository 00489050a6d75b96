import { describe, expect, it } from 'vitest'
import { dormancyData, lastChangeCode } from './member-state'

const now = new Date('2026-11-27T00:00:00Z')

describe('lastChangeCode', () => {
  it('asks for a new password 90 days after the last change (or the registration), never for SNS-only accounts', () => {
    expect(lastChangeCode({ hasPassword: true, passwordChangedAt: '2026-08-29T00:00:00Z', regAt: '2020-01-01T00:00:00Z' }, now)).toBe(
      'PASSWORD',
    )
    expect(lastChangeCode({ hasPassword: true, passwordChangedAt: '2026-08-30T00:00:01Z', regAt: '2020-01-01T00:00:00Z' }, now)).toBeNull()
    expect(lastChangeCode({ hasPassword: true, passwordChangedAt: null, regAt: '2020-01-01T00:00:00Z' }, now)).toBe('PASSWORD')
    expect(lastChangeCode({ hasPassword: false, passwordChangedAt: null, regAt: '2020-01-01T00:00:00Z' }, now)).toBeNull()
  })
})

describe('dormancyData', () => {
  it('an active account turns dormant a year after its last sign-in; a dormant one says since when', () => {
    expect(
      dormancyData({ status: 'ACTIVE', lastLoginAt: '2026-11-25T00:00:00.000Z', regAt: '2020-01-01T00:00:00Z', dormantAt: null }),
    ).toEqual({
      dormant: false,
      lastLoginDate: '2026-11-25T00:00:00.000Z',
      dormancyDate: '2027-11-25T00:00:00.000Z',
    })
    expect(
      dormancyData({ status: 'DORMANT', lastLoginAt: null, regAt: '2024-01-01T00:00:00.000Z', dormantAt: '2025-01-01T00:00:00.000Z' }),
    ).toMatchObject({ dormant: true, lastLoginDate: '2024-01-01T00:00:00.000Z', dormancyDate: '2025-01-01T00:00:00.000Z' })
  })
})
