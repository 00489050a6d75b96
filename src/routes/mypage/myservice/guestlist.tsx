import { createFileRoute } from '@tanstack/react-router'
import { guestLookupRoute } from '../../-shells'

export const Route = createFileRoute('/mypage/myservice/guestlist')(guestLookupRoute('reservation', '비회원 예약 조회'))
