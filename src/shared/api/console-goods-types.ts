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

/** A time deal as the deal desk lists and edits it (times as UTC ISO; the editor shows them in Seoul). */
export interface DealAdmin {
  dealNo: number
  goodsNo: string
  goodsNm: string
  imgSrc: string
  goodsDisplayYn: 'Y' | 'N'
  customerPrice: number
  salePrice: number
  dealPrice: number
  startAt: string
  endAt: string
  stockCap: number | null
  soldQtt: number
  /** running: shown and sold now · soldout: its cap is reached · scheduled · ended. */
  state: 'running' | 'soldout' | 'scheduled' | 'ended'
  version: number
  updDttm: string | null
  updBy: string | null
}

/** A goods the deal editor can pick. */
export interface DealGoodsOption {
  goodsNo: string
  goodsNm: string
  salePrice: number
  customerPrice: number
  imgSrc: string
}

/** A brand as the brand desk lists and edits it. */
export interface BrandAdmin {
  brandNo: number
  brandNm: string
  brandEnNm: string
  displayYn: boolean
  sortSeq: number
  goodsCount: number
  version: number
  updDttm: string | null
  updBy: string | null
}

/** A category (of one goods type) as the category desk lists and edits it. */
export interface CategoryAdmin {
  ctgNo: number
  goodsTypeCd: GoodsTypeCode
  ctgNm: string
  displayYn: boolean
  sortSeq: number
  goodsCount: number
  version: number
  updDttm: string | null
  updBy: string | null
}

/** A keyword shelf of /main (one goods type): its goods in order and its schedule (UTC ISO; null = open). */
export interface KeywordShelfAdmin {
  keywordNo: number
  goodsTypeCd: GoodsTypeCode
  keyword: string
  sortSeq: number
  startAt: string | null
  endAt: string | null
  /** live: shown now · upcoming · ended. */
  when: 'live' | 'upcoming' | 'ended'
  goods: { goodsNo: string; goodsNm: string; imgSrc: string; salePrice: number; displayYn: 'Y' | 'N' }[]
  version: number
  updDttm: string | null
  updBy: string | null
}
