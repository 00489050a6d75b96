import { nextSeoulMidnight as seoulMidnightAfter } from '~/shared/calendar'
import { filterPopups } from '~/shared/rules'

/** Next midnight in Seoul (ms): "오늘 하루 보지 않기" lasts until then. */
export function nextSeoulMidnight(now?: Date): number {
  return seoulMidnightAfter(now ?? Date.now())
}

/** Popups to show: pcGbCd C only, by sortSeq ("only popups with pcGbCd C, sorted by sortSeq"), minus those hidden for today or closed now. */
export function visiblePopups<T extends { popupNo: number; pcGbCd?: string | null; sortSeq?: number | string | null }>(
  popups: readonly T[],
  hiddenUntil: Record<string, number>,
  closed: readonly number[],
  now = Date.now(),
): T[] {
  return filterPopups(popups).filter((p) => !(hiddenUntil[p.popupNo] > now) && !closed.includes(p.popupNo))
}
