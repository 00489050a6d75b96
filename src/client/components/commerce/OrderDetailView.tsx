import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { OrderDetail } from '~/shared/api/commerce-types'
import { CANCEL_REASONS, type CancelReason } from '~/shared/codes'
import { formatNumber, formatServerTime } from '~/shared/format'
import { isReservationOnly } from '~/shared/rules'
import { getApi } from '../../api'
import { useDialog } from '../Dialogs'
import { CashReceiptInfo, VbankWaiting } from './CashPayment'
import { OrderAmounts, PaymentInfo, ReceiveInfo } from './Receipt'
import { Card, Won, btn, field } from '~/client/components/ui'
import { ClaimProgress } from './ClaimProgress'
import { StatusBadge } from '~/client/components/commerce/StatusBadge'
import { withJosa } from '~/shared/korean'
import { orderQueries } from '~/client/queries/orders'

export function StatusTimeline({ o }: { o: OrderDetail }) {
  return (
    <ol className="relative ml-2 border-l-2 border-gray-100">
      {o.history.map((h, i) => (
        <li key={i} className="mb-4 ml-4 last:mb-0">
          <span
            aria-hidden="true"
            className={`absolute -left-[7px] mt-1.5 h-3 w-3 rounded-full ${i === o.history.length - 1 ? 'bg-brand-600' : 'bg-gray-300'}`}
          />
          <p className="text-sm font-semibold text-gray-900">{h.statusNm}</p>
          <p className="text-xs text-gray-500">
            {formatServerTime(h.regDttm)} · {h.memo}
          </p>
        </li>
      ))}
    </ol>
  )
}

function CancelForm({ o, onDone }: { o: OrderDetail; onDone: () => void }) {
  const dialog = useDialog()
  const [reason, setReason] = useState<CancelReason['id'] | ''>('')
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [requestKey] = useState(() => crypto.randomUUID()) // one cancel per form, however often it is sent
  async function cancel() {
    if (!reason) return dialog.warn('취소 사유를 선택해 주세요.')
    const gift = o.amounts.giftCardUseAmt
    if (o.status === '30') return requestCancel(reason)
    const ok = await dialog.confirm(
      `주문을 취소하고 ${formatNumber(o.payAmt)}원을 ${withJosa(o.payMethodNm, '으로/로')} 환불할까요?${gift ? ` 상품권으로 결제한 ${formatNumber(gift)}원은 상품권 잔액으로 돌아가요.` : ''}`,
      { confirmLabel: '주문 취소' },
    )
    if (!ok) return
    setBusy(true)
    const r = await getApi().claim.cancel({ ordNo: o.ordNo, reasonCd: reason, reasonText: text, requestKey })
    setBusy(false)
    if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '취소하지 못했어요. 잠시 후 다시 시도해 주세요.')
    await dialog.alert(
      `주문이 취소되었어요. ${formatNumber(r.data.claim.refundAmt)}원이 결제 수단으로 환불돼요. (카드는 영업일 기준 3~5일 소요)${gift ? ` 상품권 ${formatNumber(gift)}원은 잔액으로 돌려드렸어요.` : ''}`,
    )
    onDone()
  }
  /** At 30 the warehouse may be packing the order: the member asks, and the head office approves or refuses. */
  async function requestCancel(reasonCd: CancelReason['id']) {
    const ok = await dialog.confirm('상품 준비가 시작된 주문이에요. 취소를 요청하면 확인 후 처리 결과를 알려 드려요. 취소를 요청할까요?', {
      confirmLabel: '취소 요청',
    })
    if (!ok) return
    setBusy(true)
    const r = await getApi().claim.cancel({ ordNo: o.ordNo, reasonCd, reasonText: text, requestKey })
    setBusy(false)
    if (!r.ok) return dialog.warn(r.error.errors[0]?.reason ?? '취소를 요청하지 못했어요. 잠시 후 다시 시도해 주세요.')
    await dialog.alert('취소 요청을 접수했어요. 출고 전이면 취소하고 환불해 드리며, 결과는 알림과 문자로 알려 드려요.')
    onDone()
  }
  const asking = o.status === '30'
  return (
    <Card title={asking ? '주문 취소 요청' : '주문 취소'} id="d-cancel">
      <fieldset>
        <legend className="mb-2 text-sm text-gray-600">취소 사유를 선택해 주세요.</legend>
        <div className="grid grid-cols-2 gap-2">
          {CANCEL_REASONS.map((r) => (
            <label
              key={r.id}
              className={`rounded-xl border p-2.5 text-center text-sm ${reason === r.id ? 'border-brand-600 bg-brand-50 font-semibold text-brand-700' : 'border-gray-200'}`}
            >
              <input
                type="radio"
                className="sr-only"
                name="cancelReason"
                value={r.id}
                checked={reason === r.id}
                onChange={() => setReason(r.id)}
              />
              {r.name}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-3 mb-1 block text-xs text-gray-600" htmlFor="cancel-text">
        상세 사유 (선택)
      </label>
      <textarea
        id="cancel-text"
        className={field.textarea}
        rows={2}
        maxLength={500}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button
        type="button"
        className="mt-3 inline-flex w-full items-center justify-center rounded-xl border border-red-300 bg-white px-4 py-2.5 text-sm font-bold text-red-600 hover:bg-red-50 disabled:opacity-50"
        disabled={busy}
        onClick={() => void cancel()}
      >
        {busy ? '요청하는 중…' : asking ? '취소 요청하기' : '주문 취소하기'}
      </button>
    </Card>
  )
}

export function OrderDetailView({ o }: { o: OrderDetail }) {
  const qc = useQueryClient()
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold">주문 상세</h1>
          <p className="text-sm text-gray-500">
            {formatServerTime(o.orderDttm)} · 주문번호 <span className="font-mono">{o.ordNo}</span>
          </p>
        </div>
        <StatusBadge status={o.status} name={o.statusNm} />
      </div>
      <VbankWaiting o={o} headingId="d-vbank" />
      <Card title="주문 상품" id="d-goods">
        <ul className="divide-y divide-gray-100">
          {o.lines.map((l) => (
            <li key={l.lineNo} className="flex gap-3 py-3 first:pt-0">
              {l.goodsNo === 'VOUCHER' ? (
                // A 모바일 상품권 has no product page: its line opens the member's vouchers.
                <Link to="/mypage/myservice/paysdigitalcoupon">
                  <img src={l.imgSrc} alt={l.goodsNm} width={64} height={64} className="h-16 w-16 rounded-lg bg-gray-50 object-cover" />
                </Link>
              ) : (
                <Link to="/products/$id" params={{ id: l.goodsNo }}>
                  <img src={l.imgSrc} alt={l.goodsNm} width={64} height={64} className="h-16 w-16 rounded-lg bg-gray-50 object-cover" />
                </Link>
              )}
              <div className="min-w-0 flex-1 text-sm">
                <p className="line-clamp-2 font-medium">{l.goodsNm}</p>
                <p className="text-xs text-gray-500">
                  {l.itemNm} · {l.buyQtt}개{l.claimQtt ? ` (반품 ${l.claimQtt}개)` : ''}
                </p>
                <p className="mt-1 flex items-center gap-2">
                  <Won value={l.lineAmt} className="font-bold" />
                  {isReservationOnly(l.goodsTypeCd) ? (
                    <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">예약전용</span>
                  ) : (
                    <StatusBadge status={l.status} name={l.statusNm} />
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="진행 상태" id="d-status">
        <StatusTimeline o={o} />
      </Card>
      <Card title="받는 곳" id="d-receive">
        <ReceiveInfo o={o} />
      </Card>
      <Card title="결제 정보" id="d-pay">
        <PaymentInfo o={o} />
        <div className="mt-2 border-t border-gray-100 pt-2">
          <OrderAmounts o={o} />
        </div>
        <CashReceiptInfo receipts={o.cashReceipts} />
      </Card>
      {o.claims.length ? (
        <Card title="취소·반품 내역" id="d-claims">
          <ul className="space-y-2 text-sm">
            {o.claims.map((c) => (
              <li key={c.claimNo}>
                <div className="flex items-center justify-between gap-2">
                  <span>
                    {c.kind === 'CANCEL' ? '취소' : c.kind === 'EXCHANGE' ? '교환' : '반품'} · {c.reasonNm}
                    {c.returnFee ? ` (반품 배송비 ${formatNumber(c.returnFee)}원)` : ''}
                  </span>
                  <span className="font-semibold">
                    {formatNumber(c.refundAmt)}원 {c.statusNm}
                  </span>
                </div>
                <ClaimProgress c={c} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {o.canCancelYn === 'Y' ? <CancelForm o={o} onDone={() => void qc.invalidateQueries({ queryKey: orderQueries.all })} /> : null}
      {o.canReturnYn === 'Y' ? (
        <Link to="/mypage/manageorder/orderreturn" search={{ ordNo: o.ordNo }} className={`${btn.secondary} w-full`}>
          반품·교환 신청
        </Link>
      ) : null}
      <Link to="/mypage/manageorder/orderlist" className={`${btn.secondary} w-full`}>
        주문 목록으로
      </Link>
    </div>
  )
}
