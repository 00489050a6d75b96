/**
 * Goods types / categories (the product spec: "Category query values: 01 frames, 02 sunglasses, 03 glasses
 * lenses, 04 contact lenses"; 05 supplies at /products/etc).
 * Kept apart from the large code tables in codes.ts (which re-exports them) so pages that need only
 * these do not download the card, bank and status tables.
 */
interface CodeName<C extends string = string> {
  readonly code: C
  readonly name: string
}
type Codeish = string | number | null | undefined
const norm = (code: Codeish): string => (code === null || code === undefined ? '' : String(code).trim())

export const GOODS_TYPE_CODES = ['01', '02', '03', '04', '05'] as const
export type GoodsTypeCode = (typeof GOODS_TYPE_CODES)[number]

export interface GoodsType extends CodeName<GoodsTypeCode> {
  /** Listing page of the category ('01'..'04' are ?category= values of /products). */
  readonly path: string
}

export const GOODS_TYPES: readonly GoodsType[] = [
  { code: '01', name: '안경테', path: '/products?category=01' },
  { code: '02', name: '선글라스', path: '/products?category=02' },
  { code: '03', name: '안경렌즈', path: '/products?category=03' },
  { code: '04', name: '콘택트렌즈', path: '/products?category=04' },
  { code: '05', name: '용품', path: '/products/etc' },
]
const GOODS_TYPE_MAP: ReadonlyMap<string, string> = new Map(GOODS_TYPES.map((g) => [g.code, g.name]))

export function isGoodsType(code: unknown): code is GoodsTypeCode {
  return typeof code === 'string' && GOODS_TYPE_MAP.has(code)
}

/** Goods type name; unknown → ''. */
export function goodsTypeName(code: Codeish): string {
  return GOODS_TYPE_MAP.get(norm(code)) ?? ''
}

/** Listing path of a goods type; unknown → '/products'. */
export function goodsTypePath(code: Codeish): string {
  const c = norm(code)
  return GOODS_TYPES.find((g) => g.code === c)?.path ?? '/products'
}

/** Sort orders of the catalogue: 신상품순, 인기순, 낮은/높은 가격순, 할인율순. */
export const GOODS_SORTS = [
  { code: 'new', name: '신상품순' },
  { code: 'popular', name: '인기순' },
  { code: 'lowPrice', name: '낮은 가격순' },
  { code: 'highPrice', name: '높은 가격순' },
  { code: 'discount', name: '할인율순' },
] as const
export const GOODS_SORT_CODES = GOODS_SORTS.map((s) => s.code)

/** Sort orders of search results: relevance (정확도순, the default) first, then the catalogue's. */
export const SEARCH_SORTS = [{ code: 'score', name: '정확도순' }, ...GOODS_SORTS] as const
export const SEARCH_SORT_CODES = SEARCH_SORTS.map((s) => s.code)
export type SearchSort = (typeof SEARCH_SORTS)[number]['code']

/** Ranking periods (/products/ranking). */
export const RANKING_PERIODS = [
  { code: 'day', name: '일간' },
  { code: 'week', name: '주간' },
  { code: 'month', name: '월간' },
] as const
export const RANKING_PERIOD_CODES = RANKING_PERIODS.map((p) => p.code)
