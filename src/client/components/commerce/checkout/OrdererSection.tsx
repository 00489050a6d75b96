import { maskPhone } from '~/shared/format'
import { Card, Field } from '~/client/components/ui'
import type { CheckoutAction, CheckoutState } from './state'

/** 주문하시는 분: name, mobile (masked beside the saved one), optional email. */
export function OrdererSection({
  orderer,
  saved,
  error,
  dispatch,
}: {
  orderer: CheckoutState['orderer']
  saved: { mobile: string } | null
  error: (path: string) => string | null
  dispatch: (a: CheckoutAction) => void
}) {
  const set = (patch: Partial<CheckoutState['orderer']>) => dispatch({ type: 'orderer', patch })
  return (
    <Card title="주문하시는 분" id="sec-orderer">
      <div className="grid gap-3 md:grid-cols-3">
        <Field
          label="이름"
          id="orderer-name"
          name="ordererName"
          autoComplete="name"
          value={orderer.name}
          onChange={(e) => set({ name: e.target.value })}
          error={error('orderer.name')}
        />
        <Field
          label="휴대폰 번호"
          id="orderer-mobile"
          name="ordererMobile"
          inputMode="tel"
          autoComplete="tel"
          value={orderer.mobile}
          onChange={(e) => set({ mobile: e.target.value })}
          error={error('orderer.mobile')}
          hint={saved?.mobile && orderer.mobile === saved.mobile ? maskPhone(orderer.mobile) : undefined}
        />
        <Field
          label="이메일 (선택)"
          id="orderer-email"
          name="ordererEmail"
          type="email"
          autoComplete="email"
          value={orderer.email}
          onChange={(e) => set({ email: e.target.value })}
          error={error('orderer.email')}
        />
      </div>
    </Card>
  )
}
