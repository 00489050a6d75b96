import { useQuery } from '@tanstack/react-query'
import { formatDate8 } from '~/shared/format'
import { orderQueries } from '~/client/queries/orders'
import { Badge, EmptyState, ListSkeleton, Won } from '~/client/components/ui'
import { Failed } from './history'

export function DigitalCouponListView() {
  const q = useQuery(orderQueries.digitalCoupons())
  if (q.isPending) return <ListSkeleton rows={2} media />
  if (q.isError) return <Failed retry={() => void q.refetch()} />
  if (!q.data.coupons.length) return <EmptyState title="구매하신 디지털 쿠폰이 없어요." />
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {q.data.coupons.map((c) => (
        <li key={c.couponNo} className="rounded-2xl border border-gray-100 p-4 text-sm">
          <div className="flex items-center justify-between">
            <p className="font-bold">{c.couponNm}</p>
            <Badge tone={c.status === '사용가능' ? 'brand' : 'gray'} className="px-2 text-xs">
              {c.status}
            </Badge>
          </div>
          <Won value={c.amount} className="mt-1 block text-lg font-bold" />
          <p className="mt-1 text-xs text-gray-500">
            {c.payMethodNm}
            {c.cardCompanyName ? ` · ${c.cardCompanyName}` : ''} · 구매 {formatDate8(c.buyYmd, '.')} · ~{formatDate8(c.expireYmd, '.')}
          </p>
        </li>
      ))}
    </ul>
  )
}
