import { createFileRoute } from '@tanstack/react-router'
import { paymentReturnRoute } from '../-shells'

export const Route = createFileRoute('/payment/mobilereturn')(paymentReturnRoute())
