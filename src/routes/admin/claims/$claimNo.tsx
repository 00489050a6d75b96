import { createFileRoute } from '@tanstack/react-router'
import { ClaimDetail } from './-components/ClaimDetail'

/** CLAIMS: one claim — its lines, what happened so far, and the steps its stage allows. */
export const Route = createFileRoute('/admin/claims/$claimNo')({
  staticData: { title: '클레임 상세' },
  component: ClaimDetail,
})
