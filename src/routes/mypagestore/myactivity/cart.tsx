import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { cartQueries } from '~/client/queries/cart'
import { CartView } from '~/client/components/commerce/CartView'

/** The store owner's own cart: the member cart, reused for ROLE_STORE (the guard table lets only owners in). */
export const Route = createFileRoute('/mypagestore/myactivity/cart')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.prefetchQuery(cartQueries.list())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '장바구니' },
  component: () => (
    <>
      <CartView />
    </>
  ),
})
