import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatDate8, weekdayKo } from '~/shared/format'
import { storeOwnerQueries } from '~/client/queries/store-owner'
import { useMember } from '~/client/hooks/useMember'
import { StoreDetailView } from '../stores/StoreDetailView'
import { ErrorState, ListSkeleton, btn } from '../ui'
import { KioskStart } from './KioskStart'
import { PickupOrderCard } from './PickupOrderCard'
import { QueueBoard } from './QueueBoard'
import { ReservationCard } from './ReservationCard'

export const STORE_OWNER_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['/mypagestore/manageorder/orderlist', '매장 주문 관리'],
  ['/mypagestore/myfaceinfo', '고객 얼굴형·피팅 기록'],
  ['/mypagestore/myactivity/cart', '장바구니'],
  ['/mypagestore/myactivity/dibs', '찜한 상품'],
]

function Section({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex items-end justify-between gap-2">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}

/** /mypagestore: today at the owner's store — counts, reservations by time, pickups to hand over, the queue. */
export function StoreDashboard() {
  const { data: d, isPending, isError, refetch } = useQuery({ ...storeOwnerQueries.dashboard(), refetchInterval: 30_000 })
  const { signOut } = useMember()
  if (isPending) return <ListSkeleton rows={4} label="오늘의 매장 현황을 불러오는 중" />
  if (isError || !d)
    return (
      <ErrorState
        action={
          <button type="button" className={btn.primary} onClick={() => void refetch()}>
            다시 불러오기
          </button>
        }
      >
        잠시 후 다시 시도해 주세요. 계속되면 본사 운영팀에 문의해 주세요.
      </ErrorState>
    )
  const tiles: Array<[string, number, string]> = [
    ['오늘 예약', d.counts.reservations, `방문 ${d.counts.visited}명`],
    ['픽업 준비 필요', d.counts.pickupsWaiting, '결제완료 주문'],
    ['수령 대기', d.counts.pickupsReady, '상품준비완료'],
    ['방문 대기', d.counts.queueWaiting, `진행 중 ${d.counts.queueInProgress}명`],
  ]
  return (
    <div className="space-y-8">
      <header className="rounded-2xl bg-brand-700 p-5 text-white">
        <p className="text-sm opacity-90">가맹점 마이페이지</p>
        <h1 className="mt-1 text-xl font-bold" data-testid="owner-store-name">
          {d.store.storeName}
        </h1>
        <p className="mt-1 text-sm opacity-95">
          {formatDate8(d.today, '.')} ({weekdayKo(d.today)}) 오늘의 매장 현황
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-2 md:grid-cols-4">
          {tiles.map(([label, n, sub]) => (
            <div key={label} className="rounded-xl bg-white/10 p-3">
              <dt className="text-xs opacity-90">{label}</dt>
              <dd className="mt-0.5 text-2xl font-bold tabular-nums">{n}</dd>
              <dd className="text-xs opacity-90">{sub}</dd>
            </div>
          ))}
        </dl>
      </header>

      <nav aria-label="가맹점 메뉴">
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {STORE_OWNER_LINKS.map(([href, label]) => (
            <li key={href}>
              <Link
                to={href}
                className="flex min-h-12 items-center justify-center rounded-xl border border-gray-200 bg-white px-2 text-center text-sm font-semibold text-gray-800 hover:border-brand-300"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Section
        id="today-reservations"
        title="오늘 예약"
        aside={<span className="text-sm text-gray-600">{d.reservations.length}건 · 시간순</span>}
      >
        {d.reservations.length ? (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {d.reservations.map((r) => (
              <ReservationCard key={r.reservationNo} r={r} />
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl bg-gray-50 p-6 text-center text-sm text-gray-600">오늘은 방문 예약이 없어요.</p>
        )}
      </Section>

      <Section id="today-queue" title="방문 대기" aside={<span className="text-sm text-gray-600">30초마다 새로고침</span>}>
        <QueueBoard queue={d.queue} />
      </Section>

      <Section
        id="pickups"
        title="픽업 주문"
        aside={
          <Link to="/mypagestore/manageorder/orderlist" className="text-sm font-semibold text-brand-700 underline">
            전체 주문 보기
          </Link>
        }
      >
        {d.pickups.length ? (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {d.pickups.map((o) => (
              <PickupOrderCard key={o.ordNo} o={o} />
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl bg-gray-50 p-6 text-center text-sm text-gray-600">전달할 픽업 주문이 없어요.</p>
        )}
      </Section>

      <Section id="kiosk" title="방문 접수 키오스크">
        <KioskStart storeName={d.store.storeName} devices={d.kioskDevices} />
      </Section>

      <Section id="store-info" title="고객에게 보이는 매장 정보">
        <StoreDetailView store={d.store} headingLevel={3} />
      </Section>

      <div className="flex justify-end text-sm text-gray-600">
        <button
          type="button"
          className="underline"
          data-testid="signout"
          onClick={async () => {
            await signOut()
            window.location.assign('/main')
          }}
        >
          로그아웃
        </button>
      </div>
    </div>
  )
}
