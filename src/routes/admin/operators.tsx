import { createFileRoute } from '@tanstack/react-router'
import { Operators } from './-components/Operators'

/** SUPER: operators, their roles, status, IP allow-list and authenticator reset. */
export const Route = createFileRoute('/admin/operators')({
  staticData: { title: '운영자·권한' },
  component: Operators,
})
