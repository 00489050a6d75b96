/** Answers of the benefits API (coupon zone, my coupons, points, stamps, grades, notifications, gift/digital coupons). */
import type { DigitalCouponRow } from './commerce-types'

export interface NotificationItem {
  notiNo: number
  kind: string
  title: string
  body: string
  link: string
  read: boolean
  regDttm: string
}
export interface NotificationListAnswer {
  items: NotificationItem[]
  totalCount: number
  unreadCount: number
  page: number
  rows: number
}
export interface PushSettingsAnswer {
  push: boolean
  pushDttm: string | null
  channels: { key: 'app' | 'sms' | 'email' | 'kakao'; agree: boolean; dttm: string | null }[]
  devices: number
}

export interface StampCard {
  cardSize: number
  rewardNm: string
  total: number
  /** Stamps on the current (not yet full) card. */
  current: number
  rewardsEarned: number
}
export interface StampAnswer {
  cards: StampCard[]
  history: { stampNo: number; cardSize: number; ordNo: string | null; goodsNm: string; storeNm: string; qtt: number; regDttm: string }[]
  rewards: {
    cardSize: number
    cardSeq: number
    rewardNm: string
    regDttm: string
    issueNo: number | null
    used: boolean
    validEndDttm: string | null
  }[]
}

/** GET /api/v1/front/benefit/summary — the my-page status strip (orders of the last 3 months by stage). */
export interface MySummaryAnswer {
  paid: number
  preparing: number
  shipping: number
  delivered: number
  coupons: number
  points: number
  stamps: number
}

export interface GradeAnswer {
  gradeCd: string
  gradeNm: string
  dcRate: number
  pointRate: number
  amount: number
  count: number
  windowMonths: number
  next: { gradeCd: string; gradeNm: string; amountGap: number; countGap: number } | null
  gradeDttm: string | null
}

export interface ConfirmAnswer {
  ordNo: string
  earnPoint: number
}

export interface CouponZoneItem {
  couponNo: number
  couponNm: string
  couponDscrt: string
  couponKindCd: string
  kindLabel: string
  benefitLabel: string
  benefitTypeCd: 'RATE' | 'AMOUNT' | 'TEXT'
  minOrderAmt: number
  scopeLabel: string
  validLabel: string
  goodsTypeCd: string | null
  channelCd: 'ONLINE' | 'OFFLINE' | 'BOTH'
  issueEndDttm: string
  /** The product spec: coupon zone item includes issuedYn (Y once this member holds it and no duplicate is allowed). */
  issuedYn: 'Y' | 'N'
  soldOutYn: 'Y' | 'N'
  /** Left of a limited coupon (null = unlimited). */
  remainQtt: number | null
  dupDownloadYn: 'Y' | 'N'
  soloUseYn: 'Y' | 'N'
  ageLabel: string
  /** False when the member's age band may not download it. */
  ageAllowed: boolean
}
export interface CouponZoneAnswer {
  couponList: CouponZoneItem[]
  totalCount: number
  page: number
  rows: number
  /** The product spec §4: remaining coupons are flagged when any item has issuedYn N. */
  remainYn: 'Y' | 'N'
  /** How many of the whole zone (every page) the member can still download. */
  downloadableCount: number
}
export interface CouponDownloadAnswer {
  couponNo: number
  issued: boolean
  validEndDttm: string
}
export interface CouponDownloadAllAnswer {
  issued: number[]
  skipped: { couponNo: number; reason: string }[]
}

export interface MyCoupon {
  issueNo: number
  couponNo: number
  couponNm: string
  couponDscrt: string
  kindLabel: string
  benefitLabel: string
  scopeLabel: string
  minOrderAmt: number
  soloUseYn: 'Y' | 'N'
  channelCd: 'ONLINE' | 'OFFLINE' | 'BOTH'
  state: 'usable' | 'used' | 'expired'
  validStartDttm: string
  /** The product spec §5: the end date as YYYY-MM-DD (end of that day, 23:59:59). */
  validEnd: string
  daysLeft: number | null
  useDttm: string | null
  /** The store whose till redeemed it (offline coupons). */
  useStoreNm: string | null
  ordNo: string | null
  /** Offline coupons ("나의 D-쿠폰"): the Code128 value and its SVG. */
  barcode: { value: string; svg: string } | null
}
export interface MyCouponAnswer {
  coupons: MyCoupon[]
  counts: { usable: number; used: number; expired: number }
  birthday: { couponNo: number; couponNm: string; benefitLabel: string; available: boolean; held: boolean; reason: string | null } | null
}

export interface PointLedgerItem {
  ledgerNo: number
  amount: number
  kind: '지급' | '차감'
  reason: string
  ordNo: string | null
  regDttm: string
  expireDttm: string | null
}
export interface PointAnswer {
  balance: number
  /** Points leaving within `soonDays` days. */
  soon: number
  soonDays: number
  fromYmd: string
  toYmd: string
  items: PointLedgerItem[]
  totalCount: number
  page: number
  rows: number
  conversion: { unit: number; min: number; max: number }
}
export interface PointConvertAnswer {
  amount: number
  issueNo: number | null
  balance: number
}

export interface GiftCardItem {
  cardId: number
  /** Masked: 1234-****-****-5678. */
  cardNo: string
  cardNm: string
  amount: number
  balance: number
  status: string
  issueYmd: string
  expireYmd: string
  usedYmd: string | null
}
export interface GiftCardListAnswer {
  cards: GiftCardItem[]
  balance: number
}
export interface GiftCardDetailAnswer extends GiftCardItem {
  /** The whole number as a Code128 barcode for a store's till, while the card can pay (null otherwise). */
  barcode: { value: string; svg: string } | null
  history: {
    histNo: number
    kind: 'REGISTER' | 'USE' | 'CANCEL'
    kindNm: string
    amount: number
    ordNo: string | null
    /** The store whose till took it (a use at a store). */
    storeNm: string | null
    regDttm: string
  }[]
}
/** One digital coupon: the order history's row plus its barcode. */
export interface DigitalCouponDetailAnswer extends DigitalCouponRow {
  barcode: { value: string; svg: string } | null
}
