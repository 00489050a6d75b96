import { defaultLookback, todayYmd } from '~/shared/dates'

const PRESETS: Array<[string, number]> = [
  ['1개월', 1],
  ['3개월', 3],
  ['6개월', 6],
  ['12개월', 12],
]

const toInput = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`
const fromInput = (v: string) => v.replace(/-/g, '')

/** Period filter of history lists (default: the last three months, as the product spec sets). */
export function PeriodFilter({ from, to, onChange }: { from: string; to: string; onChange: (p: { from: string; to: string }) => void }) {
  const active = PRESETS.find(([, m]) => defaultLookback(undefined, m).from === from && to === todayYmd())?.[1]
  return (
    <div className="mb-4 rounded-2xl bg-gray-50 p-3">
      <div className="grid grid-cols-4 gap-1.5" role="group" aria-label="조회 기간">
        {PRESETS.map(([label, m]) => (
          <button
            key={m}
            type="button"
            aria-pressed={active === m}
            className={`rounded-lg py-2 text-sm font-semibold ${active === m ? 'bg-gray-900 text-white' : 'bg-white text-gray-700'}`}
            onClick={() => onChange(defaultLookback(undefined, m))}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="mt-2 flex items-center gap-2 text-sm">
        <label className="sr-only" htmlFor="period-from">
          시작일
        </label>
        <input
          id="period-from"
          type="date"
          className="min-w-0 flex-1 rounded-lg border border-gray-200 bg-white px-2 py-1.5"
          value={toInput(from)}
          max={toInput(to)}
          onChange={(e) => e.target.value && onChange({ from: fromInput(e.target.value), to })}
        />
        <span aria-hidden="true">~</span>
        <label className="sr-only" htmlFor="period-to">
          종료일
        </label>
        <input
          id="period-to"
          type="date"
          className="min-w-0 flex-1 rounded-lg border border-gray-200 bg-white px-2 py-1.5"
          value={toInput(to)}
          min={toInput(from)}
          max={toInput(todayYmd())}
          onChange={(e) => e.target.value && onChange({ from, to: fromInput(e.target.value) })}
        />
      </div>
    </div>
  )
}
