import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, Link } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { getApi } from '~/client/api'
import { useDialog } from '~/client/components/Dialogs'
import { ReservationDetail } from '~/client/components/stores/ReservationViews'
import { PageTitle } from '~/client/components/ui'
import { reservationQueries } from '~/client/queries/reservations'

export const Route = createFileRoute('/mypage/manageorder/reservation/$id')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    const member = ctx.context.member
    if (member?.authRole === 'ROLE_USER') {
      if (!/^R\d{8}[A-Z0-9]{5}$/.test(ctx.params.id)) throw notFound()
      if (!(await queryClient.ensureQueryData(reservationQueries.detail(ctx.params.id)))) throw notFound()
    }
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { title: '방문 예약 상세' },
  component: Page,
})

function Page() {
  const { id } = Route.useParams()
  return <Detail id={id} />
}

function Detail({ id }: { id: string }) {
  const { data: r } = useSuspenseQuery(reservationQueries.detail(id))
  const qc = useQueryClient()
  const dialog = useDialog()
  if (!r) return null
  const cancel = async () => {
    const res = await getApi().reservation.cancel(id)
    if (!res.ok) return void dialog.warn(res.error.errors[0]?.reason ?? '예약을 취소하지 못했어요.')
    qc.setQueryData(reservationQueries.detail(id).queryKey, res.data)
    void qc.invalidateQueries({ queryKey: reservationQueries.listAll })
    await dialog.alert('방문 예약을 취소했어요.')
  }
  return (
    <div className="pb-10">
      <PageTitle>방문 예약 상세</PageTitle>
      <ReservationDetail r={r} onCancel={cancel} canChange />
      <Link to="/mypage/manageorder/reservation" className="mt-6 block text-center text-sm text-gray-500 underline">
        예약 목록으로
      </Link>
    </div>
  )
}
