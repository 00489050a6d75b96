import { createFileRoute } from '@tanstack/react-router'
import { articleRoute } from '../../-shells'

export const Route = createFileRoute('/customercenter/magazine/$id')(articleRoute('magazine', '매거진'))
