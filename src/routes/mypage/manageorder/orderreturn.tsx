import { createFileRoute } from '@tanstack/react-router'
import { orderOfSearchRoute } from '../../-shells'

export const Route = createFileRoute('/mypage/manageorder/orderreturn')(orderOfSearchRoute('반품·교환 신청', 'ReturnFormView'))
