import { createFileRoute } from '@tanstack/react-router'
import { reservationRoute } from '../-shells'

export const Route = createFileRoute('/davichstore/guestreservation')(reservationRoute('guest', 'ONLINE', '비회원 방문 예약'))
