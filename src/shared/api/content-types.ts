import type { GoodsCard } from './types'

export interface CollectionListItem {
  id: number
  title: string
  subtitle: string
  imgSrc: string
  goodsCount: number
}
export interface CollectionListAnswer {
  collections: CollectionListItem[]
}
export interface CollectionDetailAnswer {
  id: number
  title: string
  subtitle: string
  description: string
  imgSrc: string
  goods: GoodsCard[]
}

export type EventStatus = 'ongoing' | 'ended' | 'upcoming'
export interface EventListItem {
  id: number
  title: string
  summary: string
  imgSrc: string
  startDate: string
  endDate: string
  status: EventStatus
}
export interface EventListAnswer {
  events: EventListItem[]
  total: number
}
export interface EventDetailAnswer extends EventListItem {
  contentHtml: string
}

export interface PromotionListItem {
  id: number
  slug: string | null
  title: string
  subtitle: string
  imgSrc: string
  mobileImgSrc: string
  dcRate: number
  themeColor: string
  startDate: string
  endDate: string
  status: EventStatus
}
export interface PromotionListAnswer {
  promotions: PromotionListItem[]
}
export interface PromotionDetailAnswer extends PromotionListItem {
  description: string
  contentHtml: string
  keywords: string
  goods: GoodsCard[]
  /** Share tags set in the console (empty: the page's title, description and image are used). */
  ogTitle: string
  ogDescription: string
  ogImgSrc: string
  /** The page's version (part of its edge cache key; bumped by every console save). */
  version: number
  /** A draft opened with its preview token (never indexed, never cached). */
  preview?: boolean
}

export interface TermsAnswer {
  termsCd: string
  title: string
  version: string
  effectiveDate: string
  contentHtml: string
  versions: Array<{ version: string; effectiveDate: string }>
}

export interface StyleVoteItem {
  voteNo: number
  title: string
  description: string
  startDate: string
  endDate: string
  status: EventStatus
  /** The writer (masked for members; the shop's name for its own votes). */
  writer: string
  totalVotes: number
  options: Array<{ optionNo: number; label: string; voteCount: number; goods: GoodsCard | null; photoUrl: string | null }>
}
export interface StyleVoteListAnswer {
  votes: StyleVoteItem[]
}
