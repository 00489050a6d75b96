import type { Reservation, StoreSummary } from '~/shared/api/store-types'

/**
 * The visit-reservation wizard's state and its one reducer. The steps validate with the API's own schema
 * (reservationBody / guestReservationBody): `reservationInput` is the body as the wizard stands, and
 * `STEP_FIELDS` says which of its fields a step answers for.
 */
export type StepKey = 'store' | 'purpose' | 'datetime' | 'goods' | 'guest' | 'confirm'
export const STEP_NAMES: Record<StepKey, string> = {
  store: '매장 선택',
  purpose: '방문 목적',
  datetime: '날짜·시간',
  goods: '상품 확인',
  guest: '예약자 정보',
  confirm: '예약 확인',
}

/** The body fields each step fills (dot paths of the reservation body). */
export const STEP_FIELDS: Record<StepKey, readonly string[]> = {
  store: ['storeNo'],
  purpose: ['purposeGroup', 'purpose', 'eyeTestYn', 'note', 'channel', 'hsChannel', 'hsOrderNo', 'hsGoodsNm'],
  datetime: ['rsvDate', 'rsvTime'],
  goods: ['goodsList'],
  guest: ['guestName', 'mobile', 'certProof'],
  confirm: [],
}

/** The steps of a flow: goods only when the visit comes with goods, the guest's details only for guests. */
export function stepsOf(mode: 'member' | 'guest', hasGoods: boolean): StepKey[] {
  return [
    'store',
    'purpose',
    'datetime',
    ...(hasGoods ? (['goods'] as const) : []),
    ...(mode === 'guest' ? (['guest'] as const) : []),
    'confirm',
  ]
}

export interface WizardState {
  step: StepKey
  /** The store picked in the list (its name shows at once); a store from ?storeNo= is loaded by number. */
  store: StoreSummary | null
  storeNo: number | null
  group: string
  purpose: string
  eyeTest: boolean
  note: string
  hs: { hsChannel: string; hsOrderNo: string; hsGoodsNm: string }
  date: string | null
  time: string | null
  guestName: string
  mobile: string
  proof: string | null
  agree: boolean
  /** The member's latest eye record, attached to a lens reservation when the member ticks it. */
  eyeRecordNo: number | null
  done: Reservation | null
}

export type WizardAction =
  | { type: 'go'; step: StepKey }
  | { type: 'pickStore'; store: StoreSummary }
  /** ?storeNo= named an unknown or closed store: back to choosing one. */
  | { type: 'storeUnknown' }
  | { type: 'group'; group: string; options: readonly string[] }
  | { type: 'purpose'; purpose: string }
  /** The purpose that suits the goods, unless the shopper chose one. */
  | { type: 'suggest'; group: string; purpose: string }
  | { type: 'eyeTest'; value: boolean }
  | { type: 'note'; value: string }
  | { type: 'hs'; patch: Partial<WizardState['hs']> }
  | { type: 'slot'; date: string | null; time: string | null }
  | { type: 'guestName'; value: string }
  | { type: 'mobile'; value: string }
  | { type: 'proof'; value: string | null }
  | { type: 'agree'; value: boolean }
  | { type: 'eyeRecord'; value: number | null }
  /** The API refused the time (taken meanwhile): choose again. */
  | { type: 'slotTaken' }
  /** The API refused the SMS proof (used or expired): verify again. */
  | { type: 'proofRejected' }
  | { type: 'done'; reservation: Reservation }

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'go':
      return { ...state, step: action.step }
    case 'pickStore':
      return { ...state, store: action.store, storeNo: action.store.storeNo, date: null, time: null, step: 'purpose' }
    case 'storeUnknown':
      return state.store ? state : { ...state, storeNo: null, step: 'store' }
    case 'group':
      return { ...state, group: action.group, purpose: action.options.length === 1 ? action.options[0] : '' }
    case 'purpose':
      return { ...state, purpose: action.purpose }
    case 'suggest':
      return state.group ? state : { ...state, group: action.group, purpose: action.purpose }
    case 'eyeTest':
      return { ...state, eyeTest: action.value }
    case 'note':
      return { ...state, note: action.value }
    case 'hs':
      return { ...state, hs: { ...state.hs, ...action.patch } }
    case 'slot':
      return { ...state, date: action.date, time: action.time }
    case 'guestName':
      return { ...state, guestName: action.value }
    case 'mobile':
      return { ...state, mobile: action.value }
    case 'proof':
      return { ...state, proof: action.value }
    case 'agree':
      return { ...state, agree: action.value }
    case 'eyeRecord':
      return { ...state, eyeRecordNo: action.value }
    case 'slotTaken':
      return { ...state, time: null, step: 'datetime' }
    case 'proofRejected':
      return { ...state, proof: null, step: 'guest' }
    case 'done':
      return { ...state, done: action.reservation }
  }
}

export function initialWizard({
  channel,
  storeNo,
  eyeRecordNo,
}: {
  channel: 'ONLINE' | 'HOMESHOPPING'
  storeNo?: number
  eyeRecordNo?: number
}): WizardState {
  const homeShopping = channel === 'HOMESHOPPING'
  return {
    step: storeNo ? 'purpose' : 'store',
    store: null,
    storeNo: storeNo ?? null,
    group: homeShopping ? '기타' : '',
    purpose: homeShopping ? '피팅' : '',
    eyeTest: false,
    note: '',
    hs: { hsChannel: '', hsOrderNo: '', hsGoodsNm: '' },
    date: null,
    time: null,
    guestName: '',
    mobile: '',
    proof: null,
    agree: false,
    eyeRecordNo: eyeRecordNo ?? null,
    done: null,
  }
}

/**
 * POST /api/v1/front/reservation (or /guest) as the wizard stands, unvalidated: a choice not made yet stays
 * undefined or empty, so the schema answers with its own message ('예약 날짜를 선택해 주세요.' …).
 */
export function reservationInput(
  state: WizardState,
  {
    mode,
    channel,
    goodsList,
    lens,
  }: {
    mode: 'member' | 'guest'
    channel: 'ONLINE' | 'HOMESHOPPING'
    goodsList: { goodsNo: string; itemNo: string | null; buyQtt: number }[]
    lens?: { index: string; frame: string | null }
  },
) {
  return {
    storeNo: state.storeNo ?? undefined,
    rsvDate: state.date ?? undefined,
    rsvTime: state.time ?? undefined,
    purposeGroup: state.group,
    purpose: state.purpose,
    note: state.note,
    eyeTestYn: state.eyeTest ? 'Y' : 'N',
    goodsList,
    ...(mode === 'member' && state.eyeRecordNo ? { eyeRecordNo: state.eyeRecordNo } : {}),
    ...(mode === 'member' && lens ? { lensIndex: lens.index, lensFrame: lens.frame } : {}),
    channel,
    ...(channel === 'HOMESHOPPING' ? state.hs : {}),
    ...(mode === 'guest' ? { guestName: state.guestName, mobile: state.mobile, certProof: state.proof ?? '' } : {}),
  }
}
