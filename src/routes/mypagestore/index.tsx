import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { MyHome } from '~/client/components/account/MyHome'
import { MypageSection } from '~/client/components/commerce/MemberGate'
import { StoreDashboard } from '~/client/components/store-owner/StoreDashboard'
import { useMember } from '~/client/hooks/useMember'
import { currentMember } from '~/client/queries/member'
import { storeOwnerQueries } from '~/client/queries/store-owner'

export const Route = createFileRoute('/mypagestore/')({
  // Today at the owner's store in the server HTML; a guest sees the store sign-in card (members are sent to /mypage by the guard table).
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if ((await currentMember(queryClient))?.authRole === 'ROLE_STORE') await queryClient.ensureQueryData(storeOwnerQueries.dashboard())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '가맹점 마이페이지' },
  component: Page,
})

function Page() {
  const { member } = useMember()
  return <MypageSection>{member?.authRole === 'ROLE_STORE' ? <StoreDashboard /> : <MyHome store />}</MypageSection>
}
