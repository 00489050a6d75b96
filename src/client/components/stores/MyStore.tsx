import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { reservationQueries } from '~/client/queries/reservations'
import { storeQueries } from '~/client/queries/stores'
import { ReservationCard } from './ReservationViews'
import { StoreDetailSkeleton, StoreDetailView } from './StoreDetailView'
import { EmptyState, ErrorState, ListSkeleton, btn } from '~/client/components/ui'

/** The member's store (myStoreCode): detail, reservation shortcut, change via the finder. */
export function MyStorePanel({ context }: { context: 'mystore' | 'storeinfo' }) {
  const q = useQuery(storeQueries.myStore())
  if (q.isPending) return <StoreDetailSkeleton />
  if (!q.data?.store)
    return (
      <EmptyState
        title="아직 나의 매장을 설정하지 않았어요"
        action={
          <Link to="/davichstore" className={btn.primary}>
            매장 찾아 설정하기
          </Link>
        }
      >
        자주 가는 매장을 설정하면 예약과 매장 픽업을 더 빠르게 할 수 있어요.
      </EmptyState>
    )
  const s = q.data.store
  return (
    <div className="space-y-4">
      {context === 'storeinfo' ? <p className="text-sm text-gray-600">매장 픽업 주문과 방문 예약에 기본으로 사용하는 매장이에요.</p> : null}
      <StoreDetailView store={s} isMyStore reserveHref={`/davichstore/reservation?storeNo=${s.storeNo}`} />
      <Link to="/davichstore" className={`${btn.secondary} w-full`}>
        다른 매장으로 변경
      </Link>
    </div>
  )
}

export function VisitList() {
  const q = useQuery(reservationQueries.visits())
  if (q.isPending) return <ListSkeleton rows={3} label="방문 내역을 불러오는 중" />
  if (q.isError)
    return (
      <ErrorState
        title="방문 내역을 불러오지 못했어요"
        action={
          <button type="button" className={btn.secondary} onClick={() => q.refetch()}>
            다시 시도
          </button>
        }
      />
    )
  if (!q.data.reservations.length)
    return (
      <EmptyState
        title="아직 매장을 방문한 내역이 없어요"
        action={
          <Link to="/davichstore/reservation" className={btn.primary}>
            방문 예약하기
          </Link>
        }
      >
        방문 예약 후 매장에서 확인되면 이곳에 기록돼요.
      </EmptyState>
    )
  return (
    <>
      <p className="mb-2 text-[13px] text-gray-500">총 {q.data.total}건</p>
      <ul className="space-y-3" aria-label="방문 내역">
        {q.data.reservations.map((r) => (
          <ReservationCard key={r.reservationNo} r={r} href={`/mypage/manageorder/reservation/${r.reservationNo}`} />
        ))}
      </ul>
    </>
  )
}
