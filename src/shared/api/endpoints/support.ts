import type { ApiClient } from '../client'
import type { InquiryBody, LensGuideAnswers, PartnershipBody } from '../../schemas/support'
import type {
  ArticleDetailAnswer,
  ArticleListAnswer,
  FaqListAnswer,
  InquiryCreateAnswer,
  InquiryListAnswer,
  LensGuideAnswer,
  NoticeDetailAnswer,
  NoticeListAnswer,
  PartnershipAnswer,
} from '../support-types'

const P = '/api/v1/front/support'
const id = (x: string | number) => encodeURIComponent(String(x))

export const supportEndpoints = (api: ApiClient) => ({
  support: {
    notices: (q: { page?: number; rows?: number; keyword?: string } = {}) => api.get<NoticeListAnswer>(`${P}/notice/list`, q),
    notice: (noticeNo: string | number) => api.get<NoticeDetailAnswer>(`${P}/notice/${id(noticeNo)}`),
    faqs: (q: { category?: string; keyword?: string } = {}) => api.get<FaqListAnswer>(`${P}/faq/list`, q),
    inquiries: (q: { page?: number; rows?: number } = {}) => api.get<InquiryListAnswer>(`${P}/inquiry/list`, q),
    createInquiry: (body: InquiryBody) => api.post<InquiryCreateAnswer>(`${P}/inquiry`, body),
    magazines: () => api.get<ArticleListAnswer>(`${P}/magazine/list`),
    magazine: (x: string | number) => api.get<ArticleDetailAnswer>(`${P}/magazine/${id(x)}`),
    inspections: () => api.get<ArticleListAnswer>(`${P}/inspection/list`),
    inspection: (x: string | number) => api.get<ArticleDetailAnswer>(`${P}/inspection/${id(x)}`),
    lensGuide: (a: LensGuideAnswers) => api.get<LensGuideAnswer>(`${P}/lensguide/recommend`, a),
    partnership: (body: PartnershipBody) => api.post<PartnershipAnswer>(`${P}/partnership`, body),
  },
})
