/** Answers of the store and reservation calls (/api/v1/front/store/*, /api/v1/front/reservation/*). */
import type { CalendarDay, DayTimetable } from '../reservation/slots'
import type { ReservationStatus } from '../reservation/purposes'

export type YN = 'Y' | 'N'

/** One row of GET /api/v1/front/store/list (also the commerce store-pickup picker). */
export interface StoreSummary {
  storeNo: number
  storeCode: string
  storeName: string
  address: string
  telNo: string
  lat: number
  lng: number
  /** km from (lat, lng) of the query, rounded to 0.1; null without a position */
  distanceKm: number | null
  pickupYn: YN
  eyeTestYn: YN
  hearingYn: YN
  contactOnlyYn: YN
  sido: string
  sigungu: string
  storeKind: string
  imgSrc: string
}

export interface StoreListAnswer {
  total: number
  page: number
  rows: number
  stores: StoreSummary[]
}

export interface StoreHoursRow {
  weekday: number
  /** '월' … single Korean character */
  weekdayNm: string
  openTime: string | null
  closeTime: string | null
  closedYn: YN
}

export interface StoreDetail extends StoreSummary {
  lotAddress: string
  faxNo: string
  ownership: string
  parkingYn: YN
  blogUrl: string
  promoNote: string
  slotCapacity: number
  hours: StoreHoursRow[]
  /** upcoming holidays (60 days), including 설날/추석 */
  holidays: { ymd: string; reason: string }[]
  services: { code: string; name: string }[]
  directionsUrl: string
  mapUrl: string
}

export interface AreasAnswer {
  areas: {
    sido: string
    lat: number
    lng: number
    storeCount: number
    sigunguList: { sigungu: string; lat: number; lng: number; storeCount: number }[]
  }[]
}

export interface MyStoreAnswer {
  myStoreCode: string | null
  store: StoreDetail | null
}

export type SlotsAnswer = DayTimetable & { storeNo: number; weekdayNm: string }
export interface CalendarAnswer {
  storeNo: number
  month: string
  days: CalendarDay[]
}

export interface ReservableGoods {
  goodsNo: string
  itemNo: string | null
  itemNm: string | null
  goodsNm: string
  brandNm: string
  imgSrc: string
  goodsTypeCd: string
  salePrice: number
  buyQtt: number
  reservationOnlyYn: YN
}

export interface VisitProductAnswer {
  goodsList: ReservableGoods[]
  totalAmt: number
}

export interface Reservation {
  reservationNo: string
  status: ReservationStatus
  statusNm: string
  storeNo: number
  storeCode: string
  storeName: string
  storeAddress: string
  storeTelNo: string
  rsvDate: string
  rsvTime: string
  purposeGroup: string
  purpose: string
  note: string
  eyeTestYn: YN
  /** The member's eye record attached for the store (lens reservations; see /mypage/myeyechart). */
  eyeRecordNo: number | null
  /** The lens index chosen on the lens thickness preview and the frame size it was compared in (issue 33). */
  lensIndex: string | null
  lensFrame: string | null
  channel: 'ONLINE' | 'HOMESHOPPING'
  hsChannel: string | null
  hsOrderNo: string | null
  hsGoodsNm: string | null
  /** masked (홍*동 / 010-****-5678) */
  guestName: string | null
  guestMobile: string | null
  goodsList: ReservableGoods[]
  /** RESERVED and the slot still in the future */
  changeableYn: YN
  regDttm: string
}

export interface ReservationListAnswer {
  total: number
  page: number
  rows: number
  reservations: Reservation[]
}
