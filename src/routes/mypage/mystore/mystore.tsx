import { createFileRoute } from '@tanstack/react-router'
import { myStoreRoute } from '../../-shells'

export const Route = createFileRoute('/mypage/mystore/mystore')(myStoreRoute('mystore', '나의 매장'))
