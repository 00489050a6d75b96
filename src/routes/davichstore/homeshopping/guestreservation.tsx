import { createFileRoute } from '@tanstack/react-router'
import { reservationRoute } from '../../-shells'

export const Route = createFileRoute('/davichstore/homeshopping/guestreservation')(
  reservationRoute('guest', 'HOMESHOPPING', '홈쇼핑 비회원 예약'),
)
