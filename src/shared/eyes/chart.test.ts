import { describe, expect, it } from 'vitest'
import { chartLayout } from './chart'

const rec = (examYmd: string, rSph: number | null, lSph: number | null, rCyl: number | null = null) => ({
  examYmd,
  right: { sph: rSph, cyl: rCyl },
  left: { sph: lSph, cyl: null },
})

describe('eye chart layout', () => {
  it('orders exams by date on the x axis and keeps 0 D inside whole-dioptre bounds', () => {
    const l = chartLayout([rec('20260301', -2.5, -2.25, -0.5), rec('20240301', -1.75, -1.5), rec('20250301', -2, null)], 640, 260)
    expect(l.series.rSph.map((p) => p.examYmd)).toEqual(['20240301', '20250301', '20260301'])
    expect(l.series.lSph).toHaveLength(2)
    expect(l.series.rCyl).toHaveLength(1)
    expect(l.yTicks[0].value).toBe(0)
    expect(l.yTicks.at(-1)!.value).toBe(-3)
    expect(l.series.rSph[0].x).toBe(l.pad.left)
    expect(l.series.rSph[2].x).toBe(640 - l.pad.right)
    // more myopic is lower on the chart
    expect(l.series.rSph[2].y).toBeGreaterThan(l.series.rSph[0].y)
  })
  it('puts a single exam in the middle and copes with no values', () => {
    const one = chartLayout([rec('20260301', 1, 1)], 600, 200)
    expect(one.series.rSph[0].x).toBe(one.pad.left + (600 - one.pad.left - one.pad.right) / 2)
    const none = chartLayout([], 600, 200)
    expect(none.series.rSph).toEqual([])
    expect(none.yTicks.length).toBeGreaterThan(0)
  })
})
