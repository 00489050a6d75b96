export interface FittingFrame {
  seq: number
  goodsNo: string
  goodsNm: string
  brandNm: string
  imgSrc: string
  salePrice: number
  reservationOnly: boolean
  liked: boolean
}
export interface FittingSession {
  sessionNo: number
  storeNo: number
  storeName: string
  fittedDttm: string
  faceWidth: number | null
  pd: number | null
  faceShape: string | null
  frames: FittingFrame[]
}
export interface FittingAnswer {
  consent: { agreed: boolean; agreedDttm: string | null }
  sessions: FittingSession[]
}
