/** Answers of the store-owner area (/api/v1/front/mypagestore) and the kiosk (/api/v1/front/kiosk). */
import type { StoreDetail } from './store-types'

export interface OwnerOrderSummary {
  ordNo: string
  orderDttm: string
  status: string
  statusNm: string
  pickupState: string | null
  pickupStateDttm: string | null
  /** 매장 픽업 날짜·시간 chosen at checkout */
  pickupYmd: string | null
  pickupHhmm: string | null
  ordererName: string
  ordererMobile: string
  payAmt: number
  firstGoodsNm: string
  firstImgSrc: string
  lineCount: number
  actions: ('ready' | 'pickup' | 'noshow')[]
}

export interface OwnerOrderLine {
  lineNo: number
  goodsNo: string
  goodsNm: string
  itemNm: string
  goodsTypeCd: string
  imgSrc: string
  brandNm: string
  salePrice: number
  buyQtt: number
  lineAmt: number
  status: string
  statusNm: string
}

export interface OwnerOrderDetail extends OwnerOrderSummary {
  goodsAmt: number
  dlvrAmt: number
  couponDcAmt: number
  pointUseAmt: number
  payMethodNm: string
  paidDttm: string | null
  lines: OwnerOrderLine[]
  history: { status: string; statusNm: string; memo: string; regDttm: string; byStore: boolean; actorLoginId: string | null }[]
  /** Returns of this order brought back to the store (the owner's receive step starts the refund clock). */
  returns: { claimNo: number; stage: string; stageText: string; reasonNm: string; regDttm: string; canReceive: boolean }[]
}

export interface OwnerOrderListAnswer {
  kind: 'pickup' | 'booking'
  from: string
  to: string
  total: number
  page: number
  rows: number
  orders: OwnerOrderSummary[]
  bookings: OwnerReservation[]
}

export interface OwnerReservation {
  reservationNo: string
  rsvDate: string
  rsvTime: string
  purposeGroup: string
  purpose: string
  note: string
  eyeTestYn: 'Y' | 'N'
  status: string
  statusNm: string
  customerName: string
  customerMobile: string
  memberYn: 'Y' | 'N'
  goods: { goodsNo: string; goodsNm: string; goodsTypeCd: string; buyQtt: number }[]
  /** The eye record attached to the booking (eye-chart issue), when there is one. */
  eyeRecord: { recordNo: number; examYmd: string; place: string; summary: string } | null
  /** The lens index the member chose on the thickness preview, with the frame and expected edge (issue 33). */
  lensChoice: string | null
  /** The member's latest face measurement from the fitting page (only while their smart-fitting consent is in force). */
  faceMeasure: { regDttm: string; faceWidth: number; pd: number; rPd: number; lPd: number; faceShape: string } | null
  actions: ('visit' | 'noshow')[]
}

export interface QueueEntry {
  queueNo: number
  ticketNo: number
  state: string
  nextStates: string[]
  purpose: string
  answers: string[]
  customerName: string
  customerMobile: string
  reservationNo: string | null
  rsvTime: string | null
  checkinDttm: string
  updDttm: string
}

export interface OwnerDashboard {
  today: string
  store: StoreDetail
  counts: {
    reservations: number
    visited: number
    pickupsWaiting: number
    pickupsReady: number
    queueWaiting: number
    queueInProgress: number
  }
  reservations: OwnerReservation[]
  pickups: OwnerOrderSummary[]
  queue: QueueEntry[]
  kioskDevices: { deviceNo: number; deviceName: string; startedDttm: string; lastSeenDttm: string }[]
}

export interface KioskStartAnswer {
  storeCode: string
  storeName: string
  deviceToken: string
}

export interface KioskSessionAnswer {
  storeCode: string
  storeName: string
  today: string
}

export interface KioskIdentifyAnswer {
  certProof: string
  customerName: string
  member: boolean
  reservations: { reservationNo: string; rsvTime: string; purposeGroup: string; purpose: string }[]
  queue: { ticketNo: number; state: string } | null
}

export interface KioskCheckinAnswer {
  ticketNo: number
  state: string
  ahead: number
  repeated: boolean
  storeName: string
}

export interface MyQueueAnswer {
  today: string
  entries: { queueNo: number; ticketNo: number; state: string; purpose: string; storeName: string; ahead: number; updDttm: string }[]
}

export interface OwnerFaceInfoAnswer {
  sessions: {
    sessionNo: number
    fittedDttm: string
    customerName: string
    customerMobile: string
    faceShape: string | null
    faceShapeNm: string
    faceWidth: number | null
    pd: number | null
    frames: number
    liked: number
  }[]
}
