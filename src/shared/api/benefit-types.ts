/** Answers of the benefits API (coupon zone, my coupons, points, stamps, grades, notifications, gift/digital coupons). */

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
  rewards: { cardSize: number; cardSeq: number; rewardNm: string; regDttm: string; issueNo: number | null; used: boolean; validEndDttm: string | null }[]
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
