/** Answer shapes of the catalogue calls (/api/v1/front/goods/*) and coupon goods list. */
import type { FacetParam } from '../list-facets'
import type { DeliveryMethod } from '../rules'
import type { GoodsCard } from './types'

export interface BrandFacet {
  brandNo: number
  brandNm: string
  count: number
}

export interface CategoryFacet {
  ctgNo: number
  ctgNm: string
  count: number
}

export interface GoodsListAnswer {
  category: string
  categoryName: string
  total: number
  page: number
  rows: number
  totalPages: number
  goods: GoodsCard[]
  brands: BrandFacet[]
  categories: CategoryFacet[]
  priceRange: { min: number; max: number }
  /** Attribute filters of the type (모양 · 소재 · 색상 …, src/shared/list-facets.ts): each value's count under the other chosen filters. */
  facets: ListFacet[]
}

export interface ListFacet {
  param: FacetParam
  label: string
  values: Array<{ value: string; count: number }>
}

export interface GoodsItem {
  itemNo: string
  itemNm: string
  color: string | null
  size: string | null
  power: string | null
  cylinder: string | null
  axis: string | null
  packCount: number | null
  addPrice: number
  stockQtt: number
  soldOut: boolean
}

export interface GoodsDetailAnswer {
  goods: GoodsCard & {
    /** The description as plain text (JSON-LD). */
    goodsDscrt: string
    /** The description as sanitized HTML (the shop's one sanitizer, on save and on read). */
    goodsDscrtHtml: string
    brandNo: number
    brandEnNm: string
    ctgNo: number
    ctgNm: string
    categoryName: string
  }
  images: string[]
  items: GoodsItem[]
  /** Option axes present in the items (colour/size; power/cylinder/axis/packCount for lenses). */
  optionAxes: Array<'color' | 'size' | 'power' | 'cylinder' | 'axis' | 'packCount'>
  /** 01 택배 · 02 매장픽업 · 03 both (the product spec: "Delivery method from the first item: delivery allowed and direct allowed gives 03;
   *  delivery only 01; direct only 02; otherwise 01"). */
  deliveryMethod: DeliveryMethod
  reservationOnly: boolean
  /** The goods' attributes set in the catalogue desk (shape, material, wear cycle …), labelled, in the type's order. */
  attributes?: { label: string; value: string }[]
}

export interface ReviewSummaryAnswer {
  goodsNo: string
  average: number
  total: number
  photoCount: number
  distribution: Array<{ score: number; count: number }>
  reviews: Array<{
    reviewNo: number
    writer: string
    score: number
    content: string
    photoYn: 'Y' | 'N'
    itemNm: string
    regDate: string
  }>
}

export interface RankingAnswer {
  category: string
  period: 'day' | 'week' | 'month'
  /** When the ranking was computed from the dated sales and views (ISO, UTC); null before the first computation. */
  computedAt: string | null
  goods: Array<GoodsCard & { rank: number }>
}

export interface BrandRankingAnswer {
  category: string
  computedAt: string | null
  brands: Array<{
    rank: number
    brandNo: number
    brandNm: string
    brandEnNm: string
    logoSrc: string
    goodsCount: number
    /** Units sold in the last 30 days (net of cancels and refunds). */
    saleCount: number
    goods: GoodsCard[]
  }>
}

export interface GoodsCoupon {
  couponNo: number
  couponNm: string
  couponDscrt: string
  couponKindCd: string
  benefitTypeCd: 'RATE' | 'AMOUNT' | 'TEXT'
  benefitValue: number
  benefitMaxAmt: number | null
  benefitText: string
  /** Korean one-liner: '10% 할인 (최대 5,000원)', '3,000원 할인' … */
  benefitLabel: string
  minOrderAmt: number
  validLabel: string
  issueEndDate: string
  soloUseYn: 'Y' | 'N'
  /** Goods numbers of the request this coupon applies to. */
  goodsNos: string[]
}

export interface CouponGoodsListAnswer {
  coupons: GoodsCoupon[]
}

/** Recently viewed goods, newest first (a member's kept list, or a guest's device list). */
export interface RecentGoodsAnswer {
  goods: GoodsCard[]
}
