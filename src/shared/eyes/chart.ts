/**
 * Layout of the eye chart (how each eye's SPH and CYL changed over time): points placed on a time axis and a
 * dioptre axis whose bounds are whole dioptres around the data (always including 0), so the SVG component only draws.
 */
export interface ChartRecord {
  examYmd: string
  right: { sph: number | null; cyl: number | null }
  left: { sph: number | null; cyl: number | null }
}
export type SeriesKey = 'rSph' | 'lSph' | 'rCyl' | 'lCyl'
export interface ChartPoint {
  x: number
  y: number
  value: number
  examYmd: string
}
export interface ChartLayout {
  width: number
  height: number
  pad: { top: number; right: number; bottom: number; left: number }
  yTicks: { y: number; value: number }[]
  xTicks: { x: number; examYmd: string }[]
  series: Record<SeriesKey, ChartPoint[]>
}

const dayNo = (ymd: string) => Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8)) / 86_400_000

export function chartLayout(records: ChartRecord[], width = 640, height = 260): ChartLayout {
  const pad = { top: 16, right: 16, bottom: 36, left: 44 }
  const rows = [...records].filter((r) => /^\d{8}$/.test(r.examYmd)).sort((a, b) => a.examYmd.localeCompare(b.examYmd))
  const values = rows.flatMap((r) => [r.right.sph, r.left.sph, r.right.cyl, r.left.cyl]).filter((n): n is number => n != null)
  const lo = Math.min(0, Math.floor(Math.min(...values, 0)))
  const hi = Math.max(0, Math.ceil(Math.max(...values, 0)))
  const span = hi - lo || 1
  const step = span > 8 ? 2 : span > 4 ? 1 : 0.5
  const days = rows.map((r) => dayNo(r.examYmd))
  const d0 = Math.min(...days)
  const d1 = Math.max(...days)
  const innerW = width - pad.left - pad.right
  const innerH = height - pad.top - pad.bottom
  const x = (ymd: string) => pad.left + (d1 === d0 ? innerW / 2 : ((dayNo(ymd) - d0) / (d1 - d0)) * innerW)
  const y = (v: number) => pad.top + ((hi - v) / span) * innerH
  const yTicks: ChartLayout['yTicks'] = []
  for (let v = hi; v >= lo - 1e-9; v -= step) yTicks.push({ y: y(v), value: Math.round(v * 100) / 100 })
  const pick = (key: SeriesKey) =>
    rows.flatMap((r) => {
      const v = (key[0] === 'r' ? r.right : r.left)[key.endsWith('Sph') ? 'sph' : 'cyl']
      return v == null ? [] : [{ x: x(r.examYmd), y: y(v), value: v, examYmd: r.examYmd }]
    })
  const uniqueDates = [...new Set(rows.map((r) => r.examYmd))]
  return {
    width,
    height,
    pad,
    yTicks,
    xTicks: uniqueDates.map((d) => ({ x: x(d), examYmd: d })),
    series: { rSph: pick('rSph'), lSph: pick('lSph'), rCyl: pick('rCyl'), lCyl: pick('lCyl') },
  }
}
