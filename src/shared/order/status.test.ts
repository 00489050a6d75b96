import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from '../codes'
import { DELIVERY_METHOD } from '../rules'
import { DELIVERY_TRACKABLE_STATUSES, HIDDEN_ORDER_STATUSES, isDeliveryTrackable, isVisibleOrder } from './status'

describe('visible orders', () => {
  it('hides void, unpaid and failed checkouts only', () => {
    expect(['00', '01', '22'].map(isVisibleOrder)).toEqual([false, false, false])
    expect(['10', '11', '20', '21', '40', '50', '70', '90'].every(isVisibleOrder)).toBe(true)
  })

  it('names only known status codes', () => {
    const known = new Set(ORDER_STATUSES.map((s) => s.code))
    for (const code of [...HIDDEN_ORDER_STATUSES, ...DELIVERY_TRACKABLE_STATUSES]) expect(known.has(code)).toBe(true)
  })
})

describe('delivery tracking', () => {
  it('follows courier deliveries from payment through purchase confirmation', () => {
    const courier = (status: string) => isDeliveryTrackable({ status, dlvrMethod: DELIVERY_METHOD.DELIVERY })
    expect(['20', '30', '39', '40', '49', '50', '90'].every(courier)).toBe(true)
    expect(['00', '01', '10', '11', '21', '22', '70', '74'].some(courier)).toBe(false)
  })

  it('never offers tracking for store pickup', () => {
    expect(isDeliveryTrackable({ status: '40', dlvrMethod: DELIVERY_METHOD.DIRECT })).toBe(false)
  })

  it('tracks only orders a shopper sees', () => {
    expect(DELIVERY_TRACKABLE_STATUSES.every(isVisibleOrder)).toBe(true)
  })
})
