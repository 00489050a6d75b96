import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { orderQueries } from '~/client/queries/orders'
import { CheckoutView } from '~/client/components/commerce/CheckoutView'
import { checkoutSearch, sourceOf } from '~/client/components/commerce/checkout-search'
import { searchParams } from '~/shared/url-search'

const search = searchParams(checkoutSearch)

export const Route = createFileRoute('/payment/')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  // Above the fold: the order sheet, priced anew on every visit (never one from an earlier visit). A failure
  // (empty cart, sold-out goods) stays in the query and the page shows its reason.
  loader: async (ctx) => {
    await ctx.context.queryClient.fetchQuery({ ...orderQueries.page(sourceOf(ctx.deps)), staleTime: 0 }).catch(() => undefined)
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '주문/결제' },
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <CheckoutView source={sourceOf(search)} />
    </div>
  )
}
