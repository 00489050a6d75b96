import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { OrderSummary } from '~/shared/api/commerce-types'
import { formatServerTime } from '~/shared/format'
import { isDeliveryTrackable } from '~/shared/order/status'
import { DELIVERY_METHOD } from '~/shared/rules'
import { orderQueries } from '../../queries/orders'
import { EmptyState, ErrorState, ListSkeleton, Won, btn } from '~/client/components/ui'
import { StatusBadge } from '~/client/components/commerce/StatusBadge'
import { PeriodFilter } from './PeriodFilter'

export function OrderCard({ o, href }: { o: OrderSummary; href: string }) {
  return (
    <li className="rounded-2xl border border-gray-100 p-4">
      <div className="mb-2 flex items-center justify-between text-xs text-gray-500">
        <span>
          {formatServerTime(o.orderDttm, 'YYYY.MM.DD')} · <span className="font-mono">{o.ordNo}</span>
        </span>
        <StatusBadge status={o.status} name={o.statusNm} />
      </div>
      <Link to={href} className="flex gap-3">
        <img src={o.firstImgSrc} alt="" width={64} height={64} className="h-16 w-16 rounded-lg bg-gray-50 object-cover" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="line-clamp-2 font-medium text-gray-900">
            {o.firstGoodsNm}
            {o.lineCount > 1 ? ` 외 ${o.lineCount - 1}건` : ''}
          </p>
          <p className="mt-1 text-xs text-gray-500">
            {o.dlvrMethod === DELIVERY_METHOD.DIRECT ? '매장 픽업' : '택배 배송'} · {o.payMethodNm}
          </p>
          <Won value={o.payAmt} className="mt-1 block font-bold" />
        </div>
      </Link>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Link to={href} className={btn.small}>
          주문 상세
        </Link>
        {isDeliveryTrackable(o) ? (
          <Link to="/mypage/manageorder/deliverydetail" search={{ ordNo: o.ordNo }} className={btn.small}>
            배송 조회
          </Link>
        ) : null}
        {o.canReturnYn === 'Y' ? (
          <Link to="/mypage/manageorder/orderreturn" search={{ ordNo: o.ordNo }} className={btn.small}>
            반품·교환 신청
          </Link>
        ) : null}
      </div>
    </li>
  )
}

export function OrderListView({
  kind,
  from,
  to,
  page,
  onChange,
}: {
  kind: 'list' | 'delivery'
  from: string
  to: string
  page: number
  onChange: (p: { from: string; to: string; page?: number }) => void
}) {
  const q = useQuery(
    kind === 'list' ? orderQueries.list({ from, to, page, rows: 10 }) : orderQueries.delivery({ from, to, page, rows: 10 }),
  )
  return (
    <>
      <PeriodFilter from={from} to={to} onChange={(p) => onChange({ ...p, page: 1 })} />
      {q.isPending ? (
        <ListSkeleton rows={3} media />
      ) : q.isError ? (
        <ErrorState
          title="주문 내역을 불러오지 못했어요."
          action={
            <button type="button" className={btn.secondary} onClick={() => void q.refetch()}>
              다시 시도
            </button>
          }
        />
      ) : !q.data.orders.length ? (
        <EmptyState
          title={kind === 'list' ? '이 기간에 주문하신 내역이 없어요.' : '배송 중인 주문이 없어요.'}
          action={
            <Link to="/main" className={btn.primary}>
              쇼핑하러 가기
            </Link>
          }
        >
          조회 기간을 바꿔 보세요.
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-gray-600">총 {q.data.total}건</p>
          <ul className="space-y-3">
            {q.data.orders.map((o) => (
              <OrderCard key={o.ordNo} o={o} href={`/mypage/manageorder/orderdetail/${o.ordNo}`} />
            ))}
          </ul>
          {q.data.total > page * 10 ? (
            <div className="mt-4 text-center">
              <button type="button" className={btn.secondary} onClick={() => onChange({ from, to, page: page + 1 })}>
                다음 페이지
              </button>
            </div>
          ) : null}
          {page > 1 ? (
            <div className="mt-2 text-center">
              <button type="button" className={btn.small} onClick={() => onChange({ from, to, page: page - 1 })}>
                이전 페이지
              </button>
            </div>
          ) : null}
        </>
      )}
    </>
  )
}
