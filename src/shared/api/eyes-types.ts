import type { LensIndex } from '../eyes/lens'

/** Answers of the eyes domain (/api/v1/front/eyes/*): eyesight records and the file of an uploaded prescription. */
export type EyeRecordSource = 'STORE' | 'UPLOAD' | 'DEVICE'

export interface EyeSide {
  sph: number | null
  cyl: number | null
  axis: number | null
  add: number | null
  prism: number | null
  base: string | null
  pd: number | null
}

export interface EyeRecord {
  recordNo: number
  source: EyeRecordSource
  storeNo: number | null
  /** Where the exam took place: the store's name or the institution the member typed. */
  place: string
  examYmd: string
  right: EyeSide
  left: EyeSide
  memo: string
  /** Uploaded prescription: the file served to its owner by GET /api/v1/front/files/:fileId. */
  file: { fileId: string; contentType: string; name: string } | null
  regDttm: string
}

export interface EyeRecordListAnswer {
  list: EyeRecord[]
}

/** A glasses lens sold in several indices, for the lens thickness preview (GET /api/v1/front/eyes/lens-options). */
export interface LensOption {
  goodsNo: string
  goodsNm: string
  brandNm: string
  imgSrc: string
  /** Single-vision (category 301): the preview's formulas fit it best. */
  singleVision: boolean
  /** One row per index the goods offers: its option and price (sale price + the option's extra). */
  prices: { index: LensIndex; itemNo: string; itemNm: string; price: number }[]
}

export interface LensOptionsAnswer {
  lenses: LensOption[]
}

/** The member's contact-lens supply from their latest purchase (GET /api/v1/front/eyes/contact-supply). */
export interface ContactSupplyView {
  srcKey: string
  source: 'RESERVATION' | 'STORE_SALE'
  goodsNo: string | null
  goodsNm: string
  /** The option (power) bought, for the same-power re-reservation; null for a store sale. */
  itemNo: string | null
  itemNm: string | null
  packs: number
  packSize: number
  cycleNm: string
  /** YYYYMMDD */
  startYmd: string
  runOutYmd: string
  remindYmd: string
  /** Days from today to the run-out day (≤ 0: ran out). */
  daysLeft: number
  storeNo: number | null
  storeName: string | null
  /** SENT (when: reminderDttm), SCHEDULED, NO_CONSENT (no notification consent), REBOOKED (a visit is booked), PAST. */
  reminder: 'SENT' | 'SCHEDULED' | 'NO_CONSENT' | 'REBOOKED' | 'PAST'
  reminderDttm: string | null
}

export interface ContactSupplyAnswer {
  supply: ContactSupplyView | null
}
