/** Answers of /api/v1/front/voucher/* (모바일 상품권 bought online, issue 28). */
import type { OrderPayPO } from './commerce-types'
export type VoucherStateCode = 'PENDING' | 'KEPT' | 'SENT' | 'REGISTERED' | 'CANCELLED'

export interface VoucherItem {
  ordNo: string
  cardNm: string
  faceAmt: number
  state: VoucherStateCode
  /** 보관 중 · 선물 보냄 · 등록됨 · 일부 사용 · 사용 완료 · 구매 취소 */
  stateNm: string
  balance: number
  used: number
  /** The whole number for its holder (to show at a till), else masked to its last 4 digits. */
  cardNo: string
  /** The holder's gift card (its detail page, /mypage/myservice/giftcoupondetail?cardId=), null for others. */
  cardId: number | null
  boughtAt: string
  expireYmd: string
  payMethodNm: string
  buyerNm: string
  recipient: { name: string; mobile: string } | null
  /** Who registered it: '나' for the buyer, a masked name for someone else. */
  holderNm: string | null
  giftMsg: string
  sentAt: string | null
  registeredAt: string | null
  canSend: boolean
  canKeep: boolean
  canResend: boolean
  /** What the standard terms give back now (신유형 상품권 표준약관), in words. */
  refund: string
}

export interface VoucherListAnswer {
  faces: number[]
  bought: VoucherItem[]
  received: VoucherItem[]
}

export interface VoucherMoveAnswer {
  ordNo: string
  state: VoucherStateCode
  smsSent?: boolean
}

export interface VoucherOrderAnswer {
  ordNo: string
  payAmt: number
  goodsName: string
  /** The gateway's window (its URL and form fields), as the checkout's orderPayPO. */
  orderPayPO: OrderPayPO | null
}
