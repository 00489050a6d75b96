import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import type { OfflineOrder } from '~/shared/api/commerce-types'
import { formatDate8 } from '~/shared/format'
import { orderQueries } from '~/client/queries/orders'
import { Badge, EmptyState, Won, btn } from '~/client/components/ui'
import { PeriodList, periodOf, type PeriodProps } from './history'

export function OfflineOrderListView(props: PeriodProps) {
  const q = useQuery(orderQueries.offline(periodOf(props)))
  return (
    <PeriodList {...props} query={q} items={(d) => groupSales(d.orders)} empty={<NotIntegrated />}>
      {(sales) => (
        <ul className="space-y-3">
          {sales.map((s) => (
            <li key={s.key} className="rounded-2xl border border-gray-100 p-4 text-sm">
              <div className="flex items-center justify-between gap-2">
                <p className="text-xs text-gray-500">
                  {formatDate8(s.lines[0].purchaseYmd, '.')} · {s.lines[0].storeName}
                </p>
                {s.lines[0].refundedAt ? (
                  <Badge tone="gray" className="px-2 text-xs">
                    환불
                  </Badge>
                ) : null}
              </div>
              <ul className="mt-2 space-y-2">
                {s.lines.map((o) => (
                  <li key={o.offlineNo}>
                    <p className={`font-medium ${o.refundedAt ? 'text-gray-500 line-through' : ''}`}>
                      {o.goodsNm} · {o.qtt}개 · <Won value={o.amount} />
                    </p>
                    {o.prescription ? (
                      <p className="mt-0.5 text-xs text-gray-600">
                        처방 R {o.prescription.right.sph}/{o.prescription.right.cyl}×{o.prescription.right.axis} · L{' '}
                        {o.prescription.left.sph}/{o.prescription.left.cyl}×{o.prescription.left.axis}
                        {o.prescription.pd ? ` · PD ${o.prescription.pd}` : ''}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
              <p className="mt-2 border-t border-gray-100 pt-2">
                <Won value={s.lines.reduce((n, o) => n + o.amount, 0)} className="font-bold" />{' '}
                <span className="text-xs text-gray-500">{s.lines[0].payMethodNm}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </PeriodList>
  )
}

/** No store purchases in the period: most often the store membership is not joined to this account yet. */
function NotIntegrated() {
  return (
    <EmptyState
      title="이 기간에 매장에서 구매하신 내역이 없어요."
      action={
        <Link to="/account/integration" className={btn.secondary}>
          매장 멤버십 통합하기
        </Link>
      }
    >
      매장 멤버십과 통합하시면 매장 구매 내역이 여기에 보여요. 이미 통합하셨다면 기간을 넓혀 보세요.
    </EmptyState>
  )
}

function groupSales(orders: OfflineOrder[]) {
  const out: { key: string; lines: OfflineOrder[] }[] = []
  for (const o of orders) {
    const last = out[out.length - 1]
    if (o.saleId && last?.key === o.saleId) last.lines.push(o)
    else out.push({ key: o.saleId ?? `row-${o.offlineNo}`, lines: [o] })
  }
  return out
}
