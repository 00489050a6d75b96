import { createFileRoute } from '@tanstack/react-router'
import { ConsoleFrame, ConsolePending } from '~/client/console/Frame'

/**
 * The head-office console's section layout (issue 26): its own frame, menu by role and the gate, for every page
 * under /admin. Rendered in the browser only (`ssr: false`: operator data never goes through the shop's SSR and
 * cache); the gate is imported on demand so no shop page's entry chunk carries console code (npm run size checks).
 */
export const Route = createFileRoute('/admin')({
  ssr: false,
  beforeLoad: ({ location }) => import('~/client/console/gate').then((m) => m.consoleGate(location)),
  head: () => ({ meta: [{ title: '다비치 본사 콘솔' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  staticData: { layout: 'console', title: '본사 콘솔' },
  pendingComponent: ConsolePending,
  component: ConsoleFrame,
})
