import { useQuery } from '@tanstack/react-query'
import { formatServerTime } from '~/shared/format'
import { storeOwnerQueries } from '~/client/queries/store-owner'
import { Badge, EmptyState, ErrorState, ListSkeleton, btn } from '../ui'

/** Fitting sessions at the owner's store (consenting customers only): face shape, width, PD, frames tried. */
export function StoreFaceInfo() {
  const { data, isPending, isError, refetch } = useQuery(storeOwnerQueries.faceInfo())
  if (isPending) return <ListSkeleton rows={3} />
  if (isError || !data)
    return (
      <ErrorState
        action={
          <button type="button" className={btn.primary} onClick={() => void refetch()}>
            다시 불러오기
          </button>
        }
      >
        잠시 후 다시 시도해 주세요.
      </ErrorState>
    )
  if (!data.sessions.length)
    return <EmptyState title="아직 피팅 기록이 없어요.">매장의 스마트 피팅 미러에서 고객이 피팅하면 여기에 모여요.</EmptyState>
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {data.sessions.map((s) => (
        <li key={s.sessionNo} className="min-w-0 rounded-2xl border border-gray-200 bg-white p-4" data-testid="fitting-session">
          <div className="flex items-center justify-between gap-2">
            <p className="font-semibold">
              {s.customerName} <span className="text-sm font-normal text-gray-600">{s.customerMobile}</span>
            </p>
            <Badge tone="brand" className="px-2 text-xs">
              {s.faceShapeNm}
            </Badge>
          </div>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-center text-sm">
            <div className="rounded-xl bg-gray-50 p-2">
              <dt className="text-xs text-gray-600">얼굴 폭</dt>
              <dd className="font-semibold">{s.faceWidth != null ? `${s.faceWidth}mm` : '-'}</dd>
            </div>
            <div className="rounded-xl bg-gray-50 p-2">
              <dt className="text-xs text-gray-600">PD</dt>
              <dd className="font-semibold">{s.pd != null ? `${s.pd}mm` : '-'}</dd>
            </div>
            <div className="rounded-xl bg-gray-50 p-2">
              <dt className="text-xs text-gray-600">착용해 본 테</dt>
              <dd className="font-semibold">
                {s.frames}개{s.liked ? ` · 찜 ${s.liked}` : ''}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-gray-600">피팅 {formatServerTime(s.fittedDttm)}</p>
        </li>
      ))}
    </ul>
  )
}
