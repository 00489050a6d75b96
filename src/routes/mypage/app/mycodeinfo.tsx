import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { MembershipCode } from '~/client/components/kiosk/MembershipCode'

export const Route = createFileRoute('/mypage/app/mycodeinfo')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '멤버십 바코드' },
  component: Page,
})

function Page() {
  // The section layout shows this page to members only.
  const { member } = Route.useRouteContext()
  return member ? <MembershipCode member={member} /> : null
}
