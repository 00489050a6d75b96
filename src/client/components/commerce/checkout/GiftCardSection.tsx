import type { CheckoutGiftCard } from '~/shared/api/commerce-types'
import { formatDate8, formatNumber } from '~/shared/format'
import { Card, Field, btn, field } from '~/client/components/ui'
import type { CheckoutAction } from './state'

/**
 * 상품권 (members with a registered gift card): which card pays, its balance, and the amount to take from it
 * (at most `max`: its balance, leaving the minimum card/account payment). The order's batch takes it from the
 * card all or nothing; a cancelled order gives it back.
 */
export function GiftCardSection({
  cards,
  cardId,
  amountText,
  max,
  error,
  dispatch,
}: {
  cards: CheckoutGiftCard[]
  cardId: string
  amountText: string
  max: number
  error: (path: string) => string | null
  dispatch: (a: CheckoutAction) => void
}) {
  const card = cards.find((c) => String(c.cardId) === cardId)
  return (
    <Card title="상품권" id="sec-giftcard">
      {cards.length ? (
        <>
          <Field label="사용할 상품권" htmlFor="gift-card" error={error('giftCard.cardId')}>
            <select
              id="gift-card"
              className={field.select}
              value={cardId}
              onChange={(e) => dispatch({ type: 'giftCard', cardId: e.target.value })}
            >
              <option value="">사용하지 않음 ({cards.length}장 보유)</option>
              {cards.map((c) => (
                <option key={c.cardId} value={c.cardId}>{`${c.cardNm} · 잔액 ${formatNumber(c.balance)}원`}</option>
              ))}
            </select>
          </Field>
          {card ? (
            <>
              <p className="mt-2 text-xs text-gray-600">
                {card.cardNo} · 잔액 <strong className="font-semibold text-gray-900">{formatNumber(card.balance)}원</strong> ·{' '}
                {formatDate8(card.expireYmd, '.')}까지
              </p>
              <Field
                className="mt-3"
                label={`상품권 사용 금액 (이 주문 최대 ${formatNumber(max)}원)`}
                id="gift-card-amount"
                name="giftCardAmount"
                inputMode="numeric"
                placeholder="0"
                value={amountText}
                onChange={(e) => dispatch({ type: 'giftCardAmt', text: e.target.value })}
                error={error('giftCard.amount')}
                hint="카드·계좌로 100원 이상은 결제해야 해요. 주문을 취소하면 사용한 금액이 상품권으로 돌아가요."
                action={
                  <button
                    type="button"
                    className={`${btn.secondary} shrink-0 whitespace-nowrap`}
                    onClick={() => dispatch({ type: 'giftCardAmt', text: String(max) })}
                    disabled={!max}
                  >
                    최대 사용
                  </button>
                }
              />
            </>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-gray-600">
          사용할 수 있는 상품권이 없어요.{' '}
          <a className="font-semibold text-brand-700 underline" href="/mypage/myservice/giftcoupon">
            상품권 등록하기
          </a>
        </p>
      )}
    </Card>
  )
}
