import type { GoodsListAnswer } from '~/shared/api/goods-types'
import { formatNumber } from '~/shared/format'
import { type FacetParam, FACET_PARAMS, joinFacet, splitFacet } from '~/shared/list-facets'
import type { ProductsSearch } from '~/shared/url-search'

/** The price ranges offered as filters (a link's own priceMin/priceMax still reads as a range chip). */
export const PRICE_RANGES: Array<{ label: string; min?: number; max?: number }> = [
  { label: '5만 원 이하', max: 50000 },
  { label: '5만~10만 원', min: 50000, max: 100000 },
  { label: '10만~20만 원', min: 100000, max: 200000 },
  { label: '20만 원 이상', min: 200000 },
]

/** The filters of a list URL (what the sheet edits and the chips show); sort and size stay outside. */
export type ListFilters = Pick<ProductsSearch, 'ctg' | 'brand' | 'priceMin' | 'priceMax' | 'faceWidth' | FacetParam>

export const NO_FILTERS: ListFilters = {
  ctg: undefined,
  brand: undefined,
  priceMin: undefined,
  priceMax: undefined,
  faceWidth: undefined,
  shape: undefined,
  material: undefined,
  color: undefined,
}

export const filtersOf = (s: ListFilters): ListFilters => ({
  ctg: s.ctg,
  brand: s.brand,
  priceMin: s.priceMin,
  priceMax: s.priceMax,
  faceWidth: s.faceWidth,
  shape: s.shape,
  material: s.material,
  color: s.color,
})

/** One value more or less in a multi-valued filter. */
export function toggleFacet(f: ListFilters, param: FacetParam, value: string): ListFilters {
  const now = splitFacet(f[param])
  return { ...f, [param]: joinFacet(now.includes(value) ? now.filter((v) => v !== value) : [...now, value]) }
}

export function priceLabel(min?: number, max?: number): string | null {
  if (min == null && max == null) return null
  const known = PRICE_RANGES.find((p) => p.min === min && p.max === max)
  if (known) return known.label
  const won = (n: number) => `${formatNumber(n)}원`
  return min != null && max != null ? `${won(min)}~${won(max)}` : min != null ? `${won(min)} 이상` : `${won(max!)} 이하`
}

export interface FilterChip {
  key: string
  /** What the chip reads (the value as the filter shows it). */
  label: string
  /** The filters without this one. */
  without: ListFilters
}

/** One removable chip per chosen value, in the sheet's order: sub-category, brand, price, attributes, face. */
export function filterChips(f: ListFilters, data: Pick<GoodsListAnswer, 'brands' | 'categories'>): FilterChip[] {
  const chips: FilterChip[] = []
  if (f.ctg != null)
    chips.push({
      key: 'ctg',
      label: data.categories.find((c) => c.ctgNo === f.ctg)?.ctgNm ?? '세부 카테고리',
      without: { ...f, ctg: undefined },
    })
  if (f.brand != null)
    chips.push({
      key: 'brand',
      label: data.brands.find((b) => b.brandNo === f.brand)?.brandNm ?? '브랜드',
      without: { ...f, brand: undefined },
    })
  const price = priceLabel(f.priceMin, f.priceMax)
  if (price) chips.push({ key: 'price', label: price, without: { ...f, priceMin: undefined, priceMax: undefined } })
  for (const p of FACET_PARAMS) for (const v of splitFacet(f[p])) chips.push({ key: `${p}:${v}`, label: v, without: toggleFacet(f, p, v) })
  if (f.faceWidth != null) chips.push({ key: 'face', label: `내 얼굴 ${f.faceWidth}mm`, without: { ...f, faceWidth: undefined } })
  return chips
}

/** How many filters the sheet holds (the 필터 button's badge): one per chip. */
export const filterCount = (f: ListFilters) =>
  (f.ctg != null ? 1 : 0) +
  (f.brand != null ? 1 : 0) +
  (f.priceMin != null || f.priceMax != null ? 1 : 0) +
  (f.faceWidth != null ? 1 : 0) +
  FACET_PARAMS.reduce((n, p) => n + splitFacet(f[p]).length, 0)
