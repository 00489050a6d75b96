import { PAYMENT_METHODS } from '~/shared/codes'
import { Card, field } from '~/client/components/ui'
import type { CheckoutAction } from './state'

/** 결제 수단: the gateway's payment methods as radio tiles. */
export function PaymentSection({ payMethod, error, dispatch }: { payMethod: string; error: (path: string) => string | null; dispatch: (a: CheckoutAction) => void }) {
  return (
    <Card title="결제 수단" id="sec-pay">
      <div className="grid grid-cols-3 gap-2 md:grid-cols-4" role="radiogroup" aria-label="결제 수단">
        {PAYMENT_METHODS.map((m) => (
          <label key={m.code} className={`flex min-h-11 items-center justify-center rounded-xl border px-2 py-2 text-center text-[13px] font-semibold ${payMethod === m.code ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-gray-200 text-gray-700'}`}>
            <input type="radio" className="sr-only" name="payMethod" value={m.code} checked={payMethod === m.code} onChange={() => dispatch({ type: 'payMethod', code: m.code })} />
            {m.name}
          </label>
        ))}
      </div>
      {error('payMethod') ? <p className={field.error} role="alert">{error('payMethod')}</p> : null}
    </Card>
  )
}
