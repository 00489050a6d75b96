import { createFileRoute } from '@tanstack/react-router'
import { visitListRoute } from '../../-shells'

export const Route = createFileRoute('/mypage/mystore/visitlist')(visitListRoute('방문 내역'))
