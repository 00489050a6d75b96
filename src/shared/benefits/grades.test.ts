import { describe, expect, it } from 'vitest'
import { gradeFor, nextGradeGap, nextGradeText } from './grades'

describe('member grades', () => {
  it('a grade needs both its amount and its count', () => {
    expect(gradeFor(350_000, 2).cd).toBe('BRONZE')
    expect(gradeFor(350_000, 3).cd).toBe('SILVER')
    expect(gradeFor(600_000, 9).cd).toBe('PLATINUM')
  })
  it('the gap to the next grade leaves out what is already reached', () => {
    expect(nextGradeGap(50_000, 1)).toMatchObject({ next: { cd: 'SILVER' }, amount: 50_000, count: 2 })
    // a grade held above what the purchases reach: the next step is above the held one
    expect(nextGradeGap(191_200, 1, 'SILVER')).toMatchObject({ next: { cd: 'GOLD' }, amount: 108_800, count: 5 })
    expect(nextGradeGap(191_200, 1, 'BRONZE')).toMatchObject({ next: { cd: 'SILVER' }, amount: 0, count: 2 })
    expect(nextGradeGap(700_000, 9, 'SILVER')).toBeNull()
    expect(nextGradeText({ gradeNm: '골드', amountGap: 120_000, countGap: 2 })).toBe('골드까지 120,000원 · 2건 더 구매하면 돼요')
    expect(nextGradeText({ gradeNm: '골드', amountGap: 0, countGap: 1 })).toBe('골드까지 1건 더 구매하면 돼요')
    expect(nextGradeText({ gradeNm: '실버', amountGap: 0, countGap: 0 })).toBe('다음 등급 산정일에 실버로 올라가요')
    expect(nextGradeText({ gradeNm: '골드', amountGap: 0, countGap: 0 })).toBe('다음 등급 산정일에 골드로 올라가요')
    expect(nextGradeText(null)).toBeNull()
  })
})
