import type { GoodsCard } from './types'
export type { SearchSort } from '../goods-types'

export interface SearchRanking {
  rank: number
  keyword: string
  /** up / down / same / new, from the previous snapshot rank. */
  change: 'up' | 'down' | 'same' | 'new'
}
export interface SearchRankingsAnswer {
  rankings: SearchRanking[]
  updatedAt: string
}

export interface SearchSuggestion {
  text: string
  kind: 'goods' | 'brand' | 'category' | 'keyword'
  /** Goods number when kind = goods. */
  goodsNo?: string
}
export interface SuggestAnswer {
  seed: string
  suggestions: SearchSuggestion[]
}

export interface SearchProductAnswer {
  searchWord: string
  total: number
  size: number
  goods: GoodsCard[]
  /** Other words to try when nothing was found (popular keywords, close brand names). */
  suggestions: string[]
}

/** GET /v1/front/search/product/types: how many of a word's matches each goods type holds (the results' type filter). */
export interface SearchTypesAnswer {
  searchWord: string
  types: Array<{ category: string; count: number }>
}
