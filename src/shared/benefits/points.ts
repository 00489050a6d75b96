/**
 * Point rules (the domain notes, Points): earned at purchase confirmation on the discounted price at the
 * member's grade rate, rounded down to 10원; expire 36 months after earning.
 */
export const POINT_EXPIRY_MONTHS = 36
/** "Soon to expire" on the point page: within this many days. */
export const POINT_SOON_DAYS = 30

/** SQL for a purchase's points: rate % of the amount, rounded down to 10원 (amount and rate are SQL expressions). */
export const purchasePointsSql = (amountExpr: string, rateExpr: string) =>
  `MAX(0, CAST((${amountExpr}) * (${rateExpr}) / 1000 AS INTEGER) * 10)`

/** Points convert into an offline coupon in units of 1,000P, from 5,000P, up to 100,000P at a time. */
export const POINT_CONVERSION = { unit: 1000, min: 5000, max: 100_000 } as const

export function conversionError(amount: number, balance: number): string | null {
  if (!Number.isInteger(amount) || amount <= 0) return '전환할 포인트를 입력해 주세요.'
  if (amount < POINT_CONVERSION.min) return `${POINT_CONVERSION.min.toLocaleString('ko-KR')}P부터 전환할 수 있어요.`
  if (amount > POINT_CONVERSION.max) return `한 번에 ${POINT_CONVERSION.max.toLocaleString('ko-KR')}P까지 전환할 수 있어요.`
  if (amount % POINT_CONVERSION.unit !== 0) return `${POINT_CONVERSION.unit.toLocaleString('ko-KR')}P 단위로 전환할 수 있어요.`
  if (amount > balance) return '보유 포인트보다 많이 전환할 수 없어요.'
  return null
}

/** A gift card's history kinds, as the card page and the order-side list name them. */
export const GIFT_CARD_HIST_NM = { REGISTER: '등록', USE: '사용', CANCEL: '사용 취소' } as const
