import { useQuery } from '@tanstack/react-query'
import { kioskQueries } from '~/client/queries/store-owner'

/** The member's check-ins of today at a store kiosk, with their queue state (shown on the my-page home). */
export function MyVisitQueue() {
  const { data } = useQuery(kioskQueries.myQueue())
  if (!data?.entries.length) return null
  return (
    <section aria-labelledby="my-visit-queue" className="rounded-2xl border border-brand-200 bg-brand-50 p-4" data-testid="my-visit-queue">
      <h2 id="my-visit-queue" className="text-base font-bold text-brand-900">
        오늘 매장 방문 접수
      </h2>
      <ul className="mt-2 space-y-2">
        {data.entries.map((e) => (
          <li key={e.queueNo} className="flex items-center justify-between gap-3 rounded-xl bg-white p-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{e.storeName}</p>
              <p className="text-xs text-gray-600">
                대기 번호 {e.ticketNo} · {e.purpose}
              </p>
            </div>
            <p className="shrink-0 text-right">
              <span className="block text-lg font-bold text-brand-800" data-testid="my-queue-state">
                {e.state}
              </span>
              {e.state === '대기' && e.ahead > 0 ? <span className="text-xs text-gray-600">앞에 {e.ahead}명</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
