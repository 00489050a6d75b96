import { describe, expect, it } from 'vitest'
import { isBusinessNumber, maskReceiptNumber, receiptNumberError, receiptPlan, SELF_ISSUE_NUMBER } from './cash-receipt'

describe('business registration number checksum', () => {
  it('accepts real-shaped numbers with a correct check digit', () => {
    for (const n of ['1248100998', '124-81-00998', '2208162517', '1018215442']) expect(isBusinessNumber(n)).toBe(true)
  })
  it('refuses a wrong check digit, wrong length and stray characters', () => {
    for (const n of ['1248100997', '124810099', '12481009981', '124-81-0099a', '124.81.00998', '']) expect(isBusinessNumber(n)).toBe(false)
  })
  it('every digit change in a valid number is caught by the check digit', () => {
    const base = '1248100998'
    for (let i = 0; i < 10; i++) {
      const d = (Number(base[i]) + 1) % 10
      expect(isBusinessNumber(base.slice(0, i) + d + base.slice(i + 1))).toBe(false)
    }
  })
})

describe('receipt number messages', () => {
  it('names what is wrong in Korean', () => {
    expect(receiptNumberError('MOBILE', '')).toBe('휴대폰 번호를 입력해 주세요.')
    expect(receiptNumberError('MOBILE', '010-1234-5678')).toBeNull()
    expect(receiptNumberError('MOBILE', '02-123-4567')).toContain('정확히')
    expect(receiptNumberError('CARD', '1234-5678-9012-3456-78')).toBeNull()
    expect(receiptNumberError('CARD', '1234')).toContain('13~19자리')
    expect(receiptNumberError('BIZ', '124-81-00998')).toBeNull()
    expect(receiptNumberError('BIZ', '124-81-0099')).toContain('10자리')
    expect(receiptNumberError('BIZ', '124-81-00997')).toBe('유효하지 않은 사업자 등록번호예요. 번호를 다시 확인해 주세요.')
  })
})

describe('which receipt a cash payment gets', () => {
  it('the requested one, for cash methods only', () => {
    expect(receiptPlan({ payMethod: '2', amount: 30000, type: 'PROOF', idType: 'BIZ', number: '124-81-00998' })).toEqual({
      useOpt: '2',
      idType: 'BIZ',
      regNum: '1248100998',
      auto: false,
    })
    expect(receiptPlan({ payMethod: '3', amount: 300000, type: 'DEDUCTION', idType: 'MOBILE', number: '01012345678' })).toBeNull()
  })
  it('the automatic self-issued one at 100,000원 or more when none was asked', () => {
    expect(receiptPlan({ payMethod: '1', amount: 100000, type: 'NONE', idType: null, number: null })).toEqual({
      useOpt: '1',
      idType: 'SELF',
      regNum: SELF_ISSUE_NUMBER,
      auto: true,
    })
    expect(receiptPlan({ payMethod: '1', amount: 99999, type: null, idType: null, number: null })).toBeNull()
  })
  it('masks all but the last four digits', () => {
    expect(maskReceiptNumber('01012345678')).toBe('*******5678')
    expect(maskReceiptNumber(SELF_ISSUE_NUMBER)).toContain('자진발급')
  })
})
