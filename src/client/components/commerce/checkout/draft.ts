import type { OrderPageAnswer } from '~/shared/api/commerce-types'
import type { CheckoutDraft } from './state'

/**
 * The order sheet's draft in this tab's session storage (gone with the tab): what the shopper entered, so an order
 * sheet opened again — the browser's back without the back-forward cache, a remount — shows it again. Kept for
 * 30 minutes after the last change, for the same shopper only; the completion page and sign-out drop it.
 */
export const DRAFT_KEY = 'davich.checkout.draft'
const KEEP_MS = 30 * 60_000

interface Saved {
  who: string
  at: number
  draft: CheckoutDraft
}

/** Whose sheet it is: a member by their saved orderer, or a guest. */
const whoOf = (data: OrderPageAnswer) => (data.memberYn === 'Y' ? `M:${data.orderer?.name ?? ''}:${data.orderer?.email ?? ''}` : 'G')

export function saveDraft(data: OrderPageAnswer, draft: CheckoutDraft | null) {
  try {
    if (!draft) sessionStorage.removeItem(DRAFT_KEY)
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ who: whoOf(data), at: Date.now(), draft } satisfies Saved))
  } catch {
    /* storage unavailable or full: the sheet works without a draft */
  }
}

/** This shopper's recent draft for this sheet (a delivery method the sheet's goods do not allow is left out). */
export function readDraft(data: OrderPageAnswer, now = Date.now()): CheckoutDraft | null {
  let saved: Saved | null
  try {
    saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Saved | null
  } catch {
    return null
  }
  if (!saved?.draft || saved.who !== whoOf(data) || now - saved.at > KEEP_MS) return null
  const allowed = data.deliveryMethod === '03' || data.deliveryMethod === saved.draft.dlvrMethod
  return allowed ? saved.draft : { ...saved.draft, dlvrMethod: data.deliveryMethod === '02' ? '02' : '01' }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    /* storage unavailable */
  }
}
