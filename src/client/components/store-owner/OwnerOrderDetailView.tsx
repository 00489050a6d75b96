import { Link } from '@tanstack/react-router'
import type { OwnerOrderDetail } from '~/shared/api/store-owner-types'
import { formatDate8, formatHHMM, formatServerTime } from '~/shared/format'
import { getApi } from '../../api'
import { Badge, btn, Card, Row, Won } from '../ui'
import { PickupActions, pickupTone } from './PickupOrderCard'
import { useOwnerAction } from './useOwnerAction'

/** One pickup order of the owner's store: goods, customer (masked), payment, the next steps, the history. */
export function OwnerOrderDetailView({ o }: { o: OwnerOrderDetail }) {
  return (
    <div className="space-y-4">
      <div>
        <Link to="/mypagestore/manageorder/orderlist" className="text-sm text-gray-600 underline">
          ← 매장 주문 목록
        </Link>
        <h1 className="mt-2 text-xl font-bold">매장 픽업 주문</h1>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <Badge tone={pickupTone(o)} className="px-2 text-sm">
            <span data-testid="owner-order-status">{o.statusNm}</span>
          </Badge>
          <span className="text-sm text-gray-600">주문번호 {o.ordNo}</span>
        </div>
      </div>
      {o.actions.length ? (
        <div className="rounded-2xl bg-brand-50 p-4">
          <p className="mb-3 text-sm font-semibold text-brand-900">
            {o.actions.includes('ready')
              ? '상품이 준비되면 고객에게 수령 안내를 보내 주세요.'
              : '고객이 방문하면 수령완료로 처리해 주세요.'}
          </p>
          <PickupActions o={o} size="large" />
        </div>
      ) : null}
      <Card title="주문 상품">
        <ul className="divide-y divide-gray-100">
          {o.lines.map((l) => (
            <li key={l.lineNo} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <img src={l.imgSrc} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-lg bg-gray-50 object-cover" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="text-xs text-gray-600">{l.brandNm}</p>
                <p className="font-semibold">{l.goodsNm}</p>
                <p className="text-gray-600">
                  {l.itemNm} · {l.buyQtt}개
                </p>
                <Won value={l.lineAmt} className="font-semibold" />
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="픽업 정보">
        <Row label="주문자">
          {o.ordererName} · {o.ordererMobile}
        </Row>
        <Row label="픽업 예정">
          {o.pickupYmd ? formatDate8(o.pickupYmd, '.') : '-'} {o.pickupHhmm ? formatHHMM(o.pickupHhmm) : ''}
        </Row>
        <Row label="주문일시">{formatServerTime(o.orderDttm)}</Row>
        {o.pickupStateDttm ? <Row label="최근 처리">{formatServerTime(o.pickupStateDttm)}</Row> : null}
      </Card>
      <Card title="결제 정보">
        <Row label="상품 금액">
          <Won value={o.goodsAmt} />
        </Row>
        {o.couponDcAmt ? (
          <Row label="쿠폰 할인">
            -<Won value={o.couponDcAmt} />
          </Row>
        ) : null}
        {o.pointUseAmt ? (
          <Row label="포인트 사용">
            -<Won value={o.pointUseAmt} />
          </Row>
        ) : null}
        <Row label="결제 금액" strong>
          <Won value={o.payAmt} />
        </Row>
        <Row label="결제 수단">{o.payMethodNm}</Row>
      </Card>
      {o.returns.length ? <ReturnsCard o={o} /> : null}
      <Card title="처리 이력">
        <ol className="space-y-2 text-sm">
          {o.history.map((h, i) => (
            <li key={i} className="flex justify-between gap-3">
              <span>
                {h.memo || h.statusNm}
                {h.byStore ? <span className="ml-1 text-xs text-brand-700">· 매장 {h.actorLoginId}</span> : null}
              </span>
              <span className="shrink-0 text-gray-600">{formatServerTime(h.regDttm, 'MM.DD HH:mm')}</span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  )
}

/** Returns of a store-pickup order come back to its store: the owner receives the goods, then the head office inspects and refunds. */
function ReturnsCard({ o }: { o: OwnerOrderDetail }) {
  const { run, busy } = useOwnerAction()
  return (
    <Card title="반품">
      <ul className="space-y-3 text-sm">
        {o.returns.map((r) => (
          <li key={r.claimNo} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {r.reasonNm} · <span className="font-semibold">{r.stageText}</span>
              <span className="ml-1 text-xs text-gray-600">{formatServerTime(r.regDttm, 'MM.DD HH:mm')} 신청</span>
            </span>
            {r.canReceive ? (
              <button
                type="button"
                className={btn.smallPrimary}
                disabled={busy !== null}
                onClick={() =>
                  void run(`receive-${r.claimNo}`, () => getApi().storeOwner.receiveReturn(r.claimNo), {
                    confirm: '고객에게 반품 상품을 받으셨나요? 확인하면 본사 검수와 환불이 시작돼요.',
                    confirmLabel: '반품 상품 받음',
                    done: '반품 상품을 받았어요. 본사에서 검수 후 환불해요.',
                  })
                }
              >
                {busy === `receive-${r.claimNo}` ? '처리 중…' : '반품 상품 받음'}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  )
}
