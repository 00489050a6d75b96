import { chartLayout, type ChartRecord, type SeriesKey } from '~/shared/eyes/chart'
import { formatOptical } from '~/shared/eyes/optics'
import { displayDate } from '~/shared/format'

const SERIES: { key: SeriesKey; label: string; color: string; dash?: string }[] = [
  { key: 'rSph', label: '오른쪽 SPH', color: '#0f766e' },
  { key: 'lSph', label: '왼쪽 SPH', color: '#b45309' },
  { key: 'rCyl', label: '오른쪽 CYL', color: '#0f766e', dash: '5 4' },
  { key: 'lCyl', label: '왼쪽 CYL', color: '#b45309', dash: '5 4' },
]

/** How each eye's SPH and CYL changed over time: inline SVG (no chart library), a legend and a text summary. */
export function EyeTrendChart({ records }: { records: ChartRecord[] }) {
  const l = chartLayout(records, 400, 240)
  const latest = [...records].sort((a, b) => b.examYmd.localeCompare(a.examYmd))[0]
  const first = [...records].sort((a, b) => a.examYmd.localeCompare(b.examYmd))[0]
  const summary =
    latest && first
      ? `${displayDate(first.examYmd)}부터 ${displayDate(latest.examYmd)}까지 ${records.length}회 검사. 최근 구면(SPH) 오른쪽 ${formatOptical('sph', latest.right.sph)}, 왼쪽 ${formatOptical('sph', latest.left.sph)}.`
      : '검사 기록이 없습니다.'
  return (
    <figure className="max-w-2xl rounded-2xl border border-gray-200 bg-white p-3 md:p-5">
      <figcaption className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-bold text-gray-900">도수 변화</span>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-700" aria-label="범례">
          {SERIES.map((s) => (
            <li key={s.key} className="flex items-center gap-1">
              <svg width="18" height="8" aria-hidden="true">
                <line x1="0" y1="4" x2="18" y2="4" stroke={s.color} strokeWidth="2" strokeDasharray={s.dash} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
      <svg viewBox={`0 0 ${l.width} ${l.height}`} className="h-auto w-full" role="img" aria-label={`시력 도수 변화 그래프. ${summary}`}>
        {l.yTicks.map((t) => (
          <g key={t.value}>
            <line
              x1={l.pad.left}
              x2={l.width - l.pad.right}
              y1={t.y}
              y2={t.y}
              stroke={t.value === 0 ? '#9ca3af' : '#e5e7eb'}
              strokeWidth="1"
            />
            <text x={l.pad.left - 6} y={t.y + 4} textAnchor="end" fontSize="12" fill="#4b5563">
              {t.value > 0 ? `+${t.value}` : t.value}
            </text>
          </g>
        ))}
        {l.xTicks.map((t) => (
          <text key={t.examYmd} x={t.x} y={l.height - 12} textAnchor="middle" fontSize="12" fill="#4b5563">
            {`${t.examYmd.slice(2, 4)}.${t.examYmd.slice(4, 6)}`}
          </text>
        ))}
        {SERIES.map((s) => {
          const pts = l.series[s.key]
          if (!pts.length) return null
          return (
            <g key={s.key}>
              <polyline
                points={pts.map((p) => `${p.x},${p.y}`).join(' ')}
                fill="none"
                stroke={s.color}
                strokeWidth="2.5"
                strokeDasharray={s.dash}
                strokeLinejoin="round"
              />
              {pts.map((p) => (
                <circle key={p.examYmd} cx={p.x} cy={p.y} r="4" fill={s.dash ? '#fff' : s.color} stroke={s.color} strokeWidth="2">
                  <title>{`${s.label} ${displayDate(p.examYmd)}: ${formatOptical(s.key.endsWith('Sph') ? 'sph' : 'cyl', p.value)} D`}</title>
                </circle>
              ))}
            </g>
          )
        })}
      </svg>
      <p className="mt-1 text-xs text-gray-600">{summary} 위로 갈수록 원시(+), 아래로 갈수록 근시(−) 방향이에요.</p>
    </figure>
  )
}
