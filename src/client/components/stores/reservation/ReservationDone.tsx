import { CalendarCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from '@tanstack/react-router'
import type { Reservation } from '~/shared/api/store-types'
import { formatHHMM } from '~/shared/format'
import { purposeLabel } from '~/shared/reservation/purposes'
import { btn } from '~/client/components/ui'
import { ymdLabel } from './ConfirmStep'

export function ReservationDone({ r, mode }: { r: Reservation; mode: 'member' | 'guest' }) {
  // The confirmation replaces the wizard whose 예약하기 button was far down the page: it opens at the page's top
  // (its title, then this), and the screen reader hears that it is done.
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    window.scrollTo({ top: 0 })
    title.current?.focus({ preventScroll: true })
  }, [])
  return (
    <section className="rounded-2xl border border-gray-200 p-6 text-center" aria-labelledby="done-title">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600" aria-hidden="true">
        <CalendarCheck size={28} strokeWidth={1.75} />
      </span>
      <h2 id="done-title" ref={title} tabIndex={-1} className="mt-3 text-lg font-bold outline-none">
        방문 예약이 완료되었어요
      </h2>
      <p className="mt-1 text-sm text-gray-500">
        예약 시간에 맞춰 매장으로 방문해 주세요.{mode === 'guest' ? ' 예약번호는 문자로도 보내 드렸어요.' : ''}
      </p>
      <dl className="mx-auto mt-5 max-w-sm space-y-2 rounded-xl bg-gray-50 p-4 text-left text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-gray-500">예약번호</dt>
          <dd className="font-bold tracking-wide" data-testid="reservation-no">
            {r.reservationNo}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-500">매장</dt>
          <dd className="text-right font-medium">{r.storeName}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-500">일시</dt>
          <dd className="font-medium">
            {ymdLabel(r.rsvDate)} {formatHHMM(r.rsvTime)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-500">목적</dt>
          <dd className="text-right font-medium">{purposeLabel(r.purposeGroup, r.purpose)}</dd>
        </div>
        {r.guestName ? (
          <div className="flex justify-between gap-4">
            <dt className="text-gray-500">예약자</dt>
            <dd className="font-medium">
              {r.guestName} · {r.guestMobile}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        {mode === 'member' ? (
          <Link className={btn.primary} to="/mypage/manageorder/reservation/$id" params={{ id: r.reservationNo }}>
            예약 내역 보기
          </Link>
        ) : (
          <Link className={btn.primary} to="/mypage/myservice/guestlist">
            비회원 예약 조회
          </Link>
        )}
        <Link className={btn.secondary} to="/main">
          쇼핑 계속하기
        </Link>
      </div>
    </section>
  )
}
