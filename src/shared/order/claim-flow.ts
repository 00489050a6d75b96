/**
 * The claims desk's workflow (issue 26, desk 2), shared by the console, the member's claim pages and the server.
 * A claim has a kind (cancel request, return, exchange), an order-status code (`status`, src/shared/codes.ts) and a
 * desk stage; a step moves it from one stage to the next and is allowed only from the stages listed here.
 *
 *   RETURN    REQUESTED ─pickup→ PICKUP_BOOKED ─(warehouse notice)→ RECEIVED ─inspect→ INSPECTED ─refund→ DONE 74/75
 *             (store-pickup orders: REQUESTED ─(store receives)→ RECEIVED)      └inspect, all rejected→ REJECTED 71/73
 *             REQUESTED ─reject→ REJECTED 71/73; a failed refund → REFUND_FAIL ─refund→ (retried by one caller)
 *   EXCHANGE  as RETURN up to INSPECTED, then ─reship→ DONE 66/67 (a new parcel); rejected → 61/63
 *   CANCEL    (order at 30, claim 23) REQUESTED ─approve→ DONE 21 (refunded) · ─refuse→ REJECTED (order back to 30)
 */

export type ClaimKind = 'CANCEL' | 'RETURN' | 'EXCHANGE'
export type DeskStage = 'REQUESTED' | 'PICKUP_BOOKED' | 'RECEIVED' | 'INSPECTED' | 'REFUNDING' | 'REFUND_FAIL' | 'DONE' | 'REJECTED'
/** Steps an operator takes (POST /admin/api/claims/{claimNo}/{step}). */
export const OPERATOR_STEPS = ['pickup', 'inspect', 'refund', 'reject', 'reship', 'approve', 'refuse'] as const
export type OperatorStep = (typeof OPERATOR_STEPS)[number]
/** Steps that others take: the warehouse's return-received notice, the store's receive. */
export type ClaimStep = OperatorStep | 'receive'

export const DESK_STAGES: readonly DeskStage[] = [
  'REQUESTED',
  'PICKUP_BOOKED',
  'RECEIVED',
  'INSPECTED',
  'REFUNDING',
  'REFUND_FAIL',
  'DONE',
  'REJECTED',
]

export const STAGE_NAME: Record<DeskStage, string> = {
  REQUESTED: '접수',
  PICKUP_BOOKED: '회수 중',
  RECEIVED: '입고·검수 대기',
  INSPECTED: '검수 완료',
  REFUNDING: '환불 처리 중',
  REFUND_FAIL: '환불 실패',
  DONE: '완료',
  REJECTED: '거절',
}

export const KIND_NAME: Record<ClaimKind, string> = { CANCEL: '취소', RETURN: '반품', EXCHANGE: '교환' }

export const STEP_NAME: Record<ClaimStep, string> = {
  pickup: '회수 접수',
  receive: '입고 확인',
  inspect: '검수',
  refund: '환불',
  reject: '반품 거절',
  reship: '교환 상품 발송',
  approve: '취소 승인',
  refuse: '취소 거절',
}

/** What the member reads for a claim at a stage. */
export function memberStageText(kind: ClaimKind, stage: DeskStage): string {
  if (kind === 'CANCEL') {
    if (stage === 'DONE') return '취소 완료'
    if (stage === 'REJECTED') return '취소 거절'
    return '취소 요청 확인 중'
  }
  const noun = kind === 'EXCHANGE' ? '교환' : '반품'
  switch (stage) {
    case 'REQUESTED':
      return `${noun} 신청 접수`
    case 'PICKUP_BOOKED':
      return '상품 회수 중'
    case 'RECEIVED':
      return '상품 검수 중'
    case 'INSPECTED':
      return kind === 'EXCHANGE' ? '교환 상품 준비 중' : '환불 준비 중'
    case 'REFUNDING':
    case 'REFUND_FAIL':
      return '환불 처리 중'
    case 'DONE':
      return kind === 'EXCHANGE' ? '교환 완료' : '환불 완료'
    case 'REJECTED':
      return `${noun} 거절`
  }
}

/** The stages a step may start from, per kind (an empty list: the step does not apply to that kind). */
const FROM: Record<ClaimKind, Partial<Record<ClaimStep, readonly DeskStage[]>>> = {
  RETURN: {
    pickup: ['REQUESTED'],
    receive: ['REQUESTED', 'PICKUP_BOOKED'],
    inspect: ['RECEIVED'],
    refund: ['INSPECTED', 'REFUND_FAIL'],
    reject: ['REQUESTED', 'PICKUP_BOOKED'],
  },
  EXCHANGE: {
    pickup: ['REQUESTED'],
    receive: ['REQUESTED', 'PICKUP_BOOKED'],
    inspect: ['RECEIVED'],
    reship: ['INSPECTED'],
    reject: ['REQUESTED', 'PICKUP_BOOKED'],
  },
  CANCEL: {
    approve: ['REQUESTED', 'REFUND_FAIL'],
    refuse: ['REQUESTED'],
  },
}

/** Whether `step` may be taken on a claim of `kind` at `stage`. */
export function canStep(kind: ClaimKind, stage: DeskStage, step: ClaimStep): boolean {
  return FROM[kind][step]?.includes(stage) ?? false
}

/**
 * The operator steps the console offers for a claim. A store-pickup order's goods come back at the store
 * (the store owner's receive step), so no courier pickup is offered for it.
 */
export function operatorSteps(kind: ClaimKind, stage: DeskStage, storePickup = false): OperatorStep[] {
  return OPERATOR_STEPS.filter((s) => canStep(kind, stage, s) && !(s === 'pickup' && storePickup))
}

/** A claim's kind from its row. */
export const claimKind = (c: { claim_type: string; exchange_yn?: number | null }): ClaimKind =>
  c.claim_type === 'CANCEL' ? 'CANCEL' : c.exchange_yn ? 'EXCHANGE' : 'RETURN'

/** The status code a claim (and its order) ends at. `whole`: every claimed unit accepted on a whole-order claim. */
export function endStatus(kind: ClaimKind, requestedStatus: string, outcome: 'DONE' | 'REJECTED', whole: boolean): string {
  if (kind === 'CANCEL') return outcome === 'DONE' ? '21' : '30'
  const full = (kind === 'RETURN' ? requestedStatus === '70' : requestedStatus === '60') && whole
  if (kind === 'RETURN') return outcome === 'DONE' ? (full ? '74' : '75') : requestedStatus === '70' ? '71' : '73'
  return outcome === 'DONE' ? (full ? '66' : '67') : requestedStatus === '60' ? '61' : '63'
}

/** Calendar days a claim has waited (its ageing in the queue), from its registration to `todayYmd`. */
export function ageDays(regYmd: string, todayYmd: string): number {
  const t = (s: string) => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(4, 6)) - 1, Number(s.slice(6, 8)))
  return Math.max(0, Math.round((t(todayYmd) - t(regYmd)) / 86_400_000))
}

/** Late: the refund deadline has passed and the claim is still open (its money not given back). */
export const isLate = (stage: DeskStage, dueYmd: string | null, todayYmd: string) =>
  !!dueYmd && todayYmd > dueYmd && stage !== 'DONE' && stage !== 'REJECTED'
