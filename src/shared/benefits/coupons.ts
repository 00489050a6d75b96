/**
 * Coupon rules shared by the coupon zone, my coupons and checkout (the domain notes, Coupons): which kinds
 * are downloadable, the validity an issue gets, whether a member's age band may download, whether a coupon
 * fits a goods (scope, goods type, listed goods or categories), and the labels a shopper reads.
 */
import { ageGroup, seoulNow, type Instant } from '../dates'
import { particle } from '../korean'
import { formatNumber } from '../text'

/** Offered in the coupon zone (birthday coupons are downloaded in my-page, in their month). */
export const ZONE_KINDS = ['GOODS', 'GOODS_MOBILE', 'ORDER', 'STORE_ONLINE', 'OFFLINE'] as const
export const KIND_LABELS: Record<string, string> = {
  GOODS: '상품 쿠폰',
  GOODS_MOBILE: '모바일 전용',
  BIRTHDAY: '생일 쿠폰',
  SIGNUP: '가입 쿠폰',
  DIRECT: '발급 쿠폰',
  ORDER: '주문 쿠폰',
  PURCHASE: '구매 감사 쿠폰',
  GIFT: '사은품 쿠폰',
  STORE_ONLINE: '매장 발급 쿠폰',
  OFFLINE: '나의 D-쿠폰',
  POINT: '포인트 전환 쿠폰',
}

export interface CouponValidity {
  valid_type_cd: 'FIXED' | 'ISSUE_DAYS' | 'CONFIRM_DAYS'
  valid_start_dttm: string | null
  valid_end_dttm: string | null
  valid_days: number | null
}

/**
 * The validity of a coupon issued at `now`: fixed dates as set; "N days from issue" from now to the end of
 * the N-th day (Asia/Seoul, the issue day counting as day 1). CONFIRM_DAYS coupons start at purchase
 * confirmation (issued then), so at issue they behave like ISSUE_DAYS.
 */
export function issueValidity(c: CouponValidity, now: Instant): { start: string; end: string } {
  const n = seoulNow(now)
  if (c.valid_type_cd === 'FIXED')
    return { start: c.valid_start_dttm ?? n.toISOString(), end: c.valid_end_dttm ?? n.endOf('day').toISOString() }
  const days = Math.max(1, c.valid_days ?? 1)
  return {
    start: n.toISOString(),
    end: n
      .add(days - 1, 'day')
      .endOf('day')
      .toISOString(),
  }
}

/** Age bands a coupon is limited to ('20,30' → [20, 30]); empty = every age. 50 means 50 and above. */
export function ageBandsOf(s: string | null | undefined): number[] {
  return (s ?? '')
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((x) => [10, 20, 30, 40, 50].includes(x))
}

export function ageAllowed(bands: number[], birth: string | null | undefined, now?: Instant): boolean {
  if (!bands.length) return true
  const g = Math.min(50, Math.max(10, ageGroup(birth, now)))
  return bands.includes(g)
}

export function ageBandsLabel(bands: number[]): string {
  return bands.length ? `${bands.map((b) => (b === 50 ? '50대 이상' : `${b}대`)).join('·')} 전용` : ''
}

export interface BenefitFields {
  benefit_type_cd: 'RATE' | 'AMOUNT' | 'TEXT'
  benefit_value: number
  benefit_max_amt: number | null
  benefit_text: string
}

export function benefitLabel(r: BenefitFields, faceAmt?: number | null): string {
  if (faceAmt) return `${formatNumber(faceAmt)}원 할인`
  if (r.benefit_type_cd === 'RATE')
    return `${r.benefit_value}% 할인${r.benefit_max_amt ? ` (최대 ${formatNumber(r.benefit_max_amt)}원)` : ''}`
  if (r.benefit_type_cd === 'AMOUNT') return `${formatNumber(r.benefit_value)}원 할인`
  return r.benefit_text
}

/** Whether a coupon's name already states this figure ('15%', '3,000원') — the figure itself, not the end of a bigger one. */
export function nameCarries(name: string, amount: string): boolean {
  const at = amount ? name.indexOf(amount) : -1
  return at >= 0 && !/[\d,]/.test(name[at - 1] ?? '')
}

/**
 * A coupon's name with its benefit on one line — '감사 쿠폰 · 3,000원 할인' — without saying it twice when the name
 * already does ('생일 축하 15% 할인', not '생일 축하 15% 할인 · 15% 할인').
 */
export function couponWithBenefit(name: string, benefit: string): string {
  return nameCarries(name, benefit.replace(/\s*할인.*$/, '')) ? name : `${name} · ${benefit}`
}

/** The goods a coupon may apply to. */
export interface CouponScope {
  goodsTypeCd: string | null
  targetScope: string
  goodsNos: string[] | null
  targetCtgs: number[]
}

/** Whether a coupon may apply to a goods (scope, goods type, listed goods or categories) — checkout and lists. */
export function couponFitsGoods(c: CouponScope, g: { goods_no: string; goods_type_cd: string; ctg_no: number }): boolean {
  if (c.goodsTypeCd && c.goodsTypeCd !== g.goods_type_cd) return false
  const listed = (c.goodsNos ?? []).includes(g.goods_no) || c.targetCtgs.includes(g.ctg_no)
  if (c.targetScope === 'INCLUDE') return listed
  if (c.targetScope === 'EXCLUDE') return !listed
  return true
}

/** Where a coupon applies, in words. */
export function scopeLabel(goodsTypeNm: string | null, targetScope: string, minOrderAmt: number): string {
  const parts = [
    goodsTypeNm ? `${goodsTypeNm} 전용` : targetScope === 'ALL' ? '전 상품' : targetScope === 'INCLUDE' ? '일부 상품' : '일부 상품 제외',
  ]
  if (minOrderAmt > 0) parts.push(`${formatNumber(minOrderAmt)}원 이상 구매 시`)
  return parts.join(' · ')
}

/** The barcode a store scans for an offline coupon (Code128): 'DC' + 10-digit issue number. */
export const offlineBarcode = (issueNo: number) => `DC${String(issueNo).padStart(10, '0')}`

/** State of an issued coupon at `nowIso`. */
export function couponState(c: { use_yn: string; valid_end_dttm: string }, nowIso: string): 'usable' | 'used' | 'expired' {
  if (c.use_yn === 'Y') return 'used'
  return c.valid_end_dttm <= nowIso ? 'expired' : 'usable'
}

/* ---- Solo-use vs combinable coupons (checkout, its preview, and the coupon lists' "단독 사용" labels) ---- */

/** A coupon as the combination rule sees it. */
export interface ComboCoupon {
  couponNo: string
  couponNm: string
  soloUseYn: 'Y' | 'N'
}

/** The label a coupon list shows: a solo-use coupon is used alone; the others combine with each other. */
export const comboLabel = (c: Pick<ComboCoupon, 'soloUseYn'>) => (c.soloUseYn === 'Y' ? '단독 사용' : '중복 사용 가능')

/**
 * THE coupon-combination rule (the domain notes, Coupons; point policy coupon_combine_yn): a solo-use coupon
 * is the order's only coupon; with coupon_combine_yn 'N' no coupon goes with points. Returns why a choice of
 * coupons (and points) is refused, in Korean, or null when it may be used together. The server refuses a
 * payment with it; the checkout disables with it every choice that would make it say no (`comboAllows`).
 */
export function couponComboError(picks: readonly ComboCoupon[], opts: { pointUseAmt: number; couponCombineYn: 'Y' | 'N' }): string | null {
  const distinct = [...new Map(picks.map((p) => [p.couponNo, p])).values()]
  const solo = distinct.find((p) => p.soloUseYn === 'Y')
  if (solo && distinct.length > 1)
    return `'${solo.couponNm}'${particle(solo.couponNm, '은/는')} 단독 사용 쿠폰이라 다른 쿠폰과 함께 사용할 수 없어요.`
  if (distinct.length && opts.pointUseAmt > 0 && opts.couponCombineYn === 'N')
    return '쿠폰과 포인트는 함께 사용할 수 없어요. 쿠폰 또는 포인트 중 하나만 사용해 주세요.'
  return null
}

/** Whether `candidate` may join the coupons already chosen (the checkout disables it otherwise). */
export function comboAllows(candidate: ComboCoupon, chosen: readonly ComboCoupon[]): boolean {
  const others = chosen.filter((c) => c.couponNo !== candidate.couponNo)
  return couponComboError([...others, candidate], { pointUseAmt: 0, couponCombineYn: 'Y' }) === null
}
