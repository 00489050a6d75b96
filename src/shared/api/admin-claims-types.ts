import type { ClaimKind, DeskStage, OperatorStep } from '../order/claim-flow'

/** Answers of the claims desk (GET /admin/api/claims, GET /admin/api/claims/{claimNo}). Personal data masked. */

export interface ClaimQueueRow {
  claimNo: number
  ordNo: string
  kind: ClaimKind
  stage: DeskStage
  status: string
  statusNm: string
  reasonNm: string
  memberNm: string
  goodsNm: string
  regDttm: string
  /** Calendar days since the request. */
  ageDays: number
  /** The law's refund deadline (YYYYMMDD; set when the goods arrive), and whether it has passed with the claim open. */
  refundDueYmd: string | null
  late: boolean
  refundAmt: number
  storePickup: boolean
  steps: OperatorStep[]
}

export interface ClaimQueueAnswer {
  rows: ClaimQueueRow[]
  total: number
  page: number
  pageSize: number
  /** The latest nightly summary of refunds past their deadline. */
  lateSummary: { ymd: string; count: number; claimNos: number[] } | null
}

export interface ClaimDetailLine {
  lineNo: number
  goodsNm: string
  itemNm: string
  qtt: number
  lineAmt: number
  check: { verdict: 'ACCEPT' | 'REJECT'; reason: string; fileId: string | null } | null
}

export interface ClaimDetailAnswer extends ClaimQueueRow {
  reasonText: string
  rejectReason: string | null
  returnFee: number
  shippingPaidBy: string | null
  order: { status: string; statusNm: string; payMethodNm: string; payAmt: number; dlvrMethodNm: string; storeNm: string | null }
  orderer: { name: string; mobile: string }
  address: string
  pickup: { courierNm: string; invoiceNo: string; bookedDttm: string | null } | null
  received: { dttm: string; at: string } | null
  reship: { courierNm: string; invoiceNo: string } | null
  lines: ClaimDetailLine[]
  events: { at: string; step: string; stepNm: string; toStage: DeskStage; memo: string; actor: string }[]
}

export interface ClaimStepAnswer {
  claimNo: number
  stage: DeskStage
  status: string
  message: string
}
