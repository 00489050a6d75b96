/**
 * Member voice: reviews, goods Q&A, style-vote posts. The same schemas validate the forms in the browser and
 * the bodies in the API; every member text field comes from `memberText()` (the one moderation filter).
 */
import * as v from 'valibot'
import { memberText } from '../moderation'
import { goodsNoSchema, positiveIntString, ymd } from './common'
import { ordNoSchema } from './order'
import { object } from './required'
import { REVIEW_SORTS } from '../review-sorts'

const int = (field: string, min: number, max: number) =>
  v.pipe(
    v.number(`${field} 값이 올바르지 않습니다.`),
    v.integer(`${field} 값이 올바르지 않습니다.`),
    v.minValue(min, `${field} 값이 올바르지 않습니다.`),
    v.maxValue(max, `${field} 값이 올바르지 않습니다.`),
  )

/** The key of an uploaded file (the shared upload module names them; ownership is checked on the server). */
export const fileKeySchema = v.pipe(
  v.string('파일 정보가 올바르지 않습니다.'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,199}$/, '파일 정보가 올바르지 않습니다.'),
)

export const REVIEW_MAX_PHOTOS = 5
export const REVIEW_TEXT = { min: 10, max: 1000, multiline: true, required: '후기 내용을 입력해 주세요.' } as const
const reviewPhotos = v.optional(
  v.pipe(
    v.array(fileKeySchema, '사진 정보가 올바르지 않습니다.'),
    v.maxLength(REVIEW_MAX_PHOTOS, `사진은 ${REVIEW_MAX_PHOTOS}장까지 올릴 수 있어요.`),
  ),
  [],
)
const score = v.pipe(
  v.number('별점을 선택해 주세요.'),
  v.integer('별점을 선택해 주세요.'),
  v.minValue(1, '별점을 선택해 주세요.'),
  v.maxValue(5, '별점은 1점부터 5점까지 고를 수 있어요.'),
)

/** 후기 작성: one line of one of my orders. */
/** The line a review is of: an online order number, or a store purchase as 'POS:<saleId>' (issue 28). */
const reviewOrdNo = v.union([ordNoSchema, v.pipe(v.string(), v.regex(/^POS:[A-Za-z0-9_-]{1,64}$/))], '주문번호 형식이 올바르지 않습니다.')

export const reviewBody = object({
  ordNo: reviewOrdNo,
  lineNo: int('주문 상품 번호(lineNo)', 1, 999),
  score,
  content: memberText('후기 내용', REVIEW_TEXT),
  photoKeys: reviewPhotos,
})
export type ReviewBody = v.InferOutput<typeof reviewBody>

/** 후기 수정 */
export const reviewUpdateBody = object({ score, content: memberText('후기 내용', REVIEW_TEXT), photoKeys: reviewPhotos })
export type ReviewUpdateBody = v.InferOutput<typeof reviewUpdateBody>

export type { ReviewSort } from '../review-sorts'

const page = v.optional(positiveIntString('페이지(page)', 10_000), '1')
const rows = (max: number, d: string) => v.optional(positiveIntString('개수(rows)', max), d)

export const goodsReviewQuery = object({
  page,
  rows: rows(30, '10'),
  sort: v.optional(v.picklist(REVIEW_SORTS, '정렬(sort)은 new, high, low 중 하나여야 합니다.'), 'new'),
  photo: v.optional(v.picklist(['Y', 'N'], '사진 후기(photo)는 Y 또는 N이어야 합니다.'), 'N'),
})
export const pageQuery = object({ page, rows: rows(50, '10') })
export const goodsParam = object({ goodsNo: goodsNoSchema })
export const reviewParam = object({ reviewNo: positiveIntString('후기 번호(reviewNo)', 99_999_999) })
export const qnaParam = object({ qnaNo: positiveIntString('문의 번호(qnaNo)', 99_999_999) })
export const inquiryParam = object({ inquiryNo: positiveIntString('문의 번호(inquiryNo)', 99_999_999) })
export const voteParam = object({ voteNo: positiveIntString('투표 번호(voteNo)', 99_999_999) })

/** 상품 문의 (Q&A) */
export const QNA_TEXT = { min: 5, max: 500, multiline: true, required: '문의 내용을 입력해 주세요.' } as const
export const qnaBody = object({
  goodsNo: goodsNoSchema,
  question: memberText('문의 내용', QNA_TEXT),
  secret: v.optional(v.boolean('비밀글 여부가 올바르지 않습니다.'), false),
})
export type QnaBody = v.InferOutput<typeof qnaBody>
export const qnaUpdateBody = object({
  question: memberText('문의 내용', QNA_TEXT),
  secret: v.optional(v.boolean('비밀글 여부가 올바르지 않습니다.'), false),
})
export type QnaUpdateBody = v.InferOutput<typeof qnaUpdateBody>

/** 스타일 투표 글: two to four looks with photos, a question, an end date (tomorrow … 30 days). */
export const VOTE_MAX_DAYS = 30
export const votePostBody = object({
  title: memberText('질문', { min: 5, max: 50, required: '질문을 입력해 주세요.' }),
  description: v.optional(memberText('설명', { min: 0, max: 300, multiline: true }), ''),
  endDate: ymd('마감일'),
  looks: v.pipe(
    v.array(
      object({
        label: memberText('스타일 이름', { min: 1, max: 20, required: '스타일 이름을 입력해 주세요.' }),
        photoKey: fileKeySchema,
      }),
      '스타일을 2개 이상 올려 주세요.',
    ),
    v.minLength(2, '스타일을 2개 이상 올려 주세요.'),
    v.maxLength(4, '스타일은 4개까지 올릴 수 있어요.'),
  ),
})
export type VotePostBody = v.InferOutput<typeof votePostBody>

export const ballotBody = object({ optionNo: int('스타일(optionNo)', 1, 99_999_999) })

export const REPORT_REASONS = ['욕설·비방', '광고·홍보', '음란·선정성', '개인정보 노출', '기타'] as const
export const reportBody = object({ reason: v.picklist(REPORT_REASONS, '신고 사유를 선택해 주세요.') })
/** Reports after which a post is hidden until the customer center looks at it. */
export const REPORTS_TO_HIDE = 5
