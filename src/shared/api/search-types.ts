import type { GoodsCard } from './types'

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
