import { describe, expect, it } from 'vitest'
import { comboAllows, comboLabel, couponComboError, couponWithBenefit } from './coupons'

const solo = { couponNo: '1', couponNm: '브랜드 위크 15% 할인', soloUseYn: 'Y' as const }
const a = { couponNo: '2', couponNm: '신규 가입 쿠폰', soloUseYn: 'N' as const }
const b = { couponNo: '3', couponNm: '주문 3천원 할인', soloUseYn: 'N' as const }
const open = { pointUseAmt: 0, couponCombineYn: 'Y' as const }

describe('couponComboError (solo-use vs combinable)', () => {
  it('lets combinable coupons go together, and a solo-use coupon alone', () => {
    expect(couponComboError([a, b], open)).toBeNull()
    expect(couponComboError([solo], open)).toBeNull()
    expect(couponComboError([], { pointUseAmt: 5000, couponCombineYn: 'N' })).toBeNull()
  })
  it('refuses a solo-use coupon with any other coupon, naming it with the right particle', () => {
    expect(couponComboError([solo, a], open)).toBe("'브랜드 위크 15% 할인'은 단독 사용 쿠폰이라 다른 쿠폰과 함께 사용할 수 없어요.")
    expect(couponComboError([a, { ...solo, couponNm: '단독 쿠폰' }], open)).toMatch(/^'단독 쿠폰'은 /)
    expect(couponComboError([a, { ...solo, couponNm: '오늘만 세일' }], open)).toMatch(/^'오늘만 세일'은 /)
    expect(couponComboError([a, { ...solo, couponNm: '생일 축하' }], open)).toMatch(/^'생일 축하'는 /)
  })
  it('counts the same coupon twice as one', () => {
    expect(couponComboError([solo, solo], open)).toBeNull()
  })
  it('refuses coupons with points only when the point policy says they do not combine', () => {
    expect(couponComboError([a], { pointUseAmt: 1000, couponCombineYn: 'Y' })).toBeNull()
    expect(couponComboError([solo], { pointUseAmt: 1000, couponCombineYn: 'Y' })).toBeNull()
    expect(couponComboError([a], { pointUseAmt: 1000, couponCombineYn: 'N' })).toMatch(/쿠폰과 포인트는 함께 사용할 수 없어요/)
    expect(couponComboError([a], { pointUseAmt: 0, couponCombineYn: 'N' })).toBeNull()
  })
})

describe('comboAllows (what the checkout disables)', () => {
  it('disables every other coupon once a solo-use one is chosen, and a solo-use one once any other is chosen', () => {
    expect(comboAllows(a, [solo])).toBe(false)
    expect(comboAllows(solo, [a])).toBe(false)
    expect(comboAllows(b, [a])).toBe(true)
    expect(comboAllows(solo, [])).toBe(true)
    // Re-choosing the coupon a select already holds is always allowed.
    expect(comboAllows(solo, [solo])).toBe(true)
  })
  it('labels the two kinds', () => {
    expect(comboLabel(solo)).toBe('단독 사용')
    expect(comboLabel(a)).toBe('중복 사용 가능')
  })
})

describe('couponWithBenefit (a name and its benefit on one line, said once)', () => {
  it('adds the benefit a name does not carry', () => {
    expect(couponWithBenefit('감사 쿠폰', '3,000원 할인')).toBe('감사 쿠폰 · 3,000원 할인')
    expect(couponWithBenefit('안경테 쿠폰', '10% 할인 (최대 5,000원)')).toBe('안경테 쿠폰 · 10% 할인 (최대 5,000원)')
  })
  it('leaves a name that already says it as it is', () => {
    expect(couponWithBenefit('생일 축하 15% 할인', '15% 할인')).toBe('생일 축하 15% 할인')
    expect(couponWithBenefit('감사 쿠폰 3,000원', '3,000원 할인')).toBe('감사 쿠폰 3,000원')
    // a different figure is not the same benefit
    expect(couponWithBenefit('생일 축하 15% 할인', '5% 할인')).toBe('생일 축하 15% 할인 · 5% 할인')
  })
})
