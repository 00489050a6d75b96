/**
 * Code tables with their Korean labels (the product spec's card companies, banks, card sources, payment
 * methods '1'..'13', return reasons 20/50/60/70 and cancel reasons 10–40; order/line statuses as the shop uses them).
 *
 * Pure data + lookups: no I/O, safe in browser, Node and Workers.
 *
 * Lookup conventions (the product spec: "Card company lookup strips the letter C first and returns nothing if
 * unknown. Bank lookup with a three-character code uses its last two characters and returns empty if unknown"):
 *  - card company: unknown → `undefined` ("returns nothing");
 *  - bank, card source and every other table: unknown → '' (empty string).
 *
 * Tables are kept as ordered arrays (the order is the display order); the lookup maps are built
 * from them. Plain object literals are avoided as the source of truth because JS reorders
 * integer-like keys ('11' would come before '01').
 */

export interface CodeName<C extends string = string> {
  readonly code: C
  readonly name: string
}

type Codeish = string | number | null | undefined

function toMap<C extends string>(rows: readonly CodeName<C>[]): ReadonlyMap<string, string> {
  return new Map(rows.map((r) => [r.code, r.name]))
}

function norm(code: Codeish): string {
  return code === null || code === undefined ? '' : String(code).trim()
}

/* ------------------------------------------------------------------------------------------ */
/* Card companies (KG Inicis CARD_Code)                                                        */
/* ------------------------------------------------------------------------------------------ */

export const CARD_COMPANIES: readonly CodeName[] = [
  { code: '01', name: '하나(외환)카드' },
  { code: '03', name: '롯데카드' },
  { code: '04', name: '현대카드' },
  { code: '06', name: '국민카드' },
  { code: '11', name: 'BC카드' },
  { code: '12', name: '삼성카드' },
  { code: '14', name: '신한카드' },
  { code: '15', name: '한미카드' },
  { code: '16', name: 'NH카드' },
  { code: '17', name: '하나SK카드' },
  { code: '21', name: '해외비자' },
  { code: '22', name: '해외마스터' },
  { code: '23', name: '해외JCB' },
  { code: '24', name: '해외아멕스' },
  { code: '25', name: '해외다이너스' },
  // stored-value / point wallets (paid 100% with the wallet)
  { code: '91', name: '네이버포인트' },
  { code: '93', name: '토스머니' },
  { code: '94', name: 'SSG머니' },
  { code: '96', name: '엘포인트' },
  { code: '97', name: '카카오머니' },
  { code: '98', name: '페이코' },
]
const CARD_COMPANY_MAP = toMap(CARD_COMPANIES)

/**
 * Card company name. A leading letter 'C' is stripped first ('C06' → '06'; the PG sometimes
 * prefixes the code). Unknown or missing code → `undefined`.
 */
export function cardCompanyName(code: Codeish): string | undefined {
  const c = norm(code).replace(/^C/i, '')
  return CARD_COMPANY_MAP.get(c)
}

/* ------------------------------------------------------------------------------------------ */
/* Banks, securities firms and wallets (KG Inicis bank codes)                                  */
/* ------------------------------------------------------------------------------------------ */

export const BANKS: readonly CodeName[] = [
  { code: '02', name: '산업은행' },
  { code: '03', name: '기업은행' },
  { code: '04', name: '국민은행' },
  { code: '05', name: '하나은행(외환)' },
  { code: '07', name: '수협' },
  { code: '11', name: '농협은행' },
  { code: '12', name: '단위농협' },
  { code: '20', name: '우리은행' },
  { code: '23', name: 'SC제일은행' },
  { code: '27', name: '한국씨티은행' },
  { code: '31', name: '대구은행' },
  { code: '32', name: '부산은행' },
  { code: '34', name: '광주은행' },
  { code: '35', name: '제주은행' },
  { code: '37', name: '전북은행' },
  { code: '39', name: '경남은행' },
  { code: '45', name: '새마을금고' },
  { code: '48', name: '신협' },
  { code: '50', name: '상호저축은행' },
  { code: '64', name: '산림조합' },
  { code: '71', name: '우체국' },
  { code: '81', name: '하나은행' },
  { code: '88', name: '신한은행' },
  { code: '89', name: '케이뱅크' },
  { code: '90', name: '카카오뱅크' },
  { code: '92', name: '토스뱅크' },
  // Wallets: KG Inicis lists these point/money wallets in its bank-code table as well
  // (same codes as the card-company table), which is where the spec's upper bound "98" comes from.
  { code: '91', name: '네이버포인트' },
  { code: '93', name: '토스머니' },
  { code: '94', name: 'SSG머니' },
  { code: '96', name: '엘포인트' },
  { code: '97', name: '카카오머니' },
  { code: '98', name: '페이코' },
  // securities firms
  { code: 'D1', name: '유안타증권' },
  { code: 'D2', name: 'KB증권' },
  { code: 'D3', name: '미래에셋증권' },
  { code: 'D4', name: '한국투자증권' },
  { code: 'D5', name: 'NH투자증권' },
  { code: 'D6', name: '교보증권' },
  { code: 'D7', name: '하이투자증권' },
  { code: 'D8', name: '현대차증권' },
  { code: 'D9', name: '키움증권' },
  { code: 'DA', name: '이베스트투자증권' },
  { code: 'DB', name: 'SK증권' },
  { code: 'DC', name: '대신증권' },
  { code: 'DD', name: '한화투자증권' },
  { code: 'DE', name: '하나증권' },
  { code: 'DF', name: '신한투자증권' },
  { code: 'DG', name: 'DB금융투자' },
  { code: 'DH', name: '유진투자증권' },
  { code: 'DI', name: '메리츠증권' },
  { code: 'DJ', name: '카카오페이증권' },
  { code: 'DK', name: '부국증권' },
  { code: 'DL', name: '신영증권' },
  { code: 'DM', name: '케이프투자증권' },
  { code: 'DN', name: '한국포스증권' },
  { code: 'DO', name: '토스증권' },
  { code: 'DP', name: '다올투자증권' },
  { code: 'DQ', name: '삼성증권' },
  { code: 'DR', name: '상상인증권' },
  // wallet
  { code: 'BW', name: '뱅크월렛' },
]
const BANK_MAP = toMap(BANKS)

/**
 * Bank name. A three-character code uses its last two characters ('004' → '04', 'BD1' → 'D1').
 * Letters are matched case-insensitively ('d1' → 'D1'). Unknown or missing → ''.
 */
export function bankName(code: Codeish): string {
  let c = norm(code).toUpperCase()
  if (c.length === 3) c = c.slice(-2)
  return BANK_MAP.get(c) ?? ''
}

/* ------------------------------------------------------------------------------------------ */
/* Card source / easy-pay app codes (KG Inicis CARD_SrcCode, "간편(앱)결제 구분")               */
/* ------------------------------------------------------------------------------------------ */

/**
 * C, B, D, G, O, L, K, H, R, I, U follow KG Inicis' documented CARD_SrcCode values.
 * J and lowercase 'a' are in the spec's list but their labels are not in the Inicis material we
 * could check: J is taken as 애플페이 and 'a' as K PAY (Inicis documents K PAY as 'A').
 * Codes are case-sensitive: 'a' and 'A' are different codes.
 */
export const CARD_SOURCES: readonly CodeName[] = [
  { code: 'C', name: '페이코' },
  { code: 'B', name: '삼성페이' },
  { code: 'D', name: '삼성페이(체크)' },
  { code: 'G', name: 'SSG페이' },
  { code: 'O', name: '카카오페이' },
  { code: 'L', name: 'L.pay' },
  { code: 'K', name: 'KB Pay(국민앱카드)' },
  { code: 'H', name: '토스페이' },
  { code: 'R', name: '차이페이' },
  { code: 'I', name: '네이버페이' },
  { code: 'U', name: '티머니페이' },
  { code: 'J', name: '애플페이' },
  { code: 'a', name: 'K PAY' },
]
const CARD_SOURCE_MAP = toMap(CARD_SOURCES)

/**
 * Card source (easy-pay app) name. Returns '' when the code is missing, empty, has two or more
 * characters, or is unknown. Case-sensitive, not trimmed.
 */
export function cardSourceName(code: string | null | undefined): string {
  if (typeof code !== 'string' || code.length !== 1) return ''
  return CARD_SOURCE_MAP.get(code) ?? ''
}

/* ------------------------------------------------------------------------------------------ */
/* Payment methods (string codes '1'..'13')                                                    */
/* ------------------------------------------------------------------------------------------ */

export type PaymentMethodCode = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12' | '13'

export const PAYMENT_METHODS: readonly CodeName<PaymentMethodCode>[] = [
  { code: '1', name: '계좌이체' },
  { code: '2', name: '가상계좌' },
  { code: '3', name: '신용카드' },
  { code: '4', name: '휴대폰결제' },
  { code: '5', name: 'L.Pay' },
  { code: '6', name: 'SSG Pay' },
  { code: '7', name: 'PAYCO' },
  { code: '8', name: 'Alipay' },
  { code: '9', name: '네이버페이' },
  { code: '10', name: 'K Pay' },
  { code: '11', name: '삼성페이' },
  { code: '12', name: '카카오페이' },
  { code: '13', name: '토스페이' },
]
const PAYMENT_METHOD_MAP = toMap(PAYMENT_METHODS)

export function isPaymentMethodCode(code: Codeish): code is PaymentMethodCode {
  return PAYMENT_METHOD_MAP.has(norm(code))
}

/** Payment method name; accepts the string code or its number (3 → '신용카드'). Unknown → ''. */
export function paymentMethodName(code: Codeish): string {
  return PAYMENT_METHOD_MAP.get(norm(code)) ?? ''
}

/* ------------------------------------------------------------------------------------------ */
/* Return and cancel reasons                                                                   */
/* ------------------------------------------------------------------------------------------ */

export interface ReturnReason {
  readonly id: '20' | '50' | '60' | '70'
  readonly name: string
  /** Always false in the current table (spec: "unavailable flag false for all"). */
  readonly unavailable: boolean
  /** Who pays the return shipping. */
  readonly shippingPaidBy: 'seller' | 'buyer'
  /** The customer must type the reason. */
  readonly requiresText: boolean
}

/**
 * Spec §3. For 70 (free text) the spec names no shipping payer; we default it to 'buyer'
 * (a fault on the seller's side has its own reasons 20/60).
 */
export const RETURN_REASONS: readonly ReturnReason[] = [
  { id: '20', name: '상품 불량', unavailable: false, shippingPaidBy: 'seller', requiresText: false },
  { id: '50', name: '단순 변심', unavailable: false, shippingPaidBy: 'buyer', requiresText: false },
  { id: '60', name: '상품 정보와 다름', unavailable: false, shippingPaidBy: 'seller', requiresText: false },
  { id: '70', name: '기타(직접 입력)', unavailable: false, shippingPaidBy: 'buyer', requiresText: true },
]

export function returnReason(id: Codeish): ReturnReason | undefined {
  const c = norm(id)
  return RETURN_REASONS.find((r) => r.id === c)
}

export function returnReasonName(id: Codeish): string {
  return returnReason(id)?.name ?? ''
}

export interface CancelReason {
  readonly id: '10' | '20' | '30' | '40'
  readonly name: string
}

export const CANCEL_REASONS: readonly CancelReason[] = [
  { id: '10', name: '상품 옵션 변경' },
  { id: '20', name: '결제 수단 변경' },
  { id: '30', name: '구매 정보 변경' },
  { id: '40', name: '단순 변심' },
]

export function cancelReasonName(id: Codeish): string {
  const c = norm(id)
  return CANCEL_REASONS.find((r) => r.id === c)?.name ?? ''
}

/* ------------------------------------------------------------------------------------------ */
/* Goods types / categories                                                                    */
/* ------------------------------------------------------------------------------------------ */

export { GOODS_TYPES, goodsTypeName, goodsTypePath, isGoodsType } from './goods-types'

/* ------------------------------------------------------------------------------------------ */
/* Order / order-line status (one code set for both)                                           */
/* ------------------------------------------------------------------------------------------ */

export const ORDER_STATUSES: readonly CodeName[] = [
  { code: '00', name: '주문무효' },
  { code: '01', name: '주문접수' },
  { code: '10', name: '주문완료(입금확인중)' },
  { code: '11', name: '주문취소' },
  { code: '20', name: '결제완료' },
  { code: '21', name: '결제취소' },
  { code: '22', name: '결제실패' },
  { code: '23', name: '결제취소신청' },
  { code: '30', name: '배송준비중' },
  { code: '39', name: '부분배송중' },
  { code: '40', name: '배송중' },
  { code: '49', name: '부분배송완료' },
  { code: '50', name: '배송완료' },
  { code: '60', name: '교환신청' },
  { code: '61', name: '교환취소' },
  { code: '62', name: '부분교환신청' },
  { code: '63', name: '부분교환취소' },
  { code: '66', name: '교환완료' },
  { code: '67', name: '부분교환완료' },
  { code: '70', name: '환불신청' },
  { code: '71', name: '환불취소' },
  { code: '72', name: '부분환불신청' },
  { code: '73', name: '부분환불취소' },
  { code: '74', name: '환불완료' },
  { code: '75', name: '부분환불완료' },
  { code: '90', name: '구매확정' },
]
const ORDER_STATUS_MAP = toMap(ORDER_STATUSES)

/** Order or line status name; unknown → ''. */
export function orderStatusName(code: Codeish): string {
  return ORDER_STATUS_MAP.get(norm(code)) ?? ''
}
