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
