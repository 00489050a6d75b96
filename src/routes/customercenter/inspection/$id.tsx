import { createFileRoute } from '@tanstack/react-router'
import { articleRoute } from '../../-shells'

export const Route = createFileRoute('/customercenter/inspection/$id')(articleRoute('inspection', '시력검사 안내'))
