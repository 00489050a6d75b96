import { createFileRoute } from '@tanstack/react-router'
import { guestLookupRoute } from '../../-shells'

export const Route = createFileRoute('/mypage/myservice/guestvisitlist')(guestLookupRoute('visit', '비회원 방문 내역'))
