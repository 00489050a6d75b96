import { describe, expect, it } from 'vitest'
import { pickupDates, pickupError, PICKUP_TIMES } from './pickup'

// 2026-11-21 23:30 in Seoul (14:30 UTC): "today" is the 21st in Seoul.
const now = new Date('2026-11-21T14:30:00Z')

describe('pickup window', () => {
  it('offers tomorrow through 14 days ahead, in Seoul days', () => {
    const days = pickupDates(now)
    expect(days).toHaveLength(14)
    expect(days[0]).toBe('20261122')
    expect(days[13]).toBe('20261205')
  })

  it('a Seoul date changes at midnight Seoul time, not UTC', () => {
    expect(pickupDates(new Date('2026-11-21T15:30:00Z'))[0]).toBe('20261123')
  })

  it('offers the hours 10:00 to 19:00', () => {
    expect(PICKUP_TIMES[0]).toBe('1000')
    expect(PICKUP_TIMES.at(-1)).toBe('1900')
    expect(PICKUP_TIMES).toHaveLength(10)
  })

  it('accepts what it offers and refuses today, day 15, off-hours and half hours', () => {
    expect(pickupError('20261122', '1000', now)).toBeNull()
    expect(pickupError('20261205', '1900', now)).toBeNull()
    expect(pickupError('20261121', '1400', now)).toMatchObject({ field: 'reservationDate' })
    expect(pickupError('20261206', '1400', now)).toMatchObject({ field: 'reservationDate' })
    expect(pickupError('20261122', '2000', now)).toMatchObject({ field: 'reservationTime' })
    expect(pickupError('20261122', '0900', now)).toMatchObject({ field: 'reservationTime' })
    expect(pickupError('20261122', '1030', now)).toMatchObject({ field: 'reservationTime' })
  })
})
