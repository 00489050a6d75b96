import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { cartQueries } from '~/client/queries/cart'
import { CartView } from '~/client/components/commerce/CartView'

/**
 * A guest's cart (the anonymous cart cookie). The product spec gates /mypage/myactivity/cart behind sign-in; a signed-in
 * visitor of /cart is sent there by the guard table (src/shared/route-guards.ts), where the cart API has merged this
 * cart into theirs.
 */
export const Route = createFileRoute('/cart')({
  loader: async (ctx) => {
    await ctx.context.queryClient.prefetchQuery(cartQueries.list())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '장바구니' },
  component: () => (
    <div className="mx-auto max-w-6xl px-4 py-5 md:py-8">
      <CartView guest />
    </div>
  ),
})
