import { createFileRoute } from '@tanstack/react-router'
import { CheckoutView } from '~/client/components/commerce/CheckoutView'
import { checkoutSearch, sourceOf } from '~/client/components/commerce/checkout-search'
import { searchParams } from '~/shared/url-search'

export const Route = createFileRoute('/payment/')({
  validateSearch: searchParams(checkoutSearch),
  head: () => ({ meta: [{ title: '주문/결제 | 다비치마켓' }, { name: 'robots', content: 'noindex' }] }),
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
