import { Field, field } from '~/client/components/ui'
import { SmsVerify } from '../SmsVerify'
import type { WizardAction, WizardState } from './state'

/** 예약자 정보 (guests): name and a mobile verified by an SMS code (the proof goes with the booking). */
export function GuestStep({
  state,
  error,
  dispatch,
}: {
  state: WizardState
  error: (path: string) => string | null
  dispatch: (a: WizardAction) => void
}) {
  const mobileError = error('mobile') ?? error('certProof')
  return (
    <div className="space-y-4">
      <Field
        label="예약자 이름"
        id="guest-name"
        autoComplete="name"
        maxLength={20}
        value={state.guestName}
        onChange={(e) => dispatch({ type: 'guestName', value: e.target.value })}
        error={error('guestName')}
      />
      <SmsVerify
        mobile={state.mobile}
        onMobile={(value) => dispatch({ type: 'mobile', value })}
        proof={state.proof}
        onProof={(value) => dispatch({ type: 'proof', value })}
      />
      {mobileError ? (
        <p role="alert" className={field.error}>
          {mobileError}
        </p>
      ) : null}
      <p className="rounded-xl bg-gray-50 px-4 py-3 text-xs leading-relaxed text-gray-600">
        비회원 예약은 이름, 휴대폰 번호, 예약번호로 조회할 수 있어요. 예약 완료 화면의 예약번호를 꼭 메모해 주세요.
      </p>
    </div>
  )
}
