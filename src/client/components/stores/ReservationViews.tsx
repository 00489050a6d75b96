import { Link } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { reservationQueries } from '~/client/queries/reservations'
import type { Reservation } from '~/shared/api/store-types'
import { formatDate8, formatHHMM, formatNumber, weekdayKo } from '~/shared/format'
import { purposeLabel } from '~/shared/reservation/purposes'
import { useDialog } from '../Dialogs'
import { DateSlotPicker } from './DateSlotPicker'
import { Badge, EmptyState, ErrorState, ListSkeleton, btn, chipClass } from '~/client/components/ui'

const ymdLabel = (d: string) => `${formatDate8(d, '.')}(${weekdayKo(d)})`
const STATUS_TONE = { RESERVED: 'brand', VISITED: 'gray', CANCELLED: 'accent', NOSHOW: 'amber' } as const

export function ReservationStatusBadge({ r }: { r: Pick<Reservation, 'status' | 'statusNm'> }) {
  return <Badge tone={STATUS_TONE[r.status]}>{r.statusNm}</Badge>
}

export function ReservationCard({ r, href }: { r: Reservation; href?: string }) {
  const body = (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-gray-500">예약번호 {r.reservationNo}</p>
        <ReservationStatusBadge r={r} />
      </div>
      <p className="mt-2 text-[15px] font-bold">
        {ymdLabel(r.rsvDate)} {formatHHMM(r.rsvTime)}
      </p>
      <p className="mt-0.5 text-sm text-gray-700">{r.storeName}</p>
      <p className="mt-1 text-[13px] text-gray-500">
        {purposeLabel(r.purposeGroup, r.purpose)}
        {r.channel === 'HOMESHOPPING' ? ` · ${r.hsChannel} 구매` : ''}
        {r.goodsList.length ? ` · 상품 ${r.goodsList.length}건` : ''}
      </p>
    </>
  )
  return (
    <li>
      {href ? (
        <Link to={href} className="block rounded-2xl border border-gray-200 p-4 hover:border-gray-400">
          {body}
        </Link>
      ) : (
        <div className="rounded-2xl border border-gray-200 p-4">{body}</div>
      )}
    </li>
  )
}

const TABS = [
  ['upcoming', '예정된 예약'],
  ['past', '지난 예약'],
  ['cancelled', '취소한 예약'],
  ['all', '전체'],
] as const

export function MemberReservationList() {
  const [status, setStatus] = useState<(typeof TABS)[number][0]>('upcoming')
  const list = useQuery(reservationQueries.list(status))
  return (
    <div>
      <div role="tablist" aria-label="예약 구분" className="scrollbar-none -mx-4 mb-4 flex gap-2 overflow-x-auto px-4">
        {TABS.map(([k, name]) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={status === k}
            onClick={() => setStatus(k)}
            className={chipClass(status === k)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {list.isPending ? (
          <ListSkeleton rows={3} label="예약 내역을 불러오는 중" />
        ) : list.isError ? (
          <ErrorState
            title="예약 내역을 불러오지 못했어요"
            action={
              <button type="button" className={btn.secondary} onClick={() => list.refetch()}>
                다시 시도
              </button>
            }
          />
        ) : !list.data.reservations.length ? (
          <EmptyState
            title={status === 'upcoming' ? '예정된 방문 예약이 없어요' : '예약 내역이 없어요'}
            action={
              <Link to="/davichstore/reservation" className={btn.primary}>
                방문 예약하기
              </Link>
            }
          >
            가까운 매장을 찾아 시력검사와 상담을 예약해 보세요.
          </EmptyState>
        ) : (
          <>
            <p className="mb-2 text-[13px] text-gray-500">총 {list.data.total}건</p>
            <ul className="space-y-3" aria-label="방문 예약 목록">
              {list.data.reservations.map((r) => (
                <ReservationCard key={r.reservationNo} r={r} href={`/mypage/manageorder/reservation/${r.reservationNo}`} />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  )
}

/** Detail with change (date/time) and cancel (confirm dialog). `onCancel`/`onChange` absent → read-only (guests). */
export function ReservationDetail({ r, onCancel, canChange }: { r: Reservation; onCancel?: () => Promise<void>; canChange?: boolean }) {
  const [changing, setChanging] = useState(false)
  const [date, setDate] = useState<string | null>(null)
  const [time, setTime] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const dialog = useDialog()
  const qc = useQueryClient()
  const changeable = r.changeableYn === 'Y'

  const saveChange = async () => {
    if (!date || !time) return
    if (!(await dialog.confirm(`새 방문 일시는 ${ymdLabel(date)} ${formatHHMM(time)}입니다. 예약을 변경할까요?`, { confirmLabel: '변경' })))
      return
    setBusy(true)
    const res = await getApi().reservation.change(r.reservationNo, { rsvDate: date, rsvTime: time })
    setBusy(false)
    if (!res.ok) {
      await dialog.warn(res.error.errors[0]?.reason ?? '예약을 변경하지 못했어요.')
      void qc.invalidateQueries({ queryKey: reservationQueries.slotsAll })
      return
    }
    qc.setQueryData(reservationQueries.detail(r.reservationNo).queryKey, res.data)
    void qc.invalidateQueries({ queryKey: reservationQueries.listAll })
    setChanging(false)
    await dialog.alert('예약 일시를 변경했어요.')
  }

  return (
    <div className="space-y-5">
      <section className="rounded-2xl border border-gray-200 p-5" aria-labelledby="rsv-title">
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs text-gray-500">
            예약번호{' '}
            <span className="font-semibold text-gray-800" data-testid="reservation-no">
              {r.reservationNo}
            </span>
          </p>
          <ReservationStatusBadge r={r} />
        </div>
        <h2 id="rsv-title" className="mt-2 text-lg font-bold" data-testid="reservation-when">
          {ymdLabel(r.rsvDate)} {formatHHMM(r.rsvTime)}
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex gap-4">
            <dt className="w-20 shrink-0 text-gray-500">매장</dt>
            <dd>
              <p className="font-semibold">{r.storeName}</p>
              <p className="text-[13px] text-gray-500">{r.storeAddress}</p>
              <a className="text-[13px] text-brand-700 underline" href={`tel:${r.storeTelNo.replace(/-/g, '')}`}>
                {r.storeTelNo}
              </a>
            </dd>
          </div>
          <div className="flex gap-4">
            <dt className="w-20 shrink-0 text-gray-500">방문 목적</dt>
            <dd>
              {purposeLabel(r.purposeGroup, r.purpose)}
              {r.eyeTestYn === 'Y' ? ' (시력검사 희망)' : ''}
            </dd>
          </div>
          {r.channel === 'HOMESHOPPING' ? (
            <div className="flex gap-4">
              <dt className="w-20 shrink-0 text-gray-500">홈쇼핑</dt>
              <dd>
                {r.hsChannel} · 주문번호 {r.hsOrderNo}
                <br />
                {r.hsGoodsNm}
              </dd>
            </div>
          ) : null}
          {r.guestName ? (
            <div className="flex gap-4">
              <dt className="w-20 shrink-0 text-gray-500">예약자</dt>
              <dd>
                {r.guestName} · {r.guestMobile}
              </dd>
            </div>
          ) : null}
          {r.lensIndex ? (
            <div className="flex gap-4">
              <dt className="w-20 shrink-0 text-gray-500">렌즈 굴절률</dt>
              <dd data-testid="reservation-lens-index">
                {r.lensIndex}
                {r.lensFrame ? ` (안경테 ${r.lensFrame.split('-')[0]}에서 비교)` : ''}
              </dd>
            </div>
          ) : null}
          {r.note ? (
            <div className="flex gap-4">
              <dt className="w-20 shrink-0 text-gray-500">요청사항</dt>
              <dd className="break-words">{r.note}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      {r.goodsList.length ? (
        <section aria-labelledby="rsv-goods" className="rounded-2xl border border-gray-200 p-5">
          <h3 id="rsv-goods" className="text-sm font-bold">
            예약 상품
          </h3>
          <ul className="mt-3 divide-y divide-gray-100">
            {r.goodsList.map((g) => (
              <li key={`${g.goodsNo}-${g.itemNo}`} className="flex gap-3 py-3">
                <img src={g.imgSrc} alt={g.goodsNm} width={64} height={64} className="h-16 w-16 rounded-xl bg-gray-50 object-cover" />
                <div className="min-w-0 text-sm">
                  <p className="text-xs text-gray-500">{g.brandNm}</p>
                  <p className="font-medium">{g.goodsNm}</p>
                  <p className="text-xs text-gray-500">
                    {g.itemNm ? `${g.itemNm} · ` : ''}
                    {g.buyQtt}개 · {formatNumber(g.salePrice)}원 {g.reservationOnlyYn === 'Y' ? '· 예약전용' : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {changing && canChange ? (
        <section aria-labelledby="rsv-change" className="rounded-2xl bg-brand-50/50 p-4 md:p-5">
          <h3 id="rsv-change" className="mb-4 text-sm font-bold">
            변경할 날짜와 시간을 선택해 주세요
          </h3>
          <DateSlotPicker
            storeNo={r.storeNo}
            date={date}
            time={time}
            onChange={(d, t) => {
              setDate(d)
              setTime(t)
            }}
          />
          <div className="mt-5 flex gap-2">
            <button type="button" className={`${btn.secondary} w-28`} onClick={() => setChanging(false)}>
              닫기
            </button>
            <button type="button" className={`${btn.primary} flex-1`} disabled={!date || !time || busy} onClick={saveChange}>
              {busy ? '변경하는 중…' : '이 시간으로 변경'}
            </button>
          </div>
        </section>
      ) : null}

      {changeable && (onCancel || canChange) ? (
        <div className="grid grid-cols-2 gap-2">
          {onCancel ? (
            <button
              type="button"
              className={btn.secondary}
              disabled={busy}
              onClick={async () => {
                if (
                  !(await dialog.confirm('방문 예약을 취소할까요? 취소한 예약은 되돌릴 수 없어요.', {
                    confirmLabel: '예약 취소',
                    cancelLabel: '닫기',
                  }))
                )
                  return
                setBusy(true)
                await onCancel()
                setBusy(false)
              }}
            >
              예약 취소
            </button>
          ) : (
            <span />
          )}
          {canChange && !changing ? (
            <button type="button" className={btn.primary} onClick={() => setChanging(true)}>
              일시 변경
            </button>
          ) : null}
        </div>
      ) : r.status === 'RESERVED' ? (
        <p className="rounded-xl bg-gray-50 px-4 py-3 text-[13px] text-gray-600">
          방문 1시간 전부터는 예약을 변경하거나 취소할 수 없어요. 매장으로 전화해 주세요.
        </p>
      ) : null}
    </div>
  )
}
