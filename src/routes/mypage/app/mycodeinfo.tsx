import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { MembershipCode } from '~/client/components/kiosk/MembershipCode'
import { useMember } from '~/client/hooks/useMember'

export const Route = createFileRoute('/mypage/app/mycodeinfo')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '멤버십 바코드' },
  component: Page,
})

function Page() {
  const { member } = useMember()
  return (
    <MypageSection>
      <MemberGate returnTo="/mypage/app/mycodeinfo">{member ? <MembershipCode member={member} /> : null}</MemberGate>
    </MypageSection>
  )
}
