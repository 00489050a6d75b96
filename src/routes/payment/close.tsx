import { createFileRoute } from '@tanstack/react-router'
import { paymentCloseRoute } from '../-shells'

export const Route = createFileRoute('/payment/close')(paymentCloseRoute())
