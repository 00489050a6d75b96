/**
 * Business rules and constants of the spec (§4 "States and transitions", §9 "Business constants
 * and limits"). Pure functions over plain data; no I/O.
 */

/** 'Y'/'N' flags as the API sends them, or booleans. Only 'Y' (any case) and true count as yes. */
export type YnFlag = 'Y' | 'N' | 'y' | 'n' | boolean | null | undefined

export function isYes(flag: YnFlag | string): boolean {
  return flag === true || (typeof flag === 'string' && flag.trim().toUpperCase() === 'Y')
}

export function toYn(value: boolean): 'Y' | 'N' {
  return value ? 'Y' : 'N'
}

/* ------------------------------------------------------------------------------------------ */
/* Constants (§9)                                                                              */
/* ------------------------------------------------------------------------------------------ */

/** Store code when no kiosk store is set. */
export const DEFAULT_STORE_CODE = '0000'
/** Coupon zone page size. */
export const COUPON_ZONE_ROWS = 10
/** Favourite category of a guest and after logout (frames). */
export const DEFAULT_FAVORITE_GOODS_TYPE = '01'
/** Sub-banner view size: 1, then 10 once the user asks for more. */
export const SUB_BANNER_VIEW_SIZE = { initial: 1, expanded: 10 } as const
/** Search list size: starts at 20, grows by 20, never above 500 in total. */
export const SEARCH_PAGE = { first: 20, step: 20, max: 500 } as const

/* ------------------------------------------------------------------------------------------ */
/* Delivery method                                                                             */
/* ------------------------------------------------------------------------------------------ */

/**
 * '01' delivery (택배), '02' direct / store pickup (매장픽업), '03' both allowed (goods and carts; an
 * order is '01' or '02'). Code reads these names, never the digits.
 */
export const DELIVERY_METHOD = { DELIVERY: '01', DIRECT: '02', BOTH: '03' } as const
export type DeliveryMethod = (typeof DELIVERY_METHOD)[keyof typeof DELIVERY_METHOD]
/** How one order reaches the shopper: by courier or picked up at a store. */
export type OrderDeliveryMethod = typeof DELIVERY_METHOD.DELIVERY | typeof DELIVERY_METHOD.DIRECT
export const ORDER_DELIVERY_METHODS: readonly OrderDeliveryMethod[] = [DELIVERY_METHOD.DELIVERY, DELIVERY_METHOD.DIRECT]

export interface DeliveryFlags {
  readonly dlvrYn?: YnFlag
  readonly directYn?: YnFlag
}

/**
 * Delivery allowed and direct allowed → '03'; delivery only → '01'; direct only → '02';
 * neither → '01'.
 */
export function deliveryMethod(flags: DeliveryFlags | null | undefined): DeliveryMethod {
  const dlvr = isYes(flags?.dlvrYn)
  const direct = isYes(flags?.directYn)
  if (dlvr && direct) return DELIVERY_METHOD.BOTH
  if (direct) return DELIVERY_METHOD.DIRECT
  return DELIVERY_METHOD.DELIVERY
}

/** Delivery method of a cart/order: decided by its FIRST item only; empty → '01'. */
export function deliveryMethodOfCart(items: readonly DeliveryFlags[] | null | undefined): DeliveryMethod {
  return deliveryMethod(items?.[0])
}

/* ------------------------------------------------------------------------------------------ */
/* Reservation-only goods                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** Goods types sold by store reservation only: glasses lenses and contact lenses. */
export const RESERVATION_ONLY_GOODS_TYPES: readonly string[] = ['03', '04']

function goodsTypeCode(code: string | number | null | undefined): string {
  if (code === null || code === undefined) return ''
  const s = String(code).trim()
  return /^\d$/.test(s) ? `0${s}` : s // 3 or '3' → '03'
}

/** True for goods type '03' (glasses lenses) and '04' (contact lenses). */
export function isReservationOnly(goodsTypeCd: string | number | null | undefined): boolean {
  return RESERVATION_ONLY_GOODS_TYPES.includes(goodsTypeCode(goodsTypeCd))
}

export interface GoodsTyped {
  readonly goodsTypeCd?: string | number | null
}

/** A cart is reservation-only when any of its lines is of type 03 or 04. Empty → false. */
export function cartIsReservationOnly(lines: readonly GoodsTyped[] | null | undefined): boolean {
  return (lines ?? []).some((l) => isReservationOnly(l.goodsTypeCd))
}

/** Mixed cart: at least one reservation-only line AND at least one deliverable line. */
export function isMixedCart(lines: readonly GoodsTyped[] | null | undefined): boolean {
  const all = lines ?? []
  return all.some((l) => isReservationOnly(l.goodsTypeCd)) && all.some((l) => !isReservationOnly(l.goodsTypeCd))
}

/** `mixedCategoriesYn` of the payment state: 'Y' for a mixed cart, else 'N'. */
export function mixedCategoriesYn(lines: readonly GoodsTyped[] | null | undefined): 'Y' | 'N' {
  return toYn(isMixedCart(lines))
}

/* ------------------------------------------------------------------------------------------ */
/* Kiosk, coupon zone, popups, banners                                                         */
/* ------------------------------------------------------------------------------------------ */

/** Kiosk mode is on when the store code is set (non-blank) and is not '0000'. */
export function isKioskMode(storeCode: string | null | undefined): boolean {
  if (typeof storeCode !== 'string') return false
  const c = storeCode.trim()
  return c !== '' && c !== DEFAULT_STORE_CODE
}

/** The coupon zone flags remaining coupons when any item has issuedYn 'N'. */
export function couponZoneHasRemaining(items: readonly { readonly issuedYn?: string | null }[] | null | undefined): boolean {
  return (items ?? []).some((i) => i.issuedYn === 'N')
}

type SortSeq = number | string | null | undefined

/** Numeric sort key; missing or non-numeric sortSeq sorts last. */
function seqKey(seq: SortSeq): number {
  if (seq === null || seq === undefined || seq === '') return Number.POSITIVE_INFINITY
  const n = Number(seq)
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY
}

function bySortSeq<T extends { readonly sortSeq?: SortSeq }>(a: T, b: T): number {
  const ka = seqKey(a.sortSeq)
  const kb = seqKey(b.sortSeq)
  return ka === kb ? 0 : ka < kb ? -1 : 1
}

/**
 * Main-page popups: only those with pcGbCd 'C' are kept, sorted by sortSeq ascending
 * (numerically, so '10' after '2'; stable for equal values; missing sortSeq last).
 * Returns a new array; the input is not touched.
 */
export function filterPopups<T extends { readonly pcGbCd?: string | null; readonly sortSeq?: SortSeq }>(
  popups: readonly T[] | null | undefined,
): T[] {
  return (popups ?? []).filter((p) => p.pcGbCd === 'C').sort(bySortSeq)
}

export function subBannerViewSize(expanded: boolean): number {
  return expanded ? SUB_BANNER_VIEW_SIZE.expanded : SUB_BANNER_VIEW_SIZE.initial
}

/* ------------------------------------------------------------------------------------------ */
/* Search paging                                                                               */
/* ------------------------------------------------------------------------------------------ */

/**
 * Search list size from a URL parameter (string, number, repeated param → first value).
 * Not a number, or below 20 → 20; above 500 → 500; otherwise rounded down to a multiple of 20
 * ('45' → 40) so that "more" steps stay on the 20-grid.
 */
export function searchSizeFromParam(raw: unknown): number {
  const v = Array.isArray(raw) ? raw[0] : raw
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN
  if (!Number.isFinite(n) || n < SEARCH_PAGE.first) return SEARCH_PAGE.first
  if (n >= SEARCH_PAGE.max) return SEARCH_PAGE.max
  return Math.floor(n / SEARCH_PAGE.step) * SEARCH_PAGE.step
}

/** Next search list size after "more": 20 → 40 → … → 500, never above 500. */
export function nextSearchSize(current: unknown): number {
  return Math.min(searchSizeFromParam(current) + SEARCH_PAGE.step, SEARCH_PAGE.max)
}

/** Whether "more" can still load: fewer shown than found, and the 500 cap not reached. */
export function canLoadMoreSearch(current: unknown, total: number): boolean {
  const size = searchSizeFromParam(current)
  return size < SEARCH_PAGE.max && size < total
}

/* ------------------------------------------------------------------------------------------ */
/* Menus (gnbs)                                                                                */
/* ------------------------------------------------------------------------------------------ */

export interface SortableMenu {
  readonly sortSeq?: SortSeq
  readonly children?: readonly SortableMenu[] | null
}

/**
 * Menu items sorted by sortSeq (numeric, stable, missing last) at every level through
 * `children`. Returns new arrays/objects; the input is not mutated.
 */
export function sortGnbs<T extends SortableMenu>(menus: readonly T[] | null | undefined): T[] {
  return (menus ?? []).map((m) => (Array.isArray(m.children) ? { ...m, children: sortGnbs(m.children) } : m)).sort(bySortSeq)
}

/* ------------------------------------------------------------------------------------------ */
/* Prices                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/**
 * Discount rate in whole percent, floored: (customer − sale) / customer × 100.
 * 0 when the customer price is 0 or missing, when sale ≥ customer, or for non-numbers.
 * A negative/missing sale price counts as 0 (→ 100%).
 */
export function discountRate(customerPrice: number | string | null | undefined, salePrice: number | string | null | undefined): number {
  const customer = Number(customerPrice ?? 0)
  const saleRaw = Number(salePrice ?? 0)
  if (!Number.isFinite(customer) || !Number.isFinite(saleRaw) || customer <= 0) return 0
  const sale = Math.max(0, saleRaw)
  if (sale >= customer) return 0
  // integer arithmetic first to avoid 0.1-style float errors (e.g. 29.000000001 vs 28.99999)
  return Math.floor(((customer - sale) * 100) / customer)
}
