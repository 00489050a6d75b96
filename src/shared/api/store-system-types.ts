/** Answers of the store-system features: integration (통합회원), store points (다비치포인트), till calls. */
import type { MemberInfo } from './member-types'

/** A store membership the store system found for the member (several → the member chooses or visits a store). */
export interface StoreMembershipMatch {
  storeMemberId: string
  storeCode: string
  storeNm: string
  joinYmd: string
  lastVisitYmd: string
  cardNoMasked: string
}

export type IntegrationAnswer =
  | { result: 'joined'; member: MemberInfo; imported: { points: number; purchases: number; stamps: number; pendingApplied: number } }
  | { result: 'choose'; matches: StoreMembershipMatch[] }
  | { result: 'none'; message: string }

export interface StorePointLine {
  entryId: string
  kind: string
  amount: number
  storeNm: string
  saleId: string | null
  occurredAt: string
  expireAt: string | null
}

export interface StorePointsAnswer {
  linked: boolean
  /** Store card and store, when linked. */
  cardNoMasked: string | null
  storeNm: string | null
  gradeNm: string | null
  balance: number
  total: number
  page: number
  rows: number
  lines: StorePointLine[]
}
