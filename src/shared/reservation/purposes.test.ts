import { describe, expect, it } from 'vitest'
import { HS_ORDER_NO_HINT, hsOrderNoInput, isHsOrderNo } from './purposes'

describe('home-shopping order number', () => {
  it('takes letters, digits and dashes, 4 to 30 characters', () => {
    expect(isHsOrderNo('GS2026112200123')).toBe(true)
    expect(isHsOrderNo('AB-12')).toBe(true)
    expect(isHsOrderNo('A1B')).toBe(false)
    expect(isHsOrderNo('1'.repeat(30))).toBe(true)
    expect(isHsOrderNo('1'.repeat(31))).toBe(false)
    expect(isHsOrderNo('GS 2026')).toBe(false)
    expect(isHsOrderNo('주문123456')).toBe(false)
  })

  it('keeps only allowed characters while typing, up to the maximum', () => {
    expect(hsOrderNoInput('GS 2026/11-22')).toBe('GS202611-22')
    expect(hsOrderNoInput('9'.repeat(40))).toHaveLength(30)
  })

  it('tells the shopper the same bounds', () => expect(HS_ORDER_NO_HINT).toBe('영문·숫자 4~30자'))
})
