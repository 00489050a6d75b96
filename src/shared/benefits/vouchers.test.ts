import { describe, expect, it } from 'vitest'
import { groupCardNo, voucherExpireYmd, voucherName } from './vouchers'

describe('모바일 상품권', () => {
  it('is valid for 5 years, to the day before the same date', () => {
    expect(voucherExpireYmd('20261127')).toBe('20311126')
    expect(voucherExpireYmd('20260101')).toBe('20301231')
    expect(voucherExpireYmd('20280229')).toBe('20330228')
  })
  it('is named by its face value and its number is grouped by four', () => {
    expect(voucherName(30_000)).toBe('다비치 모바일 상품권 30,000원')
    expect(groupCardNo('7700123456789012')).toBe('7700-1234-5678-9012')
  })
})
