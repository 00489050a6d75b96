import type { PaymentAmt } from '~/shared/api/commerce-types'
import { formatNumber } from '~/shared/format'
import { Card, Checkbox, Row, Won, btn, field } from '~/client/components/ui'
import type { CheckoutAction } from './state'

/** 결제 금액 and the agreement the law asks for before paying (전자상거래법 제8조 제2항), then the pay button. */
export function AgreementSection({
  amt,
  pointUse,
  giftCardUse,
  payAmt,
  earn,
  pickup,
  member,
  recalculating,
  recalcError,
  agree,
  busy,
  error,
  dispatch,
  onPay,
}: {
  amt: PaymentAmt
  pointUse: number
  giftCardUse: number
  payAmt: number
  earn: number
  pickup: boolean
  member: boolean
  recalculating: boolean
  recalcError: string | null
  agree: boolean
  busy: boolean
  error: (path: string) => string | null
  dispatch: (a: CheckoutAction) => void
  onPay: () => void
}) {
  return (
    <Card title="결제 금액" id="sec-amount">
      <dl aria-live="polite">
        <Row label="상품 금액">
          <Won value={amt.goodsAmt} />
        </Row>
        <Row label="쿠폰 할인">{amt.couponDcAmt ? `−${formatNumber(amt.couponDcAmt)}원` : '0원'}</Row>
        <Row label="포인트 사용">{pointUse ? `−${formatNumber(pointUse)}P` : '0P'}</Row>
        <Row label="배송비">{amt.dlvrAmt ? <Won value={amt.dlvrAmt} /> : pickup ? '매장 픽업 무료' : '무료'}</Row>
        {giftCardUse ? <Row label="상품권 사용">−{formatNumber(giftCardUse)}원</Row> : null}
        <div className="my-2 border-t border-gray-100" />
        <Row label="최종 결제 금액" strong>
          <Won value={payAmt} className="text-xl text-brand-700" />
        </Row>
        {member ? <Row label="구매 확정 시 적립">{formatNumber(earn)}P</Row> : null}
      </dl>
      {recalculating ? <p className="mt-1 text-xs text-gray-500">금액을 다시 계산하고 있어요…</p> : null}
      {recalcError ? (
        <p className={field.error} role="alert">
          {recalcError}
        </p>
      ) : null}
      <Checkbox
        className="mt-3"
        name="agreeYn"
        checked={agree}
        onChange={(e) => dispatch({ type: 'agree', value: e.target.checked })}
        label="주문 상품, 결제 금액, 배송 정보를 확인했으며 결제 진행에 동의합니다. (전자상거래법 제8조 제2항)"
        aria-describedby={error('agreeYn') ? 'agree-error' : undefined}
      />
      {error('agreeYn') ? (
        <p id="agree-error" className={field.error} role="alert">
          {error('agreeYn')}
        </p>
      ) : null}
      {/* The one pay button: pinned to the bottom of a phone's screen with the amount, in the summary on wider screens. */}
      <div
        data-testid="pay-bar"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur md:static md:z-auto md:mt-3 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
      >
        <button type="button" className={`${btn.primary} w-full py-3.5 text-base`} disabled={busy || recalculating} onClick={onPay}>
          {busy ? '결제창을 여는 중…' : `${formatNumber(payAmt)}원 결제하기`}
        </button>
      </div>
    </Card>
  )
}
