export interface FittingFrame {
  seq: number
  goodsNo: string
  goodsNm: string
  brandNm: string
  imgSrc: string
  salePrice: number
  reservationOnly: boolean
  liked: boolean
  /** The device's photo of the member wearing it (private file, GET /api/v1/front/files/{id}), or null. */
  photoFileId: string | null
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
