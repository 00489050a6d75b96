import { createFileRoute } from '@tanstack/react-router'
import { reservationRoute } from '../../-shells'

export const Route = createFileRoute('/davichstore/homeshopping/reservation')(
  reservationRoute('member', 'HOMESHOPPING', '홈쇼핑 방문 예약'),
)
