/**
 * Rules of the store-owner area and the in-store kiosk, written once for the API, the pages and the tests.
 * Domain notes (Stores and kiosk): "queue states 대기, 상담시작, 검사중, 검사완료, 상담중, 상담완료, 가공중, 안경완성";
 * kiosk purposes "안경, 콘택트렌즈, 선글라스, A/S, 제품수령, 기타" with the sub-questions "시력검사 필요, 기존 안경과 같은
 * 도수, 안과 처방".
 */

export const QUEUE_STATES = ['대기', '상담시작', '검사중', '검사완료', '상담중', '상담완료', '가공중', '안경완성'] as const
export type QueueState = (typeof QUEUE_STATES)[number]

/** States an entry may move to from `state`: forward only (a step may be skipped, e.g. an A/S needs no exam). */
export function nextQueueStates(state: string): QueueState[] {
  const i = QUEUE_STATES.indexOf(state as QueueState)
  return i < 0 ? [] : QUEUE_STATES.slice(i + 1)
}

/** The queue is done for the visitor at 상담완료 (nothing to make) or 안경완성. */
export const isQueueDone = (state: string) => state === '상담완료' || state === '안경완성'

export const KIOSK_PURPOSES = ['안경', '콘택트렌즈', '선글라스', 'A/S', '제품수령', '기타'] as const
export const KIOSK_QUESTIONS = ['시력검사 필요', '기존 안경과 같은 도수', '안과 처방'] as const
/** Purposes that ask the sub-questions (a lens is fitted). */
export const purposeAsksQuestions = (p: string) => p === '안경' || p === '콘택트렌즈' || p === '선글라스'

/** Idle time after which a kiosk signs out and goes back to its first screen. */
export const KIOSK_IDLE_MS = 60_000

/** Paid statuses from which the store can prepare a pickup order (결제완료, 배송준비중). */
export const PICKUP_PREPARABLE_STATUSES: readonly string[] = ['20', '30']

/**
 * What a store-pickup order shows instead of the delivery wording: 상품준비완료, 수령완료, 미수령 — or null when
 * the order's own status name applies (not a pickup, not yet prepared, cancelled …).
 */
export function pickupStatusName(o: { dlvrMethod: string; pickupState: string | null | undefined }): string | null {
  if (o.dlvrMethod !== '02' || !o.pickupState) return null
  return o.pickupState === 'READY'
    ? '상품준비완료'
    : o.pickupState === 'PICKED_UP'
      ? '수령완료'
      : o.pickupState === 'NOSHOW'
        ? '미수령'
        : null
}

export type PickupAction = 'ready' | 'pickup' | 'noshow'
/** The actions the store has on a pickup order now (the API checks the same state in its guarded UPDATE). */
export function pickupActions(o: { dlvrMethod: string; status: string; pickupState: string | null }): PickupAction[] {
  if (o.dlvrMethod !== '02') return []
  if (!o.pickupState && PICKUP_PREPARABLE_STATUSES.includes(o.status)) return ['ready']
  if (o.pickupState === 'READY') return ['pickup', 'noshow']
  return []
}

export const PICKUP_ACTION_LABEL: Record<PickupAction, string> = { ready: '상품준비완료', pickup: '수령완료', noshow: '미수령' }

/** Masked mobile search: the owner types the last four digits (or the whole number); only digits count. */
export function mobileSearchDigits(q: string): string | null {
  const d = q.replace(/\D/g, '')
  return d.length === 4 || (d.length >= 10 && d.length <= 11) ? d : null
}
