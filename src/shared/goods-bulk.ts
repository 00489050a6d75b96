/**
 * Bulk price and stock changes from a CSV (the catalogue desk, issue 27). One row changes one goods' prices and/or
 * one SKU's stock:
 *
 *   상품번호,옵션번호,정가,판매가,재고
 *   G000125,,179000,149000,
 *   G000125,G000125-02,,,12
 *
 * Blank cells leave a value as it is. The file is parsed with papaparse (on the server; the console only shows the
 * answer), every row is checked, and the whole file is applied in one guarded batch or not at all: one bad row refuses
 * the file, naming that row. Pure and light (the console page reads the column names and the limits).
 */
export const BULK_COLUMNS = {
  goodsNo: '상품번호',
  itemNo: '옵션번호',
  customerPrice: '정가',
  salePrice: '판매가',
  stockQtt: '재고',
} as const
export const BULK_MAX_ROWS = 1000
export const BULK_MAX_BYTES = 512 * 1024

export interface BulkChange {
  /** 1-based line of the file (the header is line 1). */
  line: number
  goodsNo: string
  goodsNm: string
  itemNo: string | null
  itemNm: string | null
  customerPrice: { before: number; after: number } | null
  salePrice: { before: number; after: number } | null
  stockQtt: { before: number; after: number } | null
}

export interface BulkRefusal {
  line: number
  /** The row as it was in the file (for the result file of refused rows). */
  row: Record<string, string>
  reason: string
}

export interface BulkPreview {
  rows: number
  changes: BulkChange[]
  refused: BulkRefusal[]
  /** The version of every goods the preview read: applying moves only from these (someone else's save in between → 409). */
  basis: Record<string, number>
}

export interface BulkApplied {
  applied: number
  goods: number
  items: number
}
