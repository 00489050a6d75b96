import { useQuery } from '@tanstack/react-query'
import { formatServerTime } from '~/shared/format'
import { orderQueries } from '~/client/queries/orders'
import { Card, ListSkeleton, Row } from '~/client/components/ui'
import { StatusBadge } from '~/client/components/commerce/StatusBadge'
import { NoOrder } from './history'
import { StatusTimeline } from '~/client/components/commerce/OrderDetailView'

export function DeliveryDetailView({ ordNo }: { ordNo?: string }) {
  const q = useQuery({ ...orderQueries.detail(ordNo ?? ''), enabled: !!ordNo, retry: false })
  if (!ordNo) return <NoOrder title="조회할 주문을 선택해 주세요." to="/mypage/manageorder/delivery" label="배송 조회 목록" />
  if (q.isPending) return <ListSkeleton rows={2} media />
  if (q.isError) return <NoOrder title="주문 정보를 찾을 수 없어요." to="/mypage/manageorder/delivery" label="배송 조회 목록" />
  const o = q.data
  return (
    <div className="space-y-4">
      <Card title="배송 정보" id="dd-courier" aside={<StatusBadge status={o.status} name={o.statusNm} />}>
        <dl>
          <Row label="주문번호">{o.ordNo}</Row>
          <Row label="택배사">{o.courier.courierNm ?? '발송 전이에요'}</Row>
          {o.courier.invoiceNo ? <Row label="송장번호">{o.courier.invoiceNo}</Row> : null}
          {o.courier.dispatchDttm ? <Row label="발송일">{formatServerTime(o.courier.dispatchDttm)}</Row> : null}
          {o.courier.deliveredDttm ? <Row label="배송 완료">{formatServerTime(o.courier.deliveredDttm)}</Row> : null}
        </dl>
      </Card>
      <Card title="진행 상태" id="dd-timeline">
        <StatusTimeline o={o} />
      </Card>
    </div>
  )
}
