import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { btn } from '~/client/components/ui'
import { consoleQueries } from '~/client/console/queries'
import { QueryError } from '~/client/console/QueryError'
import { formatNumber } from '~/shared/format'
import { VITAL_METRICS, VITAL_THRESHOLDS, type VitalMetric, type VitalsP75Answer, type VitalsP75Row } from '~/shared/vitals'

const route = getRouteApi('/admin/vitals')
const PERIODS = [1, 7, 28, 90] as const
const METRIC_NAMES: Record<VitalMetric, string> = {
  LCP: 'LCP (최대 콘텐츠)',
  INP: 'INP (반응성)',
  CLS: 'CLS (화면 밀림)',
  TTFB: 'TTFB (첫 바이트)',
  FCP: 'FCP (첫 그림)',
}
const TONE = { good: 'bg-emerald-50 text-emerald-800', 'needs-improvement': 'bg-amber-50 text-amber-800', poor: 'bg-rose-50 text-rose-800' }
const RATING_KO = { good: '좋음', 'needs-improvement': '개선 필요', poor: '나쁨' }
const show = (m: VitalMetric, v: number) => (m === 'CLS' ? v.toFixed(2) : `${formatNumber(Math.round(v))} ms`)

/**
 * Field data for SUPER: the p75 of LCP, INP, CLS, TTFB and FCP per page template over a period, from the sampled
 * page views the shop's pages report to the shop itself (src/client/telemetry.ts → D1 daily histograms). Colours
 * follow Google's thresholds for p75.
 */
export function VitalsPage() {
  const { days = 7 } = route.useSearch()
  const navigate = route.useNavigate()
  const q = useQuery(consoleQueries.get<VitalsP75Answer>('/vitals', { days }))
  const byTemplate = new Map<string, Partial<Record<VitalMetric, VitalsP75Row>>>()
  for (const r of q.data?.rows ?? []) byTemplate.set(r.template, { ...byTemplate.get(r.template), [r.metric]: r })
  const templates = [...byTemplate].sort((a, b) => (b[1].LCP?.samples ?? 0) - (a[1].LCP?.samples ?? 0))
  return (
    <div>
      <h1 className="mb-1 text-xl font-bold">현장 성능 (Web Vitals)</h1>
      <p className="mb-4 text-sm text-gray-600">
        실제 고객의 페이지 방문 중 일부(표본)가 보낸 측정값의 75번째 백분위(p75)입니다. 페이지 유형별로 모았고, 색은 Google 기준(좋음·개선
        필요·나쁨)을 따릅니다.
      </p>
      <div className="mb-4 flex items-center gap-2" role="group" aria-label="기간">
        {PERIODS.map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={d === days}
            className={d === days ? btn.small.replace('bg-white', 'bg-gray-900 text-white') : btn.small}
            onClick={() => navigate({ search: { days: d === 7 ? undefined : d } })}
          >
            {d === 1 ? '오늘' : `최근 ${d}일`}
          </button>
        ))}
        {q.data ? (
          <span className="ml-2 text-xs text-gray-500 tabular-nums">
            {q.data.from} ~ {q.data.to}
          </span>
        ) : null}
      </div>
      {q.isError ? (
        <QueryError title="현장 성능을 불러오지 못했어요" error={q.error} onRetry={() => void q.refetch()} />
      ) : q.isPending ? (
        <div className="skeleton h-48 w-full rounded-lg" aria-label="현장 성능을 불러오는 중" />
      ) : !templates.length ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-8 text-center text-sm text-gray-600">
          이 기간에 수집된 측정값이 없어요. 배포 후 고객 방문이 쌓이면 표시됩니다(표본 비율: VITALS_SAMPLE_RATE).
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-gray-200">
          <table className="w-full min-w-[880px] text-sm">
            <caption className="sr-only">페이지 유형별 p75</caption>
            <thead className="bg-gray-50 text-left text-xs text-gray-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  페이지 유형
                </th>
                {VITAL_METRICS.map((m) => (
                  <th key={m} scope="col" className="px-3 py-2" title={`좋음 ≤ ${show(m, VITAL_THRESHOLDS[m][0])}`}>
                    {METRIC_NAMES[m]}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right">
                  표본
                </th>
              </tr>
            </thead>
            <tbody>
              {templates.map(([template, metrics]) => (
                <tr key={template} className="border-t border-gray-100">
                  <th scope="row" className="px-3 py-2 text-left font-mono text-xs font-medium">
                    {template}
                  </th>
                  {VITAL_METRICS.map((m) => {
                    const r = metrics[m]
                    return (
                      <td key={m} className="px-3 py-1.5">
                        {r ? (
                          <span className={`inline-block rounded px-2 py-0.5 tabular-nums ${TONE[r.rating]}`} title={RATING_KO[r.rating]}>
                            {show(m, r.p75)}
                            <span className="sr-only"> ({RATING_KO[r.rating]})</span>
                          </span>
                        ) : (
                          <span className="text-gray-600">-</span>
                        )}
                      </td>
                    )
                  })}
                  <td className="px-3 py-2 text-right tabular-nums text-gray-600">
                    {formatNumber(Math.max(...Object.values(metrics).map((r) => r?.samples ?? 0)))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
