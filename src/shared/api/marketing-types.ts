import type { CampaignPhase, CampaignState } from '../admin/campaign'
import type { Audience, MainBannersAnswer, MainPageAnswer, TopBannerAnswer } from './types'

/** A campaign in the console list. */
export interface CampaignListItem {
  id: number
  slug: string | null
  title: string
  state: CampaignState
  phase: CampaignPhase
  startAt: string
  endAt: string
  version: number
  goodsCount: number
  updatedAt: string | null
}
export interface CampaignListAnswer {
  campaigns: CampaignListItem[]
}

/** A campaign as the editor loads it (times as ISO UTC; the editor shows them in Seoul). */
export interface CampaignDetail {
  id: number
  slug: string | null
  state: CampaignState
  phase: CampaignPhase
  version: number
  title: string
  subtitle: string
  description: string
  keywords: string
  themeColor: string
  dcRate: number
  imgSrc: string
  mobileImgSrc: string
  startAt: string
  endAt: string
  ogTitle: string
  ogDescription: string
  ogImgSrc: string
  docJson: string
  contentHtml: string
  goods: CampaignGoods[]
  updatedAt: string | null
}
export interface CampaignGoods {
  goodsNo: string
  name: string
  imgSrc: string
  price: number
}
export interface GoodsPickAnswer {
  goods: CampaignGoods[]
}
/** POST …/preview: a link a colleague can open without signing in, until `expiresAt`. */
export interface PreviewLinkAnswer {
  url: string
  expiresAt: string
}
/** POST /admin/api/marketing/images: an uploaded image, served immutable at `path`. */
export interface UploadedImage {
  path: string
  width: number
  height: number
}

/** A banner in the main page desk. */
export interface BannerItem {
  bannerNo: number
  type: 'MAIN' | 'SUB' | 'TOP'
  goodsType: string | null
  name: string
  description: string
  imgSrc: string
  mobileImgSrc: string
  linkUrl: string
  bgColor: string
  startAt: string
  endAt: string
  sortSeq: number
  version: number
  /** Who sees it: everyone, guests only (sign-up offers) or signed-in members only. */
  audience: Audience
  /** Shown at the time of the request: 'live', 'upcoming' or 'ended'. */
  when: 'live' | 'upcoming' | 'ended'
}
export interface BannerListAnswer {
  banners: BannerItem[]
}

/** A segment coupon issue run: progress and result. */
export interface IssueRunAnswer {
  runNo: number
  couponNo: number
  grade: string
  consentOnly: boolean
  /** The segment's other filters (last order times in ISO UTC, '' when not used). */
  filters: { ageBands: number[]; favGoodsType: string; lastOrderAfter: string; lastOrderBefore: string }
  state: 'RUNNING' | 'DONE'
  considered: number
  issued: number
  skipped: number
  skippedReason: string
  batches: number
  startedBy: string
  startedAt: string
  finishedAt: string | null
  /** Members in the segment when the run was started or joined. */
  total?: number
}

export interface CouponListItem {
  couponNo: number
  kind: string
  name: string
  benefit: string
  validity: string
  limited: boolean
  issuedQtt: number
  inZone: boolean
  inUse: boolean
  lastRunNo: number | null
}
export interface CouponListAnswer {
  coupons: CouponListItem[]
}

/** The main page as a guest will see it at `at` (the console's preview of scheduled banners and sections). */
export interface MainPreviewAnswer {
  at: string
  goodsType: string
  banners: MainBannersAnswer
  page: MainPageAnswer
  topBanner: TopBannerAnswer
}

/** A coupon in the coupon editor (times in ISO UTC; the form shows them in Seoul time). */
export interface CouponDetail {
  couponNo: number
  version: number
  kind: string
  name: string
  description: string
  benefitType: 'RATE' | 'AMOUNT' | 'TEXT'
  benefitValue: number
  benefitMaxAmt: number | null
  benefitText: string
  qttLimit: number | null
  issuedQtt: number
  usedQtt: number
  dupDownload: boolean
  soloUse: boolean
  validType: 'FIXED' | 'ISSUE_DAYS' | 'CONFIRM_DAYS'
  validStartAt: string | null
  validEndAt: string | null
  validDays: number | null
  minOrderAmt: number
  targetScope: 'ALL' | 'INCLUDE' | 'EXCLUDE'
  goods: { goodsNo: string; name: string }[]
  categories: { ctgNo: number; name: string }[]
  goodsType: string
  ageBands: number[]
  channel: 'ONLINE' | 'OFFLINE' | 'BOTH'
  issueStartAt: string
  issueEndAt: string
  imgSrc: string
  inZone: boolean
  inUse: boolean
  /** Offered in the coupon zone by its kind. */
  zoneKind: boolean
  /** Issued at least once: kind, benefit, minimum, scope, goods type, channel and solo use are fixed. */
  locked: boolean
  updatedAt: string | null
}
export interface CouponCategoriesAnswer {
  categories: { ctgNo: number; name: string; goodsType: string }[]
}

/** Customer-center content in the desk: a list row (phase from state and publish time). */
export interface ContentListAnswer {
  items: {
    id: number
    title: string
    phase: 'draft' | 'scheduled' | 'published'
    publishAt: string | null
    version: number
    updatedAt: string | null
  }[]
}
/** One notice / FAQ / article as the editor loads it: its form fields (publishAt in ISO UTC, HTML sanitized). */
export interface ContentDetail {
  id: number
  kind: string
  version: number
  phase: 'draft' | 'scheduled' | 'published'
  updatedAt: string | null
  fields: Record<string, unknown>
}
export interface TermsListAnswer {
  versions: {
    termsCd: string
    version: string
    title: string
    effectiveDate: string
    state: 'draft' | 'published'
    /** The version members see today. */
    inForce: boolean
    /** Published, effective later. */
    upcoming: boolean
    rev: number
    /** Members whose agreement names this version. */
    consents: number
  }[]
}
export interface TermsDetail {
  termsCd: string
  version: string
  title: string
  effectiveDate: string
  contentHtml: string
  state: 'draft' | 'published'
  rev: number
  updatedAt: string | null
}
