import { createFileRoute } from '@tanstack/react-router'
import { checkoutRoute } from '../-shells'

export const Route = createFileRoute('/payment/')(checkoutRoute())
