import { describe, expect, it } from 'vitest'
import { bucketOf, bucketValue, histogramQuantile, vitalRating } from './vitals'

describe('web-vitals histogram', () => {
  it('keeps each value within 5 % below its bucket’s upper bound', () => {
    for (const v of [2, 17, 240, 1234, 2500, 9999, 60000]) {
      const up = bucketValue('LCP', bucketOf('LCP', v))
      expect(up).toBeGreaterThanOrEqual(v - 0.5)
      expect(up).toBeLessThanOrEqual(v * 1.05 + 1)
    }
  })
  it('stores CLS in thousandths', () => {
    expect(bucketValue('CLS', bucketOf('CLS', 0.1))).toBeCloseTo(0.1, 2)
    expect(bucketOf('CLS', 0)).toBe(0)
  })
  it('reads the p75 from (bucket, count) rows', () => {
    const rows = [
      { bucket: bucketOf('LCP', 1000), n: 3 },
      { bucket: bucketOf('LCP', 2000), n: 1 },
      { bucket: bucketOf('LCP', 4000), n: 1 },
    ]
    // 5 samples: rank ⌈0.75·5⌉ = 4 → the 2000 ms bucket.
    expect(histogramQuantile('LCP', rows)).toBe(bucketValue('LCP', bucketOf('LCP', 2000)))
    expect(histogramQuantile('LCP', [])).toBeNull()
  })
  it('rates a p75 by Google’s thresholds', () => {
    expect(vitalRating('LCP', 2400)).toBe('good')
    expect(vitalRating('LCP', 3000)).toBe('needs-improvement')
    expect(vitalRating('INP', 600)).toBe('poor')
  })
})
