import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { currentMember } from '~/client/queries/member'
import { cartQueries } from '~/client/queries/cart'
import { CartView } from '~/client/components/commerce/CartView'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'

/** The store owner's own cart: the member cart, reused for ROLE_STORE (the guard table lets only owners in). */
export const Route = createFileRoute('/mypagestore/myactivity/cart')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (await currentMember(queryClient)) await queryClient.prefetchQuery(cartQueries.list())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '장바구니' },
  component: () => (
    <MypageSection>
      <MemberGate store returnTo="/mypagestore/myactivity/cart">
        <CartView />
      </MemberGate>
    </MypageSection>
  ),
})
