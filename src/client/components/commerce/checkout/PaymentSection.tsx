import { PAYMENT_METHODS } from '~/shared/codes'
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

/** 결제 수단: the gateway's payment methods as radio tiles; cash methods add the cash receipt and escrow. */
export function PaymentSection({
  payMethod,
  cashReceipt,
  escrow,
  payAmt,
  error,
  dispatch,
}: {
  payMethod: string
  cashReceipt: CheckoutState['cashReceipt']
  escrow: boolean
  payAmt: number
  error: (path: string) => string | null
  dispatch: (a: CheckoutAction) => void
}) {
  const cash = isCashPayMethod(payMethod)
  const numberError = error('cashReceipt.number') ?? error('cashReceipt.idType')
  return (
    <Card title="결제 수단" id="sec-pay">
      <div className="grid grid-cols-3 gap-2 md:grid-cols-4" role="radiogroup" aria-label="결제 수단">
        {PAYMENT_METHODS.map((m) => (
          <label
            key={m.code}
            className={`flex min-h-11 items-center justify-center rounded-xl border px-2 py-2 text-center text-[13px] font-semibold ${payMethod === m.code ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-gray-200 text-gray-700'}`}
          >
            <input
              type="radio"
              className="sr-only"
              name="payMethod"
              value={m.code}
              checked={payMethod === m.code}
              onChange={() => dispatch({ type: 'payMethod', code: m.code })}
            />
            {m.name}
          </label>
        ))}
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
