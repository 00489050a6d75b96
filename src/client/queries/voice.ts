import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import type { ReviewSort } from '~/shared/review-sorts'
import { getApi } from '../api'

/** Reviews of a goods (public), my reviews and the lines waiting for one. */
export const reviewQueries = {
  all: ['review'] as const,
  goods: (goodsNo: string, q: { page: number; sort: ReviewSort; photo: 'Y' | 'N' }) =>
    queryOptions({
      queryKey: ['review', 'goods', goodsNo, q.page, q.sort, q.photo],
      queryFn: async () => unwrap(await getApi().review.goods(goodsNo, { page: q.page, rows: 5, sort: q.sort, photo: q.photo })),
    }),
  mine: () => queryOptions({ queryKey: ['review', 'mine'], queryFn: async () => unwrap(await getApi().review.mine()) }),
}

/** Goods Q&A (secret questions come back without text to anyone but their writer) and my questions. */
export const qnaQueries = {
  all: ['qna'] as const,
  goods: (goodsNo: string, page: number) =>
    queryOptions({
      queryKey: ['qna', 'goods', goodsNo, page],
      queryFn: async () => unwrap(await getApi().qna.goods(goodsNo, { page, rows: 10 })),
    }),
  mine: (page: number) =>
    queryOptions({ queryKey: ['qna', 'mine', page], queryFn: async () => unwrap(await getApi().qna.mine({ page, rows: 10 })) }),
}

/** One of my 1:1 inquiries (the list is supportQueries.inquiries). */
export const inquiryQueries = {
  detail: (inquiryNo: string) =>
    queryOptions({ queryKey: ['support', 'inquiry', inquiryNo], queryFn: async () => unwrap(await getApi().inquiry.detail(inquiryNo)) }),
}

/** A style-vote post as the reader sees it, and my posts and votes. */
export const styleVoteQueries = {
  all: ['styleVote'] as const,
  detail: (voteNo: string) =>
    queryOptions({ queryKey: ['styleVote', voteNo], queryFn: async () => unwrap(await getApi().styleVote.detail(voteNo)) }),
  mine: () => queryOptions({ queryKey: ['styleVote', 'mine'], queryFn: async () => unwrap(await getApi().styleVote.mine()) }),
}
