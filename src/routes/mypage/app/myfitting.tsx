import { createFileRoute } from '@tanstack/react-router'
import { fittingRoute } from '../../-shells'

export const Route = createFileRoute('/mypage/app/myfitting')(fittingRoute())
