import { createFileRoute } from '@tanstack/react-router'
import { checkoutRoute } from '../../-shells'

export const Route = createFileRoute('/products/payment/')(checkoutRoute())
