import { describe, expect, it } from 'vitest'
import {
  GLASSES_DEDUCTION_CAP,
  deductibleLineAmount,
  defaultReceiptYear,
  glassesDeduction,
  receiptYears,
  relationLabel,
  type PurchaseLine,
} from './rules'

const line = (o: Partial<PurchaseLine>): PurchaseLine => ({
  memberNo: 1,
  goodsTypeCd: '01',
  status: '90',
  lineAmt: 100_000,
  buyQtt: 1,
  claimQtt: 0,
  ...o,
})

describe('deductibleLineAmount', () => {
  it('counts frames, glasses lenses and contact lenses that are paid', () => {
    expect(deductibleLineAmount(line({ goodsTypeCd: '01' }))).toBe(100_000)
    expect(deductibleLineAmount(line({ goodsTypeCd: '03', status: '20' }))).toBe(100_000)
    expect(deductibleLineAmount(line({ goodsTypeCd: '04', status: '50' }))).toBe(100_000)
  })
  it('leaves out sunglasses and supplies', () => {
    expect(deductibleLineAmount(line({ goodsTypeCd: '02' }))).toBe(0)
    expect(deductibleLineAmount(line({ goodsTypeCd: '05' }))).toBe(0)
  })
  it('leaves out unpaid, cancelled and refunded lines', () => {
    for (const s of ['00', '01', '10', '11', '21', '22', '23', '70', '74']) expect(deductibleLineAmount(line({ status: s }))).toBe(0)
  })
  it('takes returned pieces out pro rata', () => {
    expect(deductibleLineAmount(line({ lineAmt: 90_000, buyQtt: 3, claimQtt: 1, status: '75' }))).toBe(60_000)
    expect(deductibleLineAmount(line({ lineAmt: 90_000, buyQtt: 3, claimQtt: 3, status: '75' }))).toBe(0)
  })
})

describe('glassesDeduction', () => {
  it('sums per person and caps each person at 500,000원 a year', () => {
    const lines = [
      line({ memberNo: 1, lineAmt: 420_000 }),
      line({ memberNo: 1, goodsTypeCd: '04', lineAmt: 180_000 }),
      line({ memberNo: 1, goodsTypeCd: '02', lineAmt: 300_000 }),
      line({ memberNo: 2, goodsTypeCd: '04', lineAmt: 75_000 }),
    ]
    const [a, b, c] = glassesDeduction([1, 2, 3], lines)
    expect(a).toEqual({ memberNo: 1, purchaseAmt: 600_000, deductibleAmt: GLASSES_DEDUCTION_CAP, capped: true, lines: 2 })
    expect(b).toEqual({ memberNo: 2, purchaseAmt: 75_000, deductibleAmt: 75_000, capped: false, lines: 1 })
    expect(c).toEqual({ memberNo: 3, purchaseAmt: 0, deductibleAmt: 0, capped: false, lines: 0 })
  })
  it('exactly the cap is not over it', () => {
    expect(glassesDeduction([1], [line({ lineAmt: 500_000 })])[0]).toMatchObject({ deductibleAmt: 500_000, capped: false })
  })
})

describe('labels and years', () => {
  it('names relations in Korean, unknown ones as 가족', () => {
    expect(relationLabel('SPOUSE')).toBe('배우자')
    expect(relationLabel('X')).toBe('가족')
  })
  it('lists the current year and four before', () => {
    expect(receiptYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022])
  })
})

describe('defaultReceiptYear', () => {
  it('opens on last year during 연말정산 season (January–March), on this year after', () => {
    expect(defaultReceiptYear(2027, 1)).toBe(2026)
    expect(defaultReceiptYear(2027, 3)).toBe(2026)
    expect(defaultReceiptYear(2026, 4)).toBe(2026)
    expect(defaultReceiptYear(2026, 11)).toBe(2026)
  })
})
