import type { EyeStyle, FaceShape, FaceStyle } from '../eyes/face'

export interface FaceInfo {
  faceShape: FaceShape
  faceWidth: number
  pd: number | null
  eyeStyle: EyeStyle
  faceStyle: FaceStyle
  faceCode: string
  share: { token: string; showNickname: boolean; sharedDttm: string } | null
  updDttm: string
}
export interface FaceInfoAnswer {
  info: FaceInfo | null
}

export interface FaceFrame {
  goodsNo: string
  goodsNm: string
  brandNm: string
  imgSrc: string
  salePrice: number
  size: string
  shape: string
}
export interface FaceRecommendAnswer {
  frames: FaceFrame[]
}

/** What a public face-code page shows: no personal data beyond what the member chose (a nickname). */
export interface FaceShareAnswer {
  faceCode: string
  faceShape: FaceShape
  widthClass: 'S' | 'M' | 'L'
  eyeStyle: EyeStyle
  faceStyle: FaceStyle
  nickname: string | null
  frames: FaceFrame[]
}

/** A measurement the member saved from the fitting page (face width, PDs; never an image). */
export interface FaceMeasurement {
  measureNo: number
  pd: number
  rPd: number
  lPd: number
  faceWidth: number
  faceShape: FaceShape
  scaleFrom: 'iris' | 'card'
  frames: number
  pdSpread: number
  eyeRecordNo: number | null
  regDttm: string
}
export interface FaceMeasurementAnswer {
  measurement: FaceMeasurement | null
}
