import { createFileRoute, redirect } from '@tanstack/react-router'

// '/' → /main. The edge answers a request for '/' with a redirect already; this covers navigations
// inside the app (a link to '/'), which never reach the edge.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/main', replace: true })
  },
})
