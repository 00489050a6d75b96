import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { currentMember } from '~/client/queries/member'
import { dibsQueries } from '~/client/queries/dibs'
import { DibsView } from '~/client/components/commerce/DibsView'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { PageTitle } from '~/client/components/ui'

/** The store owner's own wishlist: the member dibs, reused for ROLE_STORE. */
export const Route = createFileRoute('/mypagestore/myactivity/dibs')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (await currentMember(queryClient)) await queryClient.prefetchQuery(dibsQueries.list())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '찜한 상품' },
  component: () => (
    <MypageSection>
      <PageTitle>찜한 상품</PageTitle>
      <MemberGate store returnTo="/mypagestore/myactivity/dibs">
        <DibsView />
      </MemberGate>
    </MypageSection>
  ),
})
