import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { MypageSection } from '~/client/components/commerce/MemberGate'
import { OrderDetailView } from '~/client/components/commerce/OrderDetailView'
import { orderQueries } from '~/client/queries/orders'
import { ApiCallError } from '~/shared/api/result'

export const Route = createFileRoute('/mypage/manageorder/orderdetail/$orderno')({
  loader: async ({ context: { queryClient }, params: { orderno } }) => {
    if (!/^\d{14,20}$/.test(orderno)) throw notFound()
    try {
      await queryClient.ensureQueryData(orderQueries.detail(orderno))
    } catch (e) {
      // Only the owner sees an order: anyone else gets the same 404 as a missing one.
      if (e instanceof ApiCallError && (e.body.status === 404 || e.body.status === 401)) throw notFound()
      throw e
    }
  },
  head: () => ({ meta: [{ title: '주문 상세 | 다비치마켓' }] }),
  staticData: { layout: 'mypage', title: '주문 상세' },
  component: Page,
})

function Page() {
  const { orderno } = Route.useParams()
  const { data } = useSuspenseQuery(orderQueries.detail(orderno))
  return (
    <MypageSection>
      <OrderDetailView o={data} />
    </MypageSection>
  )
}
