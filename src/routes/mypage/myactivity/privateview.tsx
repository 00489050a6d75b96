import { createFileRoute } from '@tanstack/react-router'
import { inquiryRoute } from '../../-shells'

export const Route = createFileRoute('/mypage/myactivity/privateview')(inquiryRoute('1:1 문의 상세', 'view'))
