import type { OrderDetail } from '~/shared/api/commerce-types'
import { formatNumber, formatHHMM, formatDate8, formatServerTime } from '~/shared/format'
import { Card, Row, Won } from '~/client/components/ui'
import { CashReceiptInfo, VbankWaiting } from './CashPayment'

const quotaLabel = (q: string | null) => (!q || q === '00' ? '일시불' : `${Number(q)}개월 할부`)

/** Amounts, payment (method, card company, bank) and where the goods go. Used by completion and detail. */
export function OrderAmounts({ o }: { o: OrderDetail }) {
  const a = o.amounts
  return (
    <dl>
      <Row label="상품 금액">
        <Won value={a.goodsAmt} />
      </Row>
      {a.couponDcAmt ? <Row label="쿠폰 할인">−{formatNumber(a.couponDcAmt)}원</Row> : null}
      {a.pointUseAmt ? <Row label="포인트 사용">−{formatNumber(a.pointUseAmt)}P</Row> : null}
      <Row label="배송비">{a.dlvrAmt ? <Won value={a.dlvrAmt} /> : '무료'}</Row>
      {a.giftCardUseAmt ? <Row label="상품권 사용">−{formatNumber(a.giftCardUseAmt)}원</Row> : null}
      <div className="my-2 border-t border-gray-100" />
      <Row label="결제 금액" strong>
        <Won value={a.payAmt} className="text-lg text-brand-700" />
      </Row>
      {a.earnPoint ? <Row label="적립 예정 포인트">{formatNumber(a.earnPoint)}P (구매 확정 시)</Row> : null}
    </dl>
  )
}

export function PaymentInfo({ o }: { o: OrderDetail }) {
  const p = o.payment
  return (
    <dl>
      <Row label="결제 수단">{p.payMethodNm}</Row>
      {p.cardCompanyName ? (
        <Row label="카드">
          {p.cardCompanyName} · {quotaLabel(p.cardQuota)}
        </Row>
      ) : null}
      {p.cardSrcName ? <Row label="간편결제">{p.cardSrcName}</Row> : null}
      {p.bankName ? <Row label={p.vacctNo ? '입금 은행' : '은행'}>{p.bankName}</Row> : null}
      {p.vacctNo ? <Row label="가상계좌">{p.vacctNo}</Row> : null}
      {p.depositDttm ? (
        <Row label="입금 확인">{formatServerTime(p.depositDttm)}</Row>
      ) : p.paidDttm && p.payMethod !== '2' ? (
        <Row label="결제 일시">{formatServerTime(p.paidDttm)}</Row>
      ) : null}
      {p.escrowYn === 'Y' ? <Row label="구매안전서비스">KG이니시스 에스크로{p.escrowConfirmDttm ? ' · 구매 확인 완료' : ''}</Row> : null}
    </dl>
  )
}

export function ReceiveInfo({ o }: { o: OrderDetail }) {
  if (o.reserveStoreInfo) {
    const s = o.reserveStoreInfo
    return (
      <dl>
        <Row label="받는 방법">매장 픽업</Row>
        <Row label="픽업 매장">{s.storeName}</Row>
        <Row label="매장 주소">{s.address}</Row>
        <Row label="매장 전화">{s.telNo}</Row>
        {o.reservationDate ? (
          <Row label="픽업 일시">
            {formatDate8(o.reservationDate, '.')} {formatHHMM(o.reservationTime)}
          </Row>
        ) : null}
      </dl>
    )
  }
  const d = o.delivery!
  return (
    <dl>
      <Row label="받는 방법">택배 배송</Row>
      <Row label="받는 분">
        {d.receiverName} ({d.mobile})
      </Row>
      <Row label="주소">
        [{d.zipCode}] {d.address1} {d.address2}
      </Row>
      {d.memo ? <Row label="배송 메모">{d.memo}</Row> : null}
    </dl>
  )
}

export function Receipt({ o }: { o: OrderDetail }) {
  const waiting = o.status === '10'
  return (
    <div className="space-y-4">
      <div className="rounded-2xl bg-brand-50 px-5 py-8 text-center">
        <p
          aria-hidden="true"
          className="mx-auto mb-3 flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-2xl text-white"
        >
          ✓
        </p>
        <h1 className="text-xl font-bold text-gray-900">{waiting ? '주문이 접수되었어요' : '결제가 완료되었어요'}</h1>
        <p className="mt-1 text-sm text-gray-600">
          주문번호 <strong className="font-mono text-gray-900">{o.ordNo}</strong>
        </p>
        {waiting && o.payment.vacctNo ? <p className="mt-2 text-sm text-gray-700">입금 기한까지 아래 가상계좌로 입금해 주세요.</p> : null}
      </div>
      <VbankWaiting o={o} headingId="r-vbank" />
      <Card title="주문 상품" id="r-goods">
        <ul className="divide-y divide-gray-100">
          {o.lines.map((l) => (
            <li key={l.lineNo} className="flex gap-3 py-2">
              <img src={l.imgSrc} alt={l.goodsNm} width={56} height={56} className="h-14 w-14 rounded-lg bg-gray-50 object-cover" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="truncate font-medium">{l.goodsNm}</p>
                <p className="text-xs text-gray-500">
                  {l.itemNm} · {l.buyQtt}개
                </p>
              </div>
              <Won value={l.lineAmt} className="text-sm font-bold" />
            </li>
          ))}
        </ul>
      </Card>
      <Card title="받는 곳" id="r-receive">
        <ReceiveInfo o={o} />
      </Card>
      <Card title="결제 정보" id="r-pay">
        <PaymentInfo o={o} />
        <div className="mt-2 border-t border-gray-100 pt-2">
          <OrderAmounts o={o} />
        </div>
        <CashReceiptInfo receipts={o.cashReceipts} />
      </Card>
    </div>
  )
}
