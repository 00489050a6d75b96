/**
 * Field web vitals (issue 32): what the browser reports and how the server rolls it up. Values are kept in a
 * log-bucket histogram (each bucket 5 % wider than the last) per day, page template and metric, so a p75 read
 * back is within 5 % of the true one and the storage does not grow with traffic. CLS is stored ×1000.
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const
export type VitalMetric = (typeof VITAL_METRICS)[number]

const RATIO = 1.05
const LN = Math.log(RATIO)
export const MAX_BUCKET = 400

/** Stored scale: milliseconds, CLS in thousandths. */
export const scaled = (metric: VitalMetric, value: number) => (metric === 'CLS' ? value * 1000 : value)

/** The histogram bucket of a reported value: 0 for ≤ 1, else ⌈ln v / ln 1.05⌉ (bucket b holds (1.05^(b-1), 1.05^b]). */
export function bucketOf(metric: VitalMetric, value: number): number {
  const v = scaled(metric, value)
  if (!(v > 1)) return 0
  return Math.min(MAX_BUCKET, Math.ceil(Math.log(v) / LN - 1e-9))
}

/** The upper bound of a bucket, back on the metric's scale (ms, or the CLS score). */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  const v = bucket <= 0 ? 1 : Math.pow(RATIO, bucket)
  return metric === 'CLS' ? Math.round(v) / 1000 : Math.round(v)
}

/** The p-quantile (0–1) of a histogram given as (bucket, count) rows: the upper bound of the bucket holding it. */
export function histogramQuantile(metric: VitalMetric, rows: ReadonlyArray<{ bucket: number; n: number }>, p = 0.75): number | null {
  const total = rows.reduce((s, r) => s + r.n, 0)
  if (!total) return null
  const sorted = [...rows].sort((a, b) => a.bucket - b.bucket)
  const rank = Math.ceil(p * total)
  let seen = 0
  for (const r of sorted) {
    seen += r.n
    if (seen >= rank) return bucketValue(metric, r.bucket)
  }
  return bucketValue(metric, sorted[sorted.length - 1].bucket)
}

/** Google's "good" thresholds at p75 (web.dev): the console and the JSON mark each p75 good / needs work / poor. */
export const VITAL_THRESHOLDS: Record<VitalMetric, [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
  FCP: [1800, 3000],
}
export function vitalRating(metric: VitalMetric, p75: number): 'good' | 'needs-improvement' | 'poor' {
  const [good, poor] = VITAL_THRESHOLDS[metric]
  return p75 <= good ? 'good' : p75 <= poor ? 'needs-improvement' : 'poor'
}

export interface VitalsP75Row {
  template: string
  metric: VitalMetric
  p75: number
  samples: number
  rating: 'good' | 'needs-improvement' | 'poor'
}
export interface VitalsP75Answer {
  from: string
  to: string
  rows: VitalsP75Row[]
}
