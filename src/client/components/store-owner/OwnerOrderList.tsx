import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { OwnerOrderQuery } from '~/shared/api/endpoints/store-owner'
import { storeOwnerQueries } from '~/client/queries/store-owner'
import { PeriodFilter } from '../commerce/PeriodFilter'
import { EmptyState, ErrorState, ListSkeleton, btn, chipClass, field } from '../ui'
import { PickupOrderCard } from './PickupOrderCard'
import { ReservationCard } from './ReservationCard'

type Q = Required<OwnerOrderQuery>
const KINDS = [
  ['pickup', '픽업 주문'],
  ['booking', '예약 상품'],
] as const

/** Pickup orders and reservation-only bookings of the owner's store: period, search by order number or mobile. */
export function OwnerOrderList({ q, onChange }: { q: Q; onChange: (n: Q) => void }) {
  const { data, isPending, isError, refetch } = useQuery(storeOwnerQueries.orders(q))
  const [kw, setKw] = useState(q.keyword)
  const rows = data?.rows ?? 10
  const totalPages = data ? Math.max(1, Math.ceil(data.total / rows)) : 1
  return (
    <div className="space-y-4">
      <div className="flex gap-2" role="tablist" aria-label="주문 구분">
        {KINDS.map(([k, label]) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={q.kind === k}
            className={chipClass(q.kind === k)}
            onClick={() => onChange({ ...q, kind: k, page: 1 })}
          >
            {label}
          </button>
        ))}
      </div>
      <PeriodFilter from={q.from} to={q.to} onChange={(p) => onChange({ ...q, ...p, page: 1 })} />
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          onChange({ ...q, keyword: kw.trim(), page: 1 })
        }}
      >
        <label htmlFor="owner-order-search" className="sr-only">
          {q.kind === 'pickup' ? '주문번호 또는 휴대폰 번호 뒤 4자리' : '휴대폰 번호 뒤 4자리'}
        </label>
        <input
          id="owner-order-search"
          className={field.input}
          inputMode="numeric"
          maxLength={20}
          placeholder={q.kind === 'pickup' ? '주문번호 또는 휴대폰 번호 뒤 4자리' : '휴대폰 번호 뒤 4자리'}
          value={kw}
          onChange={(e) => setKw(e.target.value)}
        />
        <button type="submit" className={btn.dark}>
          검색
        </button>
      </form>
      {isPending ? (
        <ListSkeleton rows={3} media />
      ) : isError || !data ? (
        <ErrorState
          action={
            <button type="button" className={btn.primary} onClick={() => void refetch()}>
              다시 불러오기
            </button>
          }
        >
          잠시 후 다시 시도해 주세요.
        </ErrorState>
      ) : data.total === 0 ? (
        <EmptyState title={q.keyword ? '검색 결과가 없어요.' : '이 기간의 주문이 없어요.'}>
          {q.keyword ? '주문번호나 휴대폰 번호를 다시 확인해 주세요.' : '조회 기간을 넓혀 보세요.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-gray-600">총 {data.total}건</p>
          <ul className="space-y-3">
            {q.kind === 'pickup'
              ? data.orders.map((o) => <PickupOrderCard key={o.ordNo} o={o} />)
              : data.bookings.map((r) => <ReservationCard key={r.reservationNo} r={r} showDate />)}
          </ul>
          {totalPages > 1 ? (
            <nav aria-label="페이지" className="flex items-center justify-center gap-3">
              <button type="button" className={btn.small} disabled={q.page <= 1} onClick={() => onChange({ ...q, page: q.page - 1 })}>
                이전
              </button>
              <span className="text-sm tabular-nums">
                {q.page} / {totalPages}
              </span>
              <button
                type="button"
                className={btn.small}
                disabled={q.page >= totalPages}
                onClick={() => onChange({ ...q, page: q.page + 1 })}
              >
                다음
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  )
}
