import { describe, expect, it } from 'vitest'
import {
  canCancel,
  couponDiscount,
  deliveryFee,
  earnPoints,
  giftCardUseError,
  maxGiftCardUse,
  maskAccountNo,
  maxPointUse,
  orderAmounts,
  pointUseError,
  refundAccountErrors,
  returnShippingFee,
  returnWindow,
  type PointPolicy,
} from './rules'

const policy: PointPolicy = {
  minBalance: 1000,
  minOrderAmt: 10000,
  useUnit: 100,
  maxUseRate: 30,
  maxUseAmt: 50000,
  earnRate: 1,
  couponCombineYn: 'Y',
}

describe('delivery fee', () => {
  it('is free for pickup and from 50,000원, 3,000원 below, +3,000원 on Jeju', () => {
    expect(deliveryFee(10000, '02')).toBe(0)
    expect(deliveryFee(49999, '01')).toBe(3000)
    expect(deliveryFee(50000, '01')).toBe(0)
    expect(deliveryFee(10000, '01', '63100')).toBe(6000)
    expect(deliveryFee(60000, '01', '63100')).toBe(3000)
    expect(deliveryFee(0, '01')).toBe(0)
  })
})

describe('coupons', () => {
  it('applies rate with a maximum, fixed amounts, and the minimum payment', () => {
    expect(couponDiscount({ dcType: 'RATE', dcValue: 10, maxDcAmt: 5000 }, 100000)).toBe(5000)
    expect(couponDiscount({ dcType: 'RATE', dcValue: 10 }, 12345)).toBe(1230)
    expect(couponDiscount({ dcType: 'AMOUNT', dcValue: 3000, minPayAmt: 20000 }, 19999)).toBe(0)
    expect(couponDiscount({ dcType: 'AMOUNT', dcValue: 30000 }, 20000)).toBe(20000)
  })
})

describe('points', () => {
  it('needs the minimum balance and order amount, uses units, caps by rate and balance', () => {
    expect(maxPointUse(policy, 999, 100000)).toBe(0)
    expect(maxPointUse(policy, 5000, 9999)).toBe(0)
    expect(maxPointUse(policy, 100000, 10050)).toBe(3000)
    expect(maxPointUse(policy, 2550, 100000)).toBe(2500)
    expect(pointUseError(policy, 5000, 20000, 150)).toMatch(/100P 단위/)
    expect(pointUseError(policy, 5000, 20000, 6000)).toMatch(/최대 5,000P|보유 포인트/)
    expect(pointUseError(policy, 5000, 20000, 0)).toBeNull()
    expect(pointUseError(policy, 50000, 20000, 6000)).toBeNull()
    expect(pointUseError(policy, 50000, 20000, 6100)).toMatch(/최대 6,000P/)
  })
  it('earns the rate on the discounted goods amount, rounded down to 10원', () => {
    expect(earnPoints(policy, 12345)).toBe(120)
    expect(earnPoints(policy, 0)).toBe(0)
  })
})

describe('order amounts', () => {
  it('adds goods, takes coupons and points, charges delivery after coupons', () => {
    const a = orderAmounts([{ salePrice: 26000, buyQtt: 2, couponDcAmt: 2000 }], {
      dlvrMethod: '01',
      orderCouponDcAmt: 1000,
      pointUseAmt: 500,
      earnRate: 1,
    })
    expect(a).toMatchObject({ goodsAmt: 52000, couponDcAmt: 3000, dlvrAmt: 3000, pointUseAmt: 500, payAmt: 51500, earnPoint: 490 }) // points on the discounted 49,000원, not lowered by the 500P used
  })
})

describe('claims', () => {
  it('cancels only before shipment', () => {
    expect(canCancel('20')).toBe(true)
    expect(canCancel('10')).toBe(true)
    expect(canCancel('40')).toBe(false)
  })
  it('allows returns 7 days after receipt, 30 when the goods differ', () => {
    const delivered = '2026-11-01T00:00:00Z'
    expect(returnWindow(delivered, '50', new Date('2026-11-08T00:00:00Z')).ok).toBe(true)
    expect(returnWindow(delivered, '50', new Date('2026-11-08T00:00:01Z')).ok).toBe(false)
    expect(returnWindow(delivered, '60', new Date('2026-11-30T00:00:00Z')).ok).toBe(true)
    expect(returnWindow(null, '50').ok).toBe(true)
  })
  it('charges return shipping to the buyer for 50 and 70 only', () => {
    expect(returnShippingFee('20', 3000)).toBe(0)
    expect(returnShippingFee('60', 0)).toBe(0)
    expect(returnShippingFee('50', 3000)).toBe(3000)
    expect(returnShippingFee('70', 0)).toBe(6000)
  })
  it('checks refund accounts', () => {
    expect(refundAccountErrors({ bankCd: '88', accountNo: '110-123-456789', holderName: '김다비' })).toEqual([])
    expect(refundAccountErrors({ bankCd: 'ZZ', accountNo: '12', holderName: '1' }).map((e) => e.field)).toEqual([
      'bankCd',
      'accountNo',
      'holderName',
    ])
    expect(maskAccountNo('110-123-456789')).toBe('********6789')
  })
})

describe('gift card at checkout', () => {
  it('pays after points, delivery fee included, and leaves the minimum card payment', () => {
    const a = orderAmounts([{ salePrice: 20000, buyQtt: 1 }], { dlvrMethod: '01', pointUseAmt: 1000, giftCardUseAmt: 15000, earnRate: 1 })
    expect(a).toMatchObject({ dlvrAmt: 3000, pointUseAmt: 1000, giftCardUseAmt: 15000, payAmt: 7000, earnPoint: 200 })
    // Never more than what is left to pay.
    expect(orderAmounts([{ salePrice: 5000, buyQtt: 1 }], { dlvrMethod: '02', giftCardUseAmt: 9000 })).toMatchObject({
      giftCardUseAmt: 5000,
      payAmt: 0,
    })
    expect(maxGiftCardUse(50000, 22000)).toBe(21900)
    expect(maxGiftCardUse(10000, 22000)).toBe(10000)
    expect(maxGiftCardUse(10000, 100)).toBe(0)
  })
  it('names what is wrong with an amount, in Korean', () => {
    expect(giftCardUseError(50000, 22000, 0)).toBeNull()
    expect(giftCardUseError(50000, 22000, 21900)).toBeNull()
    expect(giftCardUseError(10000, 22000, 12000)).toBe('상품권 잔액(10,000원)보다 많이 사용할 수 없어요.')
    expect(giftCardUseError(50000, 22000, 22000)).toBe(
      '이 주문에는 상품권을 최대 21,900원까지 사용할 수 있어요. (카드·계좌 결제 100원 이상 필요)',
    )
    expect(giftCardUseError(50000, 100, 1)).toBe('결제할 금액이 100원 이하라 상품권을 사용할 수 없어요.')
    expect(giftCardUseError(50000, 22000, 1.5)).toBe('사용할 상품권 금액을 올바르게 입력해 주세요.')
  })
})
