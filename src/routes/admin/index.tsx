import { createFileRoute } from '@tanstack/react-router'
import { ConsoleHome } from './-components/ConsoleHome'

/** Console home: the desks of the operator's roles. */
export const Route = createFileRoute('/admin/')({
  staticData: { title: '콘솔 홈' },
  component: ConsoleHome,
})
