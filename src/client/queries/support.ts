import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '~/shared/api/result'
import type { LensGuideAnswers } from '~/shared/schemas/support'
import { getApi } from '../api'

export const supportQueries = {
  /** Every support query, the 1:1 inquiries' (inquiryQueries) included. */
  all: ['support'] as const,
  notices: (q: { page: number; keyword?: string }) =>
    queryOptions({
      queryKey: ['support', 'notices', q.page, q.keyword ?? ''],
      queryFn: async () => unwrap(await getApi().support.notices({ page: q.page, rows: 10, keyword: q.keyword || undefined })),
    }),
  notice: (noticeNo: string) =>
    queryOptions({ queryKey: ['support', 'notice', noticeNo], queryFn: async () => unwrap(await getApi().support.notice(noticeNo)) }),
  faqs: (q: { category?: string; keyword?: string }) =>
    queryOptions({
      queryKey: ['support', 'faqs', q.category ?? '', q.keyword ?? ''],
      queryFn: async () => unwrap(await getApi().support.faqs({ category: q.category || undefined, keyword: q.keyword || undefined })),
      staleTime: 5 * 60_000,
    }),
  inquiries: (page: number) =>
    queryOptions({
      queryKey: ['support', 'inquiries', page],
      queryFn: async () => unwrap(await getApi().support.inquiries({ page, rows: 10 })),
    }),
  magazines: () =>
    queryOptions({
      queryKey: ['support', 'magazines'],
      queryFn: async () => unwrap(await getApi().support.magazines()),
      staleTime: 5 * 60_000,
    }),
  magazine: (id: string) =>
    queryOptions({ queryKey: ['support', 'magazine', id], queryFn: async () => unwrap(await getApi().support.magazine(id)) }),
  inspections: () =>
    queryOptions({
      queryKey: ['support', 'inspections'],
      queryFn: async () => unwrap(await getApi().support.inspections()),
      staleTime: 5 * 60_000,
    }),
  inspection: (id: string) =>
    queryOptions({ queryKey: ['support', 'inspection', id], queryFn: async () => unwrap(await getApi().support.inspection(id)) }),
  lensGuide: (a: LensGuideAnswers) =>
    queryOptions({
      queryKey: ['support', 'lensGuide', a.age, a.screen, a.wear, a.concern],
      queryFn: async () => unwrap(await getApi().support.lensGuide(a)),
    }),
}
