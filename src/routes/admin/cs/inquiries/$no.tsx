import { createFileRoute } from '@tanstack/react-router'
import { InquiryAnswer } from '../-components/InquiryAnswer'

/** CS: one question with the asker (masked), recent orders, attachments, and the answer form. */
export const Route = createFileRoute('/admin/cs/inquiries/$no')({
  staticData: { title: '문의 답변' },
  component: InquiryAnswer,
})
