import { describe, expect, it } from 'vitest'
import { balanceRefundThreshold, voucherRefund } from './voucher-refund'

const base = { faceAmt: 50_000, balance: 50_000, boughtYmd: '20261101', expireYmd: '20271101', todayYmd: '20261105', byBuyer: true }

describe('voucherRefund (신유형 상품권 표준약관)', () => {
  it('the buyer cancels an unused voucher within 7 days for the whole price', () => {
    expect(voucherRefund(base)).toMatchObject({ kind: 'cancel', amount: 50_000 })
    expect(voucherRefund({ ...base, todayYmd: '20261108' })).toMatchObject({ kind: 'cancel' })
  })
  it('not after 7 days, not when a little is used, not for the receiver', () => {
    expect(voucherRefund({ ...base, todayYmd: '20261109' }).kind).toBe('none')
    expect(voucherRefund({ ...base, balance: 49_000 }).kind).toBe('none')
    expect(voucherRefund({ ...base, byBuyer: false }).kind).toBe('none')
  })
  it('the rest in cash once 60 % is used (80 % at 10,000원 or less), exactly at the threshold', () => {
    expect(balanceRefundThreshold(50_000)).toBe(0.6)
    expect(balanceRefundThreshold(10_000)).toBe(0.8)
    expect(voucherRefund({ ...base, balance: 20_001, todayYmd: '20261201' }).kind).toBe('none')
    expect(voucherRefund({ ...base, balance: 20_000, todayYmd: '20261201' })).toMatchObject({ kind: 'balance', amount: 20_000 })
    const small = { ...base, faceAmt: 10_000, balance: 2_001, todayYmd: '20261201' }
    expect(voucherRefund(small).kind).toBe('none')
    expect(voucherRefund({ ...small, balance: 2_000 })).toMatchObject({ kind: 'balance', amount: 2_000 })
    // 10,001원 is above the small-voucher line: 60 %
    expect(voucherRefund({ ...small, faceAmt: 10_001, balance: 4_000 })).toMatchObject({ kind: 'balance', amount: 4_000 })
  })
  it('an expired unused voucher: 90 % of the face value; expired and partly used: the balance; nothing left: nothing', () => {
    expect(voucherRefund({ ...base, todayYmd: '20271102' })).toMatchObject({ kind: 'expired', amount: 45_000 })
    expect(voucherRefund({ ...base, faceAmt: 33_333, balance: 33_333, todayYmd: '20271102' })).toMatchObject({ amount: 29_999 })
    expect(voucherRefund({ ...base, balance: 10_000, todayYmd: '20271102' })).toMatchObject({ kind: 'balance', amount: 10_000 })
    expect(voucherRefund({ ...base, balance: 0 }).kind).toBe('none')
    // the last valid day is still valid
    expect(voucherRefund({ ...base, todayYmd: '20271101', byBuyer: false }).kind).toBe('none')
  })
})
