import { displayDateTime } from '~/shared/calendar'

/** When a ranking was computed, and from what (the rankings are recomputed every 5 minutes). */
export function ComputedAt({ at, basis }: { at: string | null; basis: string }) {
  return (
    <p className="mt-3 text-xs text-gray-500" data-testid="ranking-computed-at">
      {at ? <time dateTime={at}>{displayDateTime(at)} 기준</time> : '집계 준비 중'} · {basis}
    </p>
  )
}
