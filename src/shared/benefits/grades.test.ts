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
    expect(nextGradeText({ gradeNm: '골드', amountGap: 120_000, countGap: 2 })).toBe('골드까지 120,000원 · 2건 더 구매하면 돼요')
    expect(nextGradeText({ gradeNm: '골드', amountGap: 0, countGap: 1 })).toBe('골드까지 1건 더 구매하면 돼요')
    expect(nextGradeText({ gradeNm: '실버', amountGap: 0, countGap: 0 })).toBe('다음 등급 산정일에 실버로 올라가요')
    expect(nextGradeText({ gradeNm: '골드', amountGap: 0, countGap: 0 })).toBe('다음 등급 산정일에 골드로 올라가요')
    expect(nextGradeText(null)).toBeNull()
  })
})
