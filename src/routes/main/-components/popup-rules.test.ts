import { describe, expect, it } from 'vitest'
import { nextSeoulMidnight, visiblePopups } from './popup-rules'

describe('main-page popups', () => {
  it('hides "for today" until the next midnight in Seoul', () => {
    // 2026-11-22 23:30 in Seoul is 14:30 UTC; the next Seoul midnight is 15:00 UTC.
    expect(new Date(nextSeoulMidnight(new Date('2026-11-22T14:30:00Z'))).toISOString()).toBe('2026-11-22T15:00:00.000Z')
    // 00:10 in Seoul (15:10 UTC the day before) → the following midnight, almost a day later.
    expect(new Date(nextSeoulMidnight(new Date('2026-11-22T15:10:00Z'))).toISOString()).toBe('2026-11-23T15:00:00.000Z')
  })
  it('keeps only pcGbCd C, sorted by sortSeq, without hidden or closed ones', () => {
    const popups = [
      { popupNo: 1, pcGbCd: 'C', sortSeq: 3 },
      { popupNo: 2, pcGbCd: 'P', sortSeq: 1 },
      { popupNo: 3, pcGbCd: 'C', sortSeq: 1 },
      { popupNo: 4, pcGbCd: 'C', sortSeq: 2 },
      { popupNo: 5, pcGbCd: 'M', sortSeq: 0 },
    ]
    const now = 1_000
    expect(visiblePopups(popups, {}, [], now).map((p) => p.popupNo)).toEqual([3, 4, 1])
    expect(visiblePopups(popups, { 3: now + 1 }, [], now).map((p) => p.popupNo)).toEqual([4, 1])
    expect(visiblePopups(popups, { 3: now - 1 }, [4], now).map((p) => p.popupNo)).toEqual([3, 1])
  })
})
