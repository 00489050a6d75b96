import { createFileRoute } from '@tanstack/react-router'
import { MemberView } from '../-components/MemberView'

/** CS: one member (masked) with orders, claims, inquiries, points and the manual point form. */
export const Route = createFileRoute('/admin/cs/members/$memberNo')({
  staticData: { title: '회원 상세' },
  component: MemberView,
})
