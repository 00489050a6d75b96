import type { DeskStage } from '~/shared/order/claim-flow'

/** Stage badge colours (text ≥ 4.5:1 on its background). */
export const STAGE_TONE: Record<DeskStage, string> = {
  REQUESTED: 'bg-amber-50 text-amber-900',
  PICKUP_BOOKED: 'bg-sky-50 text-sky-900',
  RECEIVED: 'bg-violet-50 text-violet-900',
  INSPECTED: 'bg-indigo-50 text-indigo-900',
  REFUNDING: 'bg-sky-50 text-sky-900',
  REFUND_FAIL: 'bg-red-50 text-red-800',
  DONE: 'bg-brand-50 text-brand-900',
  REJECTED: 'bg-gray-100 text-gray-800',
}

/** 20261130 → 11.30(월) */
export function dueLabel(ymd: string): string {
  const d = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))))
  return `${ymd.slice(4, 6)}.${ymd.slice(6, 8)}(${'일월화수목금토'[d.getUTCDay()]})`
}
