import { describe, expect, it } from 'vitest'
import { isQueueDone, mobileSearchDigits, nextQueueStates, pickupActions, pickupStatusName, QUEUE_STATES } from './rules'

describe('queue states', () => {
  it('are the eight of the domain notes, moving forward only', () => {
    expect(QUEUE_STATES).toEqual(['대기', '상담시작', '검사중', '검사완료', '상담중', '상담완료', '가공중', '안경완성'])
    expect(nextQueueStates('대기')[0]).toBe('상담시작')
    expect(nextQueueStates('가공중')).toEqual(['안경완성'])
    expect(nextQueueStates('안경완성')).toEqual([])
    expect(nextQueueStates('없음')).toEqual([])
    expect(isQueueDone('상담완료') && isQueueDone('안경완성') && !isQueueDone('검사중')).toBe(true)
  })
})

describe('store pickup', () => {
  it('names the store steps instead of the delivery wording, only for pickup orders', () => {
    expect(pickupStatusName({ dlvrMethod: '02', pickupState: 'READY' })).toBe('상품준비완료')
    expect(pickupStatusName({ dlvrMethod: '02', pickupState: 'PICKED_UP' })).toBe('수령완료')
    expect(pickupStatusName({ dlvrMethod: '02', pickupState: 'NOSHOW' })).toBe('미수령')
    expect(pickupStatusName({ dlvrMethod: '02', pickupState: null })).toBeNull()
    expect(pickupStatusName({ dlvrMethod: '01', pickupState: 'READY' })).toBeNull()
  })

  it('offers 상품준비완료 on a paid order, then 수령완료 or 미수령', () => {
    expect(pickupActions({ dlvrMethod: '02', status: '20', pickupState: null })).toEqual(['ready'])
    expect(pickupActions({ dlvrMethod: '02', status: '10', pickupState: null })).toEqual([])
    expect(pickupActions({ dlvrMethod: '02', status: '30', pickupState: 'READY' })).toEqual(['pickup', 'noshow'])
    expect(pickupActions({ dlvrMethod: '02', status: '50', pickupState: 'PICKED_UP' })).toEqual([])
    expect(pickupActions({ dlvrMethod: '01', status: '20', pickupState: null })).toEqual([])
  })

  it('searches a mobile by its last four digits or the whole number', () => {
    expect(mobileSearchDigits('5678')).toBe('5678')
    expect(mobileSearchDigits('010-1234-5678')).toBe('01012345678')
    expect(mobileSearchDigits('123')).toBeNull()
  })
})
