import type { ApiClient } from '../client'
import type * as v from 'valibot'
import type { InquiryBody } from '../../schemas/support'
import type { qnaBody, qnaUpdateBody, reviewBody, reviewUpdateBody, votePostBody } from '../../schemas/voice'
import type {
  BallotAnswer,
  GoodsQnaListAnswer,
  GoodsReviewListAnswer,
  InquiryDetailAnswer,
  MyQnaListAnswer,
  MyReviewsAnswer,
  MyVotesAnswer,
  ReviewDeleteAnswer,
  ReviewWriteAnswer,
  UploadedFileAnswer,
  VotePostAnswer,
} from '../voice-types'

const id = (x: string | number) => encodeURIComponent(String(x))
type In<T extends v.GenericSchema> = v.InferInput<T>
type Ok = { ok: true }

/** Member voice: reviews, goods Q&A, my 1:1 inquiries, style-vote posts, and their uploads (multipart `file`). */
export const voiceEndpoints = (api: ApiClient) => ({
  review: {
    goods: (goodsNo: string, q: { page?: number; rows?: number; sort?: string; photo?: 'Y' | 'N' } = {}) =>
      api.get<GoodsReviewListAnswer>(`/api/v1/front/review/goods/${id(goodsNo)}`, q),
    mine: () => api.get<MyReviewsAnswer>('/api/v1/front/review/mine'),
    write: (body: In<typeof reviewBody>) => api.post<ReviewWriteAnswer>('/api/v1/front/review', body),
    update: (reviewNo: number, body: In<typeof reviewUpdateBody>) => api.put<Ok>(`/api/v1/front/review/${id(reviewNo)}`, body),
    remove: (reviewNo: number) => api.delete<ReviewDeleteAnswer>(`/api/v1/front/review/${id(reviewNo)}`),
    uploadPhoto: (form: FormData) => api.post<UploadedFileAnswer>('/api/v1/front/review/photo', form),
  },
  qna: {
    goods: (goodsNo: string, q: { page?: number; rows?: number } = {}) =>
      api.get<GoodsQnaListAnswer>(`/api/v1/front/qna/goods/${id(goodsNo)}`, q),
    mine: (q: { page?: number; rows?: number } = {}) => api.get<MyQnaListAnswer>('/api/v1/front/qna/mine', q),
    ask: (body: In<typeof qnaBody>) => api.post<{ qnaNo: number }>('/api/v1/front/qna', body),
    update: (qnaNo: number, body: In<typeof qnaUpdateBody>) => api.put<Ok>(`/api/v1/front/qna/${id(qnaNo)}`, body),
    remove: (qnaNo: number) => api.delete<Ok>(`/api/v1/front/qna/${id(qnaNo)}`),
  },
  inquiry: {
    detail: (inquiryNo: number | string) => api.get<InquiryDetailAnswer>(`/api/v1/front/support/inquiry/${id(inquiryNo)}`),
    update: (inquiryNo: number, body: Partial<InquiryBody> & Pick<InquiryBody, 'category' | 'title' | 'content'>) =>
      api.put<Ok>(`/api/v1/front/support/inquiry/${id(inquiryNo)}`, body),
    remove: (inquiryNo: number) => api.delete<Ok>(`/api/v1/front/support/inquiry/${id(inquiryNo)}`),
    uploadFile: (form: FormData) => api.post<UploadedFileAnswer>('/api/v1/front/support/inquiry/file', form),
  },
  styleVote: {
    detail: (voteNo: number | string) => api.get<VotePostAnswer>(`/api/v1/front/styleboard/vote/${id(voteNo)}`),
    mine: () => api.get<MyVotesAnswer>('/api/v1/front/styleboard/vote/mine'),
    create: (body: In<typeof votePostBody>) => api.post<{ voteNo: number }>('/api/v1/front/styleboard/vote', body),
    update: (voteNo: number, body: In<typeof votePostBody>) => api.put<Ok>(`/api/v1/front/styleboard/vote/${id(voteNo)}`, body),
    ballot: (voteNo: number, optionNo: number) =>
      api.post<BallotAnswer>(`/api/v1/front/styleboard/vote/${id(voteNo)}/ballot`, { optionNo }),
    report: (voteNo: number, reason: string) => api.post<Ok>(`/api/v1/front/styleboard/vote/${id(voteNo)}/report`, { reason }),
    uploadPhoto: (form: FormData) => api.post<UploadedFileAnswer>('/api/v1/front/styleboard/vote/photo', form),
  },
})
