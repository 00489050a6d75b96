import { describe, expect, it } from 'vitest'
import { deliveryEstimate, monthDayKo } from './delivery-estimate'

/** An instant given as Seoul wall-clock time. */
const kst = (iso: string) => Date.parse(`${iso}+09:00`)

describe('deliveryEstimate', () => {
  it('ships the same business day when paid before 14:00 with stock', () => {
    const e = deliveryEstimate(kst('2026-11-27T13:59:00'), 5)!
    expect(e).toMatchObject({ shipYmd: '20261127', shipsToday: true, arriveFrom: '20261130', arriveTo: '20261201' })
  })
  it('ships the next business day after the cut-off (Friday → Monday)', () => {
    const e = deliveryEstimate(kst('2026-11-27T14:00:00'), 5)!
    expect(e).toMatchObject({ shipYmd: '20261130', shipsToday: false, arriveFrom: '20261201', arriveTo: '20261202' })
  })
  it('skips weekends and public holidays (대체공휴일 5 Oct 2026)', () => {
    expect(deliveryEstimate(kst('2026-10-03T09:00:00'), 1)!.shipYmd).toBe('20261006')
    expect(deliveryEstimate(kst('2026-10-02T15:00:00'), 1)!.shipYmd).toBe('20261006')
  })
  it('adds two business days when the stock does not cover the quantity', () => {
    const e = deliveryEstimate(kst('2026-11-25T10:00:00'), 2, 3)!
    expect(e.shipYmd).toBe('20261127')
    expect(e.shipsToday).toBe(false)
  })
  it('has no date for sold-out goods', () => {
    expect(deliveryEstimate(kst('2026-11-25T10:00:00'), 0)).toBeNull()
  })
  it('names the day in Korean', () => {
    expect(monthDayKo('20261130')).toBe('11월 30일(월)')
  })
})
