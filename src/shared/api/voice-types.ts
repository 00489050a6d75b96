/** Answers of the member-voice calls: reviews, goods Q&A, 1:1 inquiry detail, style-vote posts. */
import type { InquiryItem } from './support-types'

export interface ReviewPhoto {
  /** The upload's fileId (null for imported photos): what an edit sends back to keep it. */
  key: string | null
  url: string
  width: number
  height: number
}

export type ReviewGrade = '일반' | '프리미엄'

export interface ReviewItem {
  reviewNo: number
  goodsNo: string
  /** Masked name of the writer. */
  writer: string
  score: number
  content: string
  grade: ReviewGrade
  photos: ReviewPhoto[]
  itemNm: string
  /** Written for an order line (구매 인증). */
  purchased: boolean
  regDate: string
  mine: boolean
  /** The shop's reply, shown under the review. */
  reply: { content: string; dttm: string } | null
}

export interface ReviewScoreSummary {
  average: number
  total: number
  photoCount: number
  distribution: Array<{ score: number; count: number }>
}

export interface GoodsReviewListAnswer {
  summary: ReviewScoreSummary
  list: ReviewItem[]
  page: number
  rows: number
  totalCount: number
}

export interface ReviewPolicy {
  textPoint: number
  photoPoint: number
  withdrawDays: number
}

export interface MyReview extends ReviewItem {
  ordNo: string | null
  lineNo: number | null
  goodsNm: string
  imgSrc: string
  pointAmt: number
  /** Deleting now takes the points back (inside the policy's window). */
  withdrawsPoints: boolean
  /** Blinded by the shop: hidden from others, with the reason the shop gave (shown to the writer only). */
  blind: { reason: string; dttm: string } | null
}

export interface ReviewableLine {
  /** An order number, or 'POS:<saleId>' for a store purchase brought in from the store system. */
  ordNo: string
  lineNo: number
  goodsNo: string
  goodsNm: string
  itemNm: string
  imgSrc: string
  ordDate: string
  /** The store of a store purchase (null for an online order). */
  storeNm: string | null
}

export interface MyReviewsAnswer {
  policy: ReviewPolicy
  waiting: ReviewableLine[]
  written: MyReview[]
}

export interface ReviewWriteAnswer {
  reviewNo: number
  pointAmt: number
}
export interface ReviewDeleteAnswer {
  withdrawnPoint: number
}

export interface QnaItem {
  qnaNo: number
  goodsNo: string
  writer: string
  /** null when the question is secret and not the reader's own. */
  question: string | null
  secret: boolean
  mine: boolean
  answerState: 'WAITING' | 'ANSWERED'
  answer: string | null
  answerDttm: string | null
  /** When the shop last edited its answer, or null. */
  answerEditDttm: string | null
  regDate: string
}
export interface GoodsQnaListAnswer {
  list: QnaItem[]
  page: number
  rows: number
  totalCount: number
}
export interface MyQnaItem extends QnaItem {
  goodsNm: string
  imgSrc: string
}
export interface MyQnaListAnswer {
  list: MyQnaItem[]
  page: number
  rows: number
  totalCount: number
}

export interface InquiryFile {
  seq: number
  fileId: string
  name: string
  size: number
  url: string
}
export interface InquiryDetailAnswer extends InquiryItem {
  files: InquiryFile[]
  editable: boolean
}

export interface VoteLook {
  optionNo: number
  label: string
  voteCount: number
  photoUrl: string | null
  /** The upload's fileId: what an edit sends back to keep the look. */
  photoKey: string | null
  goodsNo: string | null
  goodsImgSrc: string | null
}
export interface VotePost {
  voteNo: number
  title: string
  description: string
  writer: string
  startDate: string
  endDate: string
  status: 'ongoing' | 'ended'
  totalVotes: number
  mine: boolean
  /** The option the reader voted for (null: not voted or a guest). */
  myChoice: number | null
  /** Results are shown after voting, to the writer, and once the vote has ended. */
  showResults: boolean
  /** Looks may still change (no vote cast yet). */
  looksEditable: boolean
  options: VoteLook[]
}
export interface VotePostAnswer {
  vote: VotePost
}
export interface MyVotesAnswer {
  /** `hidden`: taken down (reports or the customer center). */
  posts: Array<VotePost & { hidden: boolean }>
  voted: VotePost[]
}
export interface BallotAnswer {
  vote: VotePost
}

export interface UploadedFileAnswer {
  fileId: string
  name: string
  size: number
  width: number | null
  height: number | null
  /** Owner-only URL to preview the upload before the post is saved. */
  previewUrl: string
}
