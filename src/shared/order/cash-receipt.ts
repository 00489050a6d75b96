/**
 * Cash payments (bank transfer 1, virtual account 2): cash receipts (현금영수증) and escrow (구매안전서비스).
 * Korean law: a mail-order seller issues a cash receipt for every cash payment of 100,000원 or more even
 * when the buyer did not ask — to the tax office's self-issue number (010-000-1234) when none was given —
 * and offers escrow to a buyer paying cash up front.
 */

export const CASH_PAY_METHODS: readonly string[] = ['1', '2']
export const isCashPayMethod = (payMethod: string) => CASH_PAY_METHODS.includes(payMethod)

/** At this amount or more a receipt is issued even when the buyer did not ask for one. */
export const CASH_RECEIPT_MANDATORY_AMT = 100_000
/** 국세청 지정 자진발급 번호 (the self-issue identifier). */
export const SELF_ISSUE_NUMBER = '0100001234'

export type CashReceiptType = 'NONE' | 'DEDUCTION' | 'PROOF'
export type CashReceiptIdType = 'MOBILE' | 'CARD' | 'BIZ'

export const CASH_RECEIPT_TYPES: readonly { code: CashReceiptType; name: string }[] = [
  { code: 'DEDUCTION', name: '소득공제용' },
  { code: 'PROOF', name: '지출증빙용' },
  { code: 'NONE', name: '신청 안 함' },
]
export const CASH_RECEIPT_ID_TYPES: readonly { code: CashReceiptIdType; name: string }[] = [
  { code: 'MOBILE', name: '휴대폰 번호' },
  { code: 'CARD', name: '현금영수증 카드 번호' },
  { code: 'BIZ', name: '사업자 등록번호' },
]

/** Receipt states: REQ 접수 (to be sent), OK 승인, ERR 오류 (retried), CANCEL 취소. */
export const CASH_RECEIPT_STATUS: Record<string, string> = { REQ: '접수', OK: '승인', ERR: '오류', CANCEL: '취소' }
export const cashReceiptStatusName = (s: string) => CASH_RECEIPT_STATUS[s] ?? ''

export const onlyDigits = (s: string) => s.replace(/[^0-9]/g, '')

/** 사업자 등록번호: 10 digits whose last is the check digit (weights 1 3 7 1 3 7 1 3 5, the 9th's ×5 tens added). */
export function isBusinessNumber(input: string): boolean {
  const d = onlyDigits(input)
  if (d.length !== 10 || input.replace(/[-\s]/g, '') !== d) return false
  const w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
  let sum = 0
  for (let i = 0; i < 9; i++) sum += Number(d[i]) * w[i]
  sum += Math.floor((Number(d[8]) * 5) / 10)
  return (10 - (sum % 10)) % 10 === Number(d[9])
}

export const isReceiptMobile = (input: string) => /^01[016789]\d{7,8}$/.test(onlyDigits(input)) && /^[0-9-\s]+$/.test(input)
/** 현금영수증 카드 (and the card numbers the tax office accepts): 13–19 digits. */
export const isReceiptCard = (input: string) => /^\d{13,19}$/.test(onlyDigits(input)) && /^[0-9-\s]+$/.test(input)

/** The Korean message for an identifier that does not fit its type, or null when it fits. */
export function receiptNumberError(idType: CashReceiptIdType, input: string): string | null {
  if (!input.trim())
    return idType === 'BIZ'
      ? '사업자 등록번호를 입력해 주세요.'
      : idType === 'CARD'
        ? '현금영수증 카드 번호를 입력해 주세요.'
        : '휴대폰 번호를 입력해 주세요.'
  if (idType === 'MOBILE') return isReceiptMobile(input) ? null : '휴대폰 번호를 정확히 입력해 주세요. (예: 010-1234-5678)'
  if (idType === 'CARD') return isReceiptCard(input) ? null : '현금영수증 카드 번호는 숫자 13~19자리로 입력해 주세요.'
  if (onlyDigits(input).length !== 10) return '사업자 등록번호는 숫자 10자리로 입력해 주세요.'
  return isBusinessNumber(input) ? null : '유효하지 않은 사업자 등록번호예요. 번호를 다시 확인해 주세요.'
}

/** Which id types fit which use: 소득공제 by mobile or card number, 지출증빙 by business number. */
export const idTypesFor = (type: CashReceiptType): CashReceiptIdType[] =>
  type === 'DEDUCTION' ? ['MOBILE', 'CARD'] : type === 'PROOF' ? ['BIZ'] : []

export interface ReceiptPlan {
  useOpt: '1' | '2'
  idType: CashReceiptIdType | 'SELF'
  regNum: string
  auto: boolean
}

/**
 * What receipt a confirmed cash payment gets: the one asked for, else the automatic self-issued one at
 * 100,000원 or more, else none.
 */
export function receiptPlan(o: {
  payMethod: string
  amount: number
  type: string | null
  idType: string | null
  number: string | null
}): ReceiptPlan | null {
  if (!isCashPayMethod(o.payMethod) || o.amount <= 0) return null
  if ((o.type === 'DEDUCTION' || o.type === 'PROOF') && o.idType && o.number) {
    return { useOpt: o.type === 'PROOF' ? '2' : '1', idType: o.idType as CashReceiptIdType, regNum: onlyDigits(o.number), auto: false }
  }
  if (o.amount >= CASH_RECEIPT_MANDATORY_AMT) return { useOpt: '1', idType: 'SELF', regNum: SELF_ISSUE_NUMBER, auto: true }
  return null
}

/** The identifier as shown back to the buyer: only its last four digits. */
export function maskReceiptNumber(regNum: string): string {
  const d = onlyDigits(regNum)
  if (d === SELF_ISSUE_NUMBER) return '010-000-1234 (국세청 자진발급)'
  if (d.length <= 4) return d
  return `${'*'.repeat(d.length - 4)}${d.slice(-4)}`
}
