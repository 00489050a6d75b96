import { createFileRoute } from '@tanstack/react-router'
import { int, matching, oneOf, searchParams, text } from '~/shared/url-search'
import { InquiryBox } from '../-components/InquiryBox'

/** CS: the inbox of 1:1 inquiries and goods questions; filters, sort and page in the URL. */
export const Route = createFileRoute('/admin/cs/inquiries/')({
  validateSearch: searchParams({
    state: oneOf(['WAITING', 'ANSWERED'] as const),
    kind: oneOf(['inquiry', 'qna'] as const),
    category: oneOf(['상품', '배송', '주문', '환불/취소', '교환/AS', '기타'] as const),
    from: matching(/^\d{8}$/),
    to: matching(/^\d{8}$/),
    goodsNo: matching(/^[A-Za-z0-9]{1,20}$/),
    keyword: text(50),
    sort: oneOf(['new', 'old'] as const),
    page: int(1, 9999),
  }),
  staticData: { title: '문의함' },
  component: InquiryBox,
})
