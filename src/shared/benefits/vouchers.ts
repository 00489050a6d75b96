/**
 * 모바일 상품권 sold online (issue 28): the face values on sale, their name, and how long one is valid. The standard
 * terms for new-type gift vouchers (신유형 상품권 표준약관) give a monetary voucher 5 years; refunds are voucher-refund.ts.
 */
export const VOUCHER_FACES = [10_000, 30_000, 50_000, 100_000] as const
export type VoucherFace = (typeof VOUCHER_FACES)[number]
export const VOUCHER_VALID_YEARS = 5
/** Messages to the receiver of one gift: the first and up to two resends. */
export const VOUCHER_MAX_SENDS = 3

export const voucherName = (face: number) => `다비치 모바일 상품권 ${face.toLocaleString('ko-KR')}원`

/** The last valid day (YYYYMMDD) of a voucher issued on `todayYmd`: the day before the same date 5 years on. */
export function voucherExpireYmd(todayYmd: string): string {
  const y = Number(todayYmd.slice(0, 4)) + VOUCHER_VALID_YEARS
  const d = new Date(Date.UTC(y, Number(todayYmd.slice(4, 6)) - 1, Number(todayYmd.slice(6, 8)) - 1))
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`
}

/** '7700123456789012' → '7700-1234-5678-9012' (shown only to the voucher's holder). */
export const groupCardNo = (no: string) => no.replace(/(\d{4})(?=\d)/g, '$1-')
