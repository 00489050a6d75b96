import type { FaqCategory, InquiryCategory } from '../schemas/support'

export interface NoticeItem {
  noticeNo: number
  title: string
  importantYn: 'Y' | 'N'
  viewCount: number
  regDttm: string
}
export interface NoticeListAnswer {
  important: NoticeItem[]
  list: NoticeItem[]
  page: number
  rows: number
  totalCount: number
}
export interface NoticeDetailAnswer extends NoticeItem {
  contentHtml: string
  prev: { noticeNo: number; title: string } | null
  next: { noticeNo: number; title: string } | null
}

export interface FaqItem {
  faqNo: number
  category: FaqCategory
  question: string
  answer: string
}
export interface FaqListAnswer {
  categories: FaqCategory[]
  list: FaqItem[]
}

export interface InquiryItem {
  inquiryNo: number
  category: InquiryCategory
  title: string
  content: string
  answerState: 'WAITING' | 'ANSWERED'
  answer: string | null
  answerDttm: string | null
  /** When the shop last edited its answer (shown beside the answer), or null. */
  answerEditDttm: string | null
  regDttm: string
}
export interface InquiryListAnswer {
  list: InquiryItem[]
  page: number
  rows: number
  totalCount: number
}
export interface InquiryCreateAnswer {
  inquiryNo: number
}

export interface ArticleItem {
  id: number
  category?: string
  title: string
  summary: string
  imgSrc: string
  regDttm?: string
}
export interface ArticleListAnswer {
  list: ArticleItem[]
}
export interface ArticleDetailAnswer extends ArticleItem {
  contentHtml: string
}

export interface LensGuideGoods {
  goodsNo: string
  goodsNm: string
  imgSrc: string
  salePrice: number
  customerPrice: number
}
export interface LensGuideAnswer {
  group: { code: string; name: string; goodsType: '03' | '04'; description: string; reasons: string[]; priceMin: number; priceMax: number }
  goods: LensGuideGoods[]
}

export interface PartnershipAnswer {
  requestNo: number
}
