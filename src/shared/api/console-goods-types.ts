import type { GoodsTypeCode } from '../goods-types'

/** Answers of the catalogue desk (/admin/api/goods/*, role MD). */

export interface GoodsAdminListItem {
  goodsNo: string
  goodsTypeCd: GoodsTypeCode
  goodsNm: string
  brandNm: string
  ctgNm: string
  imgSrc: string
  customerPrice: number
  salePrice: number
  displayYn: 'Y' | 'N'
  stockQtt: number
  itemCount: number
  version: number
  updDttm: string | null
  regDttm: string
}

export interface GoodsSku {
  itemNo: string | null
  itemNm: string
  color: string | null
  size: string | null
  power: string | null
  cylinder: string | null
  axis: string | null
  packCount: number | null
  addPrice: number
  stockQtt: number
}

/** One goods as the editor edits it (the save body's fields, plus its number, version and who saved it last). */
export interface GoodsAdminDetail {
  goodsNo: string
  version: number
  updDttm: string | null
  updBy: string | null
  regDttm: string
  goodsTypeCd: GoodsTypeCode
  goodsNm: string
  brandNo: number
  ctgNo: number
  goodsDscrt: string
  customerPrice: number
  salePrice: number
  supplyPrice: number
  dlvrYn: boolean
  directYn: boolean
  displayYn: boolean
  reservationOnly: boolean
  searchWords: string
  attrs: Record<string, string>
  items: GoodsSku[]
  images: string[]
  imgSrc: string
}

export interface GoodsEditorOptions {
  brands: { brandNo: number; brandNm: string }[]
  categories: { ctgNo: number; ctgNm: string; goodsTypeCd: GoodsTypeCode }[]
}

/** An uploaded goods picture: its sizes' URLs (the editor keeps `detail`; the shop derives the others). */
export interface GoodsMediaAnswer {
  mediaId: string
  width: number
  height: number
  sizes: Record<'list' | 'detail' | 'zoom' | 'og', string>
}
