/** Answer shapes of the JSON API (the field names of the product spec's entities and calls). Shared by the Hono API and the API client. */

export interface GoodsIcon {
  iconCd: string
  iconNm: string
  iconImgSrc: string
  bgColor: string
}

/** Goods card (the product spec's fields: id, brand, productName, prices, discountRate, dibs, remainTime …). Prices are integer won; remain times are seconds. */
export interface GoodsCard {
  id: string
  category: string
  goodsTypeCd: string
  brand: string
  dibs: boolean
  dibsCount: number
  grade: number
  reviewCount: number
  imgSrc: string
  iconImgSrc: string
  productName: string
  supplyPrice: number
  customerPrice: number
  salePrice: number
  discountRate: number
  remainTime: number | null
  timeDealRemainTime: number | null
  /** End instant of the time deal (ISO 8601): lets a countdown stay right when the answer was cached. */
  timeDealEndAt: string | null
  /** Units left under the running time deal's stock cap (absent or null: no cap). */
  timeDealLeft?: number | null
  goodsIconViewList: GoodsIcon[]
  prmtDcValue: number | null
  dlvrYn: 'Y' | 'N'
  directYn: 'Y' | 'N'
  /** Why it is recommended, in Korean (the main page's AI section only): '얼굴형에 어울리는 스퀘어 프레임'. */
  reason?: string
}

/** GET /v1/front/main/recommend: the signed-in member's recommendations, each with its reason. */
export interface RecommendAnswer {
  goodsType: string
  /** False when nothing about the member was known yet (their age group's or the week's best sellers). */
  personalized: boolean
  goods: GoodsCard[]
}

/** Who a banner or popup is for (issue 30): GUEST = sign-up offers, never shown to members or store owners. */
export type Audience = 'ALL' | 'GUEST' | 'MEMBER'

export interface Banner {
  bannerNo: number
  bannerNm: string
  bannerDscrt: string
  imgSrc: string
  mobileImgSrc: string
  linkUrl: string
  bgColor: string
  audience: Audience
}

export interface Popup {
  popupNo: number
  popupNm: string
  imgSrc: string
  linkUrl: string
  pcGbCd: string
  sortSeq: number
  audience: Audience
}

export interface Exhibition {
  id: number
  slug: string | null
  title: string
  subtitle: string
  imgSrc: string
  mobileImgSrc: string
  startDate: string
  endDate: string
}

export interface CollectionSummary {
  id: number
  title: string
  subtitle: string
  imgSrc: string
  goods: GoodsCard[]
}

export interface KeywordGroup {
  keywordNo: number
  keyword: string
}

export interface AgeRanking {
  ageGroup: number
  label: string
  goods: GoodsCard[]
}

export interface StyleVoteOption {
  optionNo: number
  label: string
  voteCount: number
  /** A catalogue goods (the shop's votes) or null for a member's photo look. */
  goods: GoodsCard | null
  photoUrl: string | null
}
export interface StyleVote {
  voteNo: number
  title: string
  description: string
  endDate: string
  options: StyleVoteOption[]
}

export interface NoticeSummary {
  noticeNo: number
  title: string
  importantYn: 'Y' | 'N'
  regDate: string
}

export interface MainBannersAnswer {
  mainBanners: Banner[]
  subBanners: Banner[]
}

export interface TopBannerAnswer {
  topBanner: Banner | null
  popups: Popup[]
}

export interface MainPageAnswer extends MainBannersAnswer {
  goodsType: string
  aiGoods: GoodsCard[]
  mdPickGoods: GoodsCard[]
  collection: CollectionSummary[]
  exhibitions: Exhibition[]
  keywordGoods: { keywords: KeywordGroup[]; keywordNo: number | null; goods: GoodsCard[] }
  timedealGoods: GoodsCard[]
  ageGoods: AgeRanking[]
  newGoods: GoodsCard[]
  styleVotes: StyleVote[]
  notices: NoticeSummary[]
}

export interface KeywordGoodsAnswer {
  keywordNo: number
  keyword: string
  goods: GoodsCard[]
}

export interface CommonSeo {
  commonTitle: string
  commonManager: string
  description: string
  keywords: string
  goodsDetailTitle: string
  goodsDetailManager: string
  robotsFilePath: string
  anlsId: string
  ogImage: string
}
export interface GoodsSeo {
  goodsNo: string
  title: string
  description: string
  keywords: string
  imgSrc: string
}
export interface MemberSeo {
  id: string
  gender: string
  birthyear: string
  /** SHA-256 (hex) of the member's normalised e-mail, '' without one (spec §5: "Email is hashed (SHA-256) for use"): the
   *  identifier analytics and ad matching get — never the address itself. */
  emailHash: string
}
export interface SeoAnswer {
  commonSEO: CommonSeo
  goodsSEO: GoodsSeo | null
  memberSEO: MemberSeo | null
}

export interface GnbMenu {
  menuNo: number
  menuNm: string
  linkUrl: string
  sortSeq: number
  children: GnbMenu[]
}

export interface SiteInfoAnswer {
  marketName: string
  companyInfo: {
    companyName: string
    ceoName: string
    bizRegNo: string
    mailOrderNo: string
    address: string
    privacyOfficer: string
    email: string
    copyright: string
  }
  callCenterInfo: { custCtTelNo: string; custCtLunchTime: string; custCtOperTime: string }
  gnbs: GnbMenu[]
  /** Marketing tags configured by environment (src/shared/marketing.ts); both null when none are. */
  marketing?: import('../marketing').MarketingConfig
  /** Search-engine verification and field-data sampling (environment). */
  telemetry?: { naverSiteVerification: string | null; vitalsSampleRate: number }
  /** Kakao's JavaScript key for 카카오톡 공유 (KAKAO_JS_KEY), null when the shop has none. */
  share?: { kakaoJsKey: string | null }
}

export interface ApiFieldError {
  field: string
  reason: string
}
export interface ApiErrorBody {
  status: number
  errors: ApiFieldError[]
}
