import { createFileRoute } from '@tanstack/react-router'
import { inquiryRoute } from '../../-shells'

export const Route = createFileRoute('/mypage/myactivity/privateedit')(inquiryRoute('1:1 문의 수정', 'edit'))
