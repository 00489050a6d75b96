import { useState } from 'react'
import { paymentMethodName } from '~/shared/codes'
import {
  CARD_METHOD,
  CHECKOUT_CARDS,
  EASY_PAY_METHODS,
  OTHER_PAY_METHODS,
  QUOTA_MIN_AMT,
  quotaName,
  quotasFor,
} from '~/shared/order/pay-methods'
import { formatNumber } from '~/shared/format'
import { PayMark } from './PayMarks'
import {
  CASH_RECEIPT_ID_TYPES,
  CASH_RECEIPT_MANDATORY_AMT,
  CASH_RECEIPT_TYPES,
  idTypesFor,
  isCashPayMethod,
} from '~/shared/order/cash-receipt'
import { Card, Checkbox, field } from '~/client/components/ui'
import type { CheckoutAction, CheckoutState } from './state'

const PLACEHOLDER = { MOBILE: '010-1234-5678', CARD: '현금영수증 카드 번호', BIZ: '123-45-67890' } as const

const tile = (on: boolean) =>
  `flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-[13px] font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${on ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-200 text-gray-800'}`

/** One payment method as a radio tile (the whole section is one radio group: arrows move through every method). */
function MethodTile({ code, payMethod, onPick }: { code: string; payMethod: string; onPick: (code: string) => void }) {
  return (
    <label className={tile(payMethod === code)}>
      <input type="radio" className="sr-only" name="payMethod" value={code} checked={payMethod === code} onChange={() => onPick(code)} />
      <PayMark code={code} />
      <span className="min-w-0">{paymentMethodName(code)}</span>
    </label>
  )
}

/**
 * 결제 수단 as the big shops order it: 간편결제 with their marks, then 신용카드 with the card company and 할부 chosen
 * here, then the rest behind "다른 결제수단"; cash methods add the cash receipt and escrow.
 */
export function PaymentSection({
  payMethod,
  card,
  cashReceipt,
  escrow,
  payAmt,
  error,
  dispatch,
}: {
  payMethod: string
  card: CheckoutState['card']
  cashReceipt: CheckoutState['cashReceipt']
  escrow: boolean
  payAmt: number
  error: (path: string) => string | null
  dispatch: (a: CheckoutAction) => void
}) {
  const cash = isCashPayMethod(payMethod)
  const quotas = quotasFor(payAmt)
  // "다른 결제수단" is folded until opened, and stays open while one of its methods is chosen.
  const [others, setOthers] = useState(false)
  const showOthers = others || OTHER_PAY_METHODS.includes(payMethod as (typeof OTHER_PAY_METHODS)[number])
  const pick = (code: string) => dispatch({ type: 'payMethod', code })
  const numberError = error('cashReceipt.number') ?? error('cashReceipt.idType')
  return (
    <Card title="결제 수단" id="sec-pay">
      <div role="radiogroup" aria-label="결제 수단" className="space-y-4">
        <div>
          <p className="mb-2 text-xs font-bold text-gray-600">간편결제</p>
          <div className="grid grid-cols-2 gap-2 md:grid-cols-3">
            {EASY_PAY_METHODS.map((code) => (
              <MethodTile key={code} code={code} payMethod={payMethod} onPick={pick} />
            ))}
          </div>
        </div>
        <div>
          <p className="mb-2 text-xs font-bold text-gray-600">카드 결제</p>
          <MethodTile code={CARD_METHOD} payMethod={payMethod} onPick={pick} />
          {payMethod === CARD_METHOD ? (
            <div className="mt-2 grid grid-cols-[1fr_120px] gap-2">
              <div>
                <label htmlFor="pay-card" className="sr-only">
                  카드사
                </label>
                <select
                  id="pay-card"
                  className={field.select}
                  value={card.cardCd}
                  onChange={(e) => dispatch({ type: 'card', patch: { cardCd: e.target.value } })}
                >
                  <option value="">카드사 선택</option>
                  {CHECKOUT_CARDS.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="pay-quota" className="sr-only">
                  할부 개월
                </label>
                <select
                  id="pay-quota"
                  className={field.select}
                  value={quotas.includes(card.quota as (typeof quotas)[number]) ? card.quota : '00'}
                  disabled={quotas.length === 1}
                  aria-describedby="pay-quota-hint"
                  onChange={(e) => dispatch({ type: 'card', patch: { quota: e.target.value } })}
                >
                  {quotas.map((q) => (
                    <option key={q} value={q}>
                      {quotaName(q)}
                    </option>
                  ))}
                </select>
              </div>
              <p id="pay-quota-hint" className="col-span-2 text-xs text-gray-600">
                {quotas.length === 1
                  ? `할부는 ${formatNumber(QUOTA_MIN_AMT)}원 이상 결제하실 때 선택할 수 있어요.`
                  : card.cardCd
                    ? '선택하신 카드사와 할부로 결제창이 열려요.'
                    : '카드사를 고르지 않으시면 결제창에서 선택해요.'}
              </p>
            </div>
          ) : null}
        </div>
        <div>
          <button
            type="button"
            className="flex min-h-11 w-full items-center justify-between rounded-xl px-1 text-sm font-semibold text-gray-700"
            aria-expanded={showOthers}
            aria-controls="pay-others"
            onClick={() => setOthers((o) => !o)}
          >
            다른 결제수단
            <span aria-hidden="true" className={`transition-transform ${showOthers ? 'rotate-180' : ''}`}>
              ▾
            </span>
          </button>
          <div id="pay-others" hidden={!showOthers} className="mt-1 grid grid-cols-2 gap-2 md:grid-cols-4">
            {OTHER_PAY_METHODS.map((code) => (
              <MethodTile key={code} code={code} payMethod={payMethod} onPick={pick} />
            ))}
          </div>
        </div>
      </div>
      {error('payMethod') ? (
        <p className={field.error} role="alert">
          {error('payMethod')}
        </p>
      ) : null}
      {cash ? (
        <div className="mt-4 space-y-4 border-t border-gray-100 pt-4">
          <fieldset>
            <legend className={field.label}>현금영수증</legend>
            <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="현금영수증 발급 용도">
              {CASH_RECEIPT_TYPES.map((t) => (
                <label
                  key={t.code}
                  className={`flex min-h-10 items-center rounded-xl border px-3 text-sm font-semibold ${cashReceipt.type === t.code ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-gray-200 text-gray-700'}`}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name="cashReceiptType"
                    value={t.code}
                    checked={cashReceipt.type === t.code}
                    onChange={() => dispatch({ type: 'cashReceipt', patch: { type: t.code } })}
                  />
                  {t.name}
                </label>
              ))}
            </div>
            {cashReceipt.type !== 'NONE' ? (
              <div className="mt-3 grid gap-2 sm:grid-cols-[180px_1fr]">
                <div>
                  <label htmlFor="cr-idtype" className="sr-only">
                    발급 번호 종류
                  </label>
                  <select
                    id="cr-idtype"
                    className={field.select}
                    value={cashReceipt.idType}
                    onChange={(e) =>
                      dispatch({ type: 'cashReceipt', patch: { idType: e.target.value as CheckoutState['cashReceipt']['idType'] } })
                    }
                  >
                    {CASH_RECEIPT_ID_TYPES.filter((t) => idTypesFor(cashReceipt.type).includes(t.code)).map((t) => (
                      <option key={t.code} value={t.code}>
                        {t.name}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor="cr-number" className="sr-only">
                    {CASH_RECEIPT_ID_TYPES.find((t) => t.code === cashReceipt.idType)?.name}
                  </label>
                  <input
                    id="cr-number"
                    className={field.input}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={30}
                    placeholder={PLACEHOLDER[cashReceipt.idType]}
                    value={cashReceipt.number}
                    aria-invalid={numberError ? true : undefined}
                    aria-describedby={numberError ? 'cr-number-error' : 'cr-number-hint'}
                    onChange={(e) => dispatch({ type: 'cashReceipt', patch: { number: e.target.value } })}
                  />
                </div>
              </div>
            ) : null}
            {numberError ? (
              <p id="cr-number-error" className={field.error} role="alert">
                {numberError}
              </p>
            ) : (
              <p id="cr-number-hint" className={field.hint}>
                {cashReceipt.type === 'NONE'
                  ? payAmt >= CASH_RECEIPT_MANDATORY_AMT
                    ? '10만 원 이상 현금 결제는 신청하지 않으셔도 국세청 자진발급 번호로 현금영수증이 발급돼요.'
                    : '현금영수증이 필요하시면 발급 용도를 선택해 주세요.'
                  : '입금이 확인되면 현금영수증이 자동으로 발급돼요.'}
              </p>
            )}
          </fieldset>
          <div>
            <Checkbox
              label="구매안전서비스(에스크로) 이용"
              checked={escrow}
              onChange={(e) => dispatch({ type: 'escrow', value: e.target.checked })}
            />
            <p className={field.hint}>KG이니시스 에스크로로 결제하면 상품을 받고 구매를 확정할 때까지 결제 대금이 안전하게 보호돼요.</p>
          </div>
        </div>
      ) : null}
    </Card>
  )
}
