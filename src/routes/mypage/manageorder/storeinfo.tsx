import { createFileRoute } from '@tanstack/react-router'
import { myStoreRoute } from '../../-shells'

export const Route = createFileRoute('/mypage/manageorder/storeinfo')(myStoreRoute('storeinfo', '매장 정보'))
