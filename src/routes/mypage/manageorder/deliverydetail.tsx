import { createFileRoute } from '@tanstack/react-router'
import { orderOfSearchRoute } from '../../-shells'

export const Route = createFileRoute('/mypage/manageorder/deliverydetail')(orderOfSearchRoute('배송 상세', 'DeliveryDetailView'))
