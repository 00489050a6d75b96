import { useState } from 'react'
import { maskPhone } from '~/shared/format'
import { Card, Field, btn } from '~/client/components/ui'
import type { CheckoutAction, CheckoutState } from './state'

/**
 * 주문하시는 분. A member's saved details show as one line with the phone masked (the raw number is never on screen);
 * 변경 opens the fields, the phone one empty — left empty, the saved number stays. A guest types them.
 */
export function OrdererSection({
  orderer,
  saved,
  error,
  dispatch,
}: {
  orderer: CheckoutState['orderer']
  saved: { name: string; mobile: string; email: string } | null
  error: (path: string) => string | null
  dispatch: (a: CheckoutAction) => void
}) {
  const set = (patch: Partial<CheckoutState['orderer']>) => dispatch({ type: 'orderer', patch })
  const hasErrors = !!(error('orderer.name') || error('orderer.mobile') || error('orderer.email'))
  const [editing, setEditing] = useState(false)
  if (saved?.name && saved.mobile && !editing && !hasErrors) {
    return (
      <Card title="주문하시는 분" id="sec-orderer">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 text-sm leading-relaxed text-gray-800" data-testid="orderer-summary">
            <span className="font-semibold">{orderer.name}</span>
            <span className="mx-1.5 text-gray-500" aria-hidden="true">
              |
            </span>
            {maskPhone(orderer.mobile)}
            {orderer.email ? <span className="block truncate text-gray-600">{orderer.email}</span> : null}
          </p>
          <button type="button" className={btn.small} onClick={() => setEditing(true)} aria-label="주문하시는 분 정보 변경">
            변경
          </button>
        </div>
      </Card>
    )
  }
  const keepsSaved = !!saved?.mobile && orderer.mobile === saved.mobile
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
          value={keepsSaved ? '' : orderer.mobile}
          placeholder={keepsSaved ? maskPhone(saved!.mobile) : '010-1234-5678'}
          onChange={(e) => set({ mobile: e.target.value || saved?.mobile || '' })}
          error={error('orderer.mobile')}
          hint={keepsSaved ? `비워 두시면 ${maskPhone(saved!.mobile)} 번호로 주문해요.` : undefined}
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
