/**
 * Refunds of mobile vouchers (모바일 상품권) under the standard terms for new-type gift vouchers (신유형 상품권 표준약관):
 * - the buyer may cancel an unused voucher within 7 days of buying it → the whole price back;
 * - once enough of it is used — 60 % of the face value, or 80 % for a voucher of 10,000원 or less — the holder may ask
 *   for the rest in cash;
 * - an expired voucher with nothing used → 90 % of the face value on request.
 * Pure and isomorphic; the dates are compared as Seoul days ('YYYYMMDD').
 */
export const VOUCHER_CANCEL_DAYS = 7
export const VOUCHER_SMALL_FACE = 10_000
export const VOUCHER_EXPIRED_RATE = 0.9

export interface VoucherRefundInput {
  faceAmt: number
  balance: number
  /** Seoul day of the purchase and of the last valid day (YYYYMMDD). */
  boughtYmd: string
  expireYmd: string
  todayYmd: string
  /** The buyer asks (cancellation is the buyer's); a receiver may ask for the balance or the expired refund. */
  byBuyer: boolean
}

export type VoucherRefund =
  | { kind: 'cancel'; amount: number; reason: string }
  | { kind: 'balance'; amount: number; reason: string }
  | { kind: 'expired'; amount: number; reason: string }
  | { kind: 'none'; amount: 0; reason: string }

const ymdToUtc = (ymd: string) => Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)))
const daysBetween = (from: string, to: string) => Math.round((ymdToUtc(to) - ymdToUtc(from)) / 86_400_000)

/** The share of the face value that must be used before the rest is paid back in cash. */
export const balanceRefundThreshold = (faceAmt: number) => (faceAmt <= VOUCHER_SMALL_FACE ? 0.8 : 0.6)

export function voucherRefund(v: VoucherRefundInput): VoucherRefund {
  const used = v.faceAmt - v.balance
  const expired = v.todayYmd > v.expireYmd
  if (v.balance <= 0) return { kind: 'none', amount: 0, reason: '남은 금액이 없어요.' }
  if (expired) {
    if (used > 0) return { kind: 'balance', amount: v.balance, reason: '유효기간이 지난 상품권의 남은 금액을 돌려드려요.' }
    return {
      kind: 'expired',
      amount: Math.floor(v.faceAmt * VOUCHER_EXPIRED_RATE),
      reason: '유효기간이 지난 미사용 상품권은 금액의 90%를 돌려드려요.',
    }
  }
  if (used === 0 && v.byBuyer && daysBetween(v.boughtYmd, v.todayYmd) <= VOUCHER_CANCEL_DAYS)
    return { kind: 'cancel', amount: v.faceAmt, reason: '구매일로부터 7일 이내의 미사용 상품권은 결제를 취소할 수 있어요.' }
  const rate = balanceRefundThreshold(v.faceAmt)
  if (used >= Math.ceil(v.faceAmt * rate))
    return { kind: 'balance', amount: v.balance, reason: `금액의 ${rate * 100}% 이상을 사용해 남은 금액을 현금으로 돌려드려요.` }
  return {
    kind: 'none',
    amount: 0,
    reason: `금액의 ${rate * 100}% 이상 사용하면 남은 금액을 돌려받을 수 있어요. (구매 후 7일이 지나 결제 취소는 할 수 없어요.)`,
  }
}
