import { useQuery } from '@tanstack/react-query'
import { formatNumber, formatServerTime } from '~/shared/format'
import { orderQueries } from '~/client/queries/orders'
import { EmptyState } from '~/client/components/ui'
import { PeriodList, periodOf, type PeriodProps } from './history'

export function PaymentCardListView(props: PeriodProps) {
  const q = useQuery(orderQueries.paymentCard(periodOf(props)))
  return (
    <PeriodList {...props} query={q} items={(d) => d.payments} empty={<EmptyState title="이 기간의 결제 내역이 없어요." />}>
      {(payments) => (
        <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-100">
          {payments.map((p, i) => (
            <li key={i} className="flex items-center justify-between gap-3 p-4 text-sm">
              <div>
                <p className="font-medium">
                  {p.payMethodNm}
                  {p.cardCompanyName ? ` · ${p.cardCompanyName}` : ''}
                  {p.bankName ? ` · ${p.bankName}` : ''}
                </p>
                <p className="text-xs text-gray-500">
                  {formatServerTime(p.payDttm)} · <span className="font-mono">{p.ordNo}</span>
                </p>
              </div>
              <p className={`shrink-0 font-bold ${p.amount < 0 ? 'text-accent' : ''}`}>
                {p.kindNm} {formatNumber(p.amount)}원
              </p>
            </li>
          ))}
        </ul>
      )}
    </PeriodList>
  )
}
