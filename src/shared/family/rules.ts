/**
 * Family accounts (가족 계정) and the representative's yearly glasses-purchase statement for the year-end
 * medical-expense deduction (연말정산 안경·콘택트렌즈 구입비). Pure rules shared by the API and the pages.
 */

/** Relations an invite may name (the invitee's relation to the representative). */
export const FAMILY_RELATIONS = ['SPOUSE', 'CHILD', 'PARENT', 'SIBLING', 'GRANDPARENT', 'OTHER'] as const
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number]
export const FAMILY_RELATION_LABEL: Record<FamilyRelation, string> = {
  SPOUSE: '배우자',
  CHILD: '자녀',
  PARENT: '부모',
  SIBLING: '형제자매',
  GRANDPARENT: '조부모',
  OTHER: '기타 가족',
}
export const relationLabel = (r: string) => FAMILY_RELATION_LABEL[r as FamilyRelation] ?? '가족'

/** A family is the representative and at most this many members in all. */
export const FAMILY_MAX_SIZE = 10
/** An invitation link works this long. */
export const INVITE_TTL_HOURS = 72
/** Invitations a representative may send per rolling hour / per rolling day (SMS costs and abuse). */
export const INVITE_MAX_PER_HOUR = 5
export const INVITE_MAX_PER_DAY = 10

/** Invite codes: 32 url-safe characters from 24 random bytes (unguessable; also the SMS link). */
export const INVITE_CODE_RE = /^[A-Za-z0-9_-]{32}$/

/**
 * 소득세법 §59조의4 (의료비 세액공제): 시력 교정용 안경·콘택트렌즈 구입비는 1인당 연 50만원까지 의료비에 들어간다.
 */
export const GLASSES_DEDUCTION_CAP = 500_000

/**
 * Goods whose purchase counts as 시력 교정용 안경·콘택트렌즈: frames (bought to be fitted with corrective lenses),
 * glasses lenses and contact lenses. Sunglasses (02) and supplies (05) do not count.
 */
export const DEDUCTIBLE_GOODS_TYPES: readonly string[] = ['01', '03', '04']

/**
 * Line statuses that are paid and not cancelled or fully refunded (codes of src/shared/codes.ts ORDER_STATUSES):
 * 20 결제완료 … 50 배송완료, exchanges (60–67) and 90 구매확정; a partial refund (72/73/75) counts
 * for the quantity that was not claimed back (claim_qtt).
 */
export const PAID_LINE_STATUSES: readonly string[] = [
  '20',
  '30',
  '39',
  '40',
  '49',
  '50',
  '60',
  '61',
  '62',
  '63',
  '66',
  '67',
  '71',
  '72',
  '73',
  '75',
  '90',
]

export interface PurchaseLine {
  memberNo: number
  goodsTypeCd: string
  status: string
  /** What the line cost after discounts (order_lines.line_amt, for buy_qtt pieces). */
  lineAmt: number
  buyQtt: number
  /** Pieces cancelled or returned. */
  claimQtt: number
}

/** The amount of a line that counts: 0 for other goods or unpaid/cancelled lines; claimed pieces taken out pro rata. */
export function deductibleLineAmount(l: PurchaseLine): number {
  if (!DEDUCTIBLE_GOODS_TYPES.includes(l.goodsTypeCd) || !PAID_LINE_STATUSES.includes(l.status)) return 0
  if (l.buyQtt <= 0) return 0
  const kept = Math.max(0, Math.min(l.buyQtt, l.buyQtt - l.claimQtt))
  return Math.floor((Math.max(0, l.lineAmt) * kept) / l.buyQtt)
}

export interface PersonTotal {
  memberNo: number
  /** What the person's glasses and contacts cost in the year. */
  purchaseAmt: number
  /** What may be claimed: the purchases up to the yearly cap. */
  deductibleAmt: number
  /** True when the purchases went over the cap. */
  capped: boolean
  lines: number
}

/** Per person: the year's eligible purchases, capped at GLASSES_DEDUCTION_CAP. People without purchases get zeros. */
export function glassesDeduction(people: readonly number[], lines: readonly PurchaseLine[], cap = GLASSES_DEDUCTION_CAP): PersonTotal[] {
  return people.map((memberNo) => {
    const own = lines.filter((l) => l.memberNo === memberNo)
    const counted = own.map(deductibleLineAmount).filter((a) => a > 0)
    const purchaseAmt = counted.reduce((s, a) => s + a, 0)
    return { memberNo, purchaseAmt, deductibleAmt: Math.min(purchaseAmt, cap), capped: purchaseAmt > cap, lines: counted.length }
  })
}

/** Years a statement can be printed for: the current year and the four before (Seoul calendar year given). */
export function receiptYears(currentYear: number, back = 4): number[] {
  return Array.from({ length: back + 1 }, (_, i) => currentYear - i)
}

/**
 * The year the statement opens on: 연말정산 for the last year is done in January–March, so until the end of
 * March that year; from April the current year (what was bought so far). `month` is 1–12 in Seoul.
 */
export function defaultReceiptYear(year: number, month: number): number {
  return month <= 3 ? year - 1 : year
}
