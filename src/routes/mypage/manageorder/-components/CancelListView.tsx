import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { formatNumber, formatServerTime } from '~/shared/format'
import { ClaimProgress } from '~/client/components/commerce/ClaimProgress'
import { orderQueries } from '~/client/queries/orders'
import { EmptyState, btn } from '~/client/components/ui'
import { StatusBadge } from '~/client/components/commerce/StatusBadge'
import { PeriodList, periodOf, type PeriodProps } from './history'

export function CancelListView(props: PeriodProps) {
  const q = useQuery(orderQueries.claims(periodOf(props)))
  return (
    <PeriodList {...props} query={q} items={(d) => d.claims} empty={<EmptyState title="이 기간에 취소·반품하신 내역이 없어요." />}>
      {(claims) => (
        <ul className="space-y-3">
          {claims.map((c) => (
            <li key={c.claimNo} className="rounded-2xl border border-gray-100 p-4 text-sm">
              <div className="mb-1 flex items-center justify-between text-xs text-gray-500">
                <span>
                  {formatServerTime(c.regDttm, 'YYYY.MM.DD')} · <span className="font-mono">{c.ordNo}</span>
                </span>
                <StatusBadge status={c.status} name={c.statusNm} />
              </div>
              <p className="font-medium">{c.firstGoodsNm}</p>
              <p className="mt-1 text-gray-600">
                {c.kind === 'CANCEL' ? '주문 취소' : c.kind === 'EXCHANGE' ? '교환' : '반품'} · {c.reasonNm}
                {c.reasonText ? ` (${c.reasonText})` : ''}
              </p>
              <ClaimProgress c={c} />
              <p className="mt-1 font-bold">
                환불 {formatNumber(c.refundAmt)}원
                {c.returnFee ? (
                  <span className="ml-1 text-xs font-normal text-gray-500">(반품 배송비 {formatNumber(c.returnFee)}원 차감)</span>
                ) : null}
              </p>
              <Link className={`${btn.small} mt-2`} to="/mypage/manageorder/orderdetail/$orderno" params={{ orderno: c.ordNo }}>
                주문 상세
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PeriodList>
  )
}
