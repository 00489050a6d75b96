/**
 * The catalogue list's attribute filters (모양 · 소재 · 색상 …): which of a goods type's catalogue-desk attributes
 * (src/shared/goods-attributes.ts, table goods_attrs) the list offers as filters, under which URL/API parameter.
 * Several values of one filter are OR (라운드 or 보스턴), filters are AND. Pure and light: the list's URL parser
 * (entry chunk) and the API schema both read it.
 */
import type { GoodsTypeCode } from './goods-types'

export const FACET_PARAMS = ['shape', 'material', 'color'] as const
export type FacetParam = (typeof FACET_PARAMS)[number]

export interface ListFacetDef {
  param: FacetParam
  /** goods_attrs.attr_key */
  attr: string
  label: string
}

export const LIST_FACETS: Partial<Record<GoodsTypeCode, readonly ListFacetDef[]>> = {
  '01': [
    { param: 'shape', attr: 'shape', label: '모양' },
    { param: 'material', attr: 'material', label: '소재' },
    { param: 'color', attr: 'color', label: '색상' },
  ],
  '02': [
    { param: 'shape', attr: 'shape', label: '모양' },
    { param: 'color', attr: 'lensColor', label: '렌즈 색상' },
    { param: 'material', attr: 'material', label: '소재' },
  ],
}

/** At most this many values per filter, each at most FACET_VALUE_MAX characters. */
export const FACET_VALUES_MAX = 10
export const FACET_VALUE_MAX = 20

/** '라운드,보스턴' → ['라운드', '보스턴'] (trimmed, deduplicated, empty parts dropped). */
export function splitFacet(raw: string | undefined | null): string[] {
  if (!raw) return []
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]
}

export const joinFacet = (values: readonly string[]): string | undefined => (values.length ? values.join(',') : undefined)
