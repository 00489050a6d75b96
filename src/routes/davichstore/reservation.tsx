import { createFileRoute } from '@tanstack/react-router'
import { reservationRoute } from '../-shells'

export const Route = createFileRoute('/davichstore/reservation')(reservationRoute('member', 'ONLINE', '방문 예약'))
