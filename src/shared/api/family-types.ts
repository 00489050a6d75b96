import type { FamilyRelation } from '../family/rules'

export type FamilyRole = 'REP' | 'MEMBER'

/** A person in the family list (name and mobile masked). */
export interface FamilyPerson {
  memberNo: number
  role: FamilyRole
  relation: FamilyRelation | ''
  name: string
  mobile: string
  joinDttm: string
  me: boolean
}

/** A pending invitation (the representative's view). */
export interface FamilyInvite {
  inviteNo: number
  mobile: string
  relation: FamilyRelation
  regDttm: string
  expiresDttm: string
}

export interface FamilyAnswer {
  /** null: the member is in no family yet. */
  group: { groupNo: number; myRole: FamilyRole } | null
  members: FamilyPerson[]
  /** Pending invitations (only the representative sees them). */
  invites: FamilyInvite[]
}

export interface FamilyInviteAnswer {
  invite: FamilyInvite
}

/** What the invitee sees before accepting (no personal data beyond the masked names and mobile). */
export interface FamilyInvitePreview {
  repName: string
  relation: FamilyRelation
  mobile: string
  expiresDttm: string
  status: 'SENT' | 'ACCEPTED' | 'CANCELLED' | 'EXPIRED'
  /** The signed-in member's own situation: can they accept? null when they can. */
  refusal: string | null
}

export interface FamilyAcceptAnswer {
  ok: true
  groupNo: number
}

export interface FamilyReceiptLine {
  ordNo: string
  paidYmd: string
  goodsNm: string
  goodsTypeCd: string
  amount: number
}
export interface FamilyReceiptPerson {
  memberNo: number
  name: string
  role: FamilyRole
  relation: FamilyRelation | ''
  purchaseAmt: number
  deductibleAmt: number
  capped: boolean
  lines: FamilyReceiptLine[]
}
export interface FamilyReceiptAnswer {
  year: number
  cap: number
  people: FamilyReceiptPerson[]
  totalPurchaseAmt: number
  totalDeductibleAmt: number
  issuedDttm: string
}
