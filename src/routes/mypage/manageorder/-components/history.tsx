import { Link } from '@tanstack/react-router'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PeriodFilter } from '~/client/components/commerce/PeriodFilter'
import { EmptyState, ErrorState, ListSkeleton, btn } from '~/client/components/ui'

export type Period = { from: string; to: string; page: number }
export type OnPeriod = (p: { from: string; to: string; page?: number }) => void
/** What a period list's route hands its view: the period in the URL and how to change it. */
export type PeriodProps = Period & { onChange: OnPeriod }
/** The page of a period list its query asks for (20 rows). */
export const periodOf = ({ from, to, page }: Period) => ({ from, to, page, rows: 20 })

export function Failed({ retry }: { retry: () => void }) {
  return (
    <ErrorState
      title="내역을 불러오지 못했어요."
      action={
        <button type="button" className={btn.secondary} onClick={retry}>
          다시 시도
        </button>
      }
    >
      네트워크 상태를 확인한 뒤 다시 시도해 주세요.
    </ErrorState>
  )
}

/** An order page with no order to show (none named, or not the member's): what happened, and the way back to a list. */
export function NoOrder({
  title,
  to,
  label,
}: {
  title: string
  to: '/mypage/manageorder/delivery' | '/mypage/manageorder/orderlist'
  label: string
}) {
  return (
    <EmptyState
      title={title}
      action={
        <Link className={btn.primary} to={to}>
          {label}
        </Link>
      }
    />
  )
}

/** A my-page list over a period: the period picker, then the query's skeleton, error (with a retry), empty state or items. */
export function PeriodList<D, T>({
  from,
  to,
  onChange,
  query,
  items,
  empty,
  children,
}: PeriodProps & {
  query: UseQueryResult<D>
  items: (data: D) => T[]
  empty: ReactNode
  children: (items: T[]) => ReactNode
}) {
  const list = query.data ? items(query.data) : []
  return (
    <>
      <PeriodFilter from={from} to={to} onChange={(p) => onChange({ ...p, page: 1 })} />
      {query.isPending ? (
        <ListSkeleton rows={2} media />
      ) : query.isError ? (
        <Failed retry={() => void query.refetch()} />
      ) : !list.length ? (
        empty
      ) : (
        children(list)
      )}
    </>
  )
}
