import { vitalsHistograms } from '../db/vitals'
import { seoulNow } from '../../shared/dates'
import { histogramQuantile, vitalRating, type VitalsP75Answer, type VitalsP75Row } from '../../shared/vitals'

/** The p75 per page template and metric over the last `days` days (Asia/Seoul, today included), from the daily histograms. */
export async function vitalsP75(db: D1Database, days: number, now?: Date): Promise<VitalsP75Answer> {
  const to = seoulNow(now)
  const from = to.subtract(days - 1, 'day')
  const hist = await vitalsHistograms(db, from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD'))
  const groups = new Map<string, typeof hist>()
  for (const h of hist) {
    const key = `${h.template}\u0000${h.metric}`
    const g = groups.get(key)
    if (g) g.push(h)
    else groups.set(key, [h])
  }
  const rows: VitalsP75Row[] = []
  for (const g of groups.values()) {
    const { template, metric } = g[0]
    const p75 = histogramQuantile(metric, g) ?? 0
    rows.push({ template, metric, p75, samples: g.reduce((s, r) => s + r.n, 0), rating: vitalRating(metric, p75) })
  }
  return { from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD'), rows }
}
