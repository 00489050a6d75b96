import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { btn, EmptyState, ListSkeleton } from '~/client/components/ui'
import { benefitQueries } from '~/client/queries/benefits'
import { formatNumber } from '~/shared/format'
import { Failed, ymdDots } from './shared'

/**
 * Store points (다비치포인트) beside the market points: the store system's copy — card, balance and history
 * (earned at the till, spent at the till, reviews, refunds). Not linked yet → the way to 통합회원.
 */
export function StorePointView() {
  const [page, setPage] = useState(1)
  const q = useQuery(benefitQueries.storePoints(page))
  if (q.isPending) return <ListSkeleton rows={3} />
  if (q.isError) return <Failed what="다비치포인트" retry={() => void q.refetch()} />
  const d = q.data
  if (!d.linked)
    return (
      <EmptyState
        title="매장 멤버십을 통합하면 다비치포인트가 보여요."
        action={
          <Link to="/account/integration" className={btn.primary}>
            매장 멤버십 통합하기
          </Link>
        }
      >
        다비치 매장에서 쌓은 포인트와 구매 내역, 스탬프를 온라인에서 함께 볼 수 있어요.
      </EmptyState>
    )
  const pages = Math.max(1, Math.ceil(d.total / d.rows))
  return (
    <>
      <div className="mb-4 rounded-2xl bg-brand-700 p-5 text-white">
        <p className="text-sm text-brand-50">사용 가능한 다비치포인트</p>
        <p className="mt-1 text-3xl font-bold">
          {formatNumber(d.balance)}
          <span className="ml-0.5 text-lg">P</span>
        </p>
        <p className="mt-2 text-sm text-brand-50">
          {d.storeNm} · {d.gradeNm} · 카드 {d.cardNoMasked}
        </p>
        <p className="mt-1 text-xs text-brand-50">매장에서 결제할 때 쓸 수 있고, 적립일부터 3년 동안 유효해요.</p>
      </div>
      {!d.lines.length ? (
        <p className="rounded-2xl bg-gray-50 p-4 text-sm text-gray-600">아직 다비치포인트 내역이 없어요.</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200" aria-label="다비치포인트 내역">
          {d.lines.map((l) => (
            <li key={l.entryId} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-gray-900">{l.kind}</p>
                <p className="text-xs text-gray-600">
                  {ymdDots(l.occurredAt)}
                  {l.storeNm ? ` · ${l.storeNm}` : ''}
                  {l.amount > 0 && l.expireAt ? ` · ${ymdDots(l.expireAt)} 소멸 예정` : ''}
                </p>
              </div>
              <p className={`shrink-0 text-base font-bold ${l.amount > 0 ? 'text-brand-700' : 'text-gray-900'}`}>
                {l.amount > 0 ? '+' : '−'}
                {formatNumber(Math.abs(l.amount))}P
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="다비치포인트 내역 페이지" className="mt-4 flex items-center justify-center gap-2">
          <button type="button" className={btn.small} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            이전
          </button>
          <span className="text-sm text-gray-600">
            {page} / {pages}
          </span>
          <button type="button" className={btn.small} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            다음
          </button>
        </nav>
      ) : null}
    </>
  )
}
