import { HOMESHOPPING_CHANNELS, HS_ORDER_NO_HINT, HS_ORDER_NO_MAX, PURPOSE_GROUPS, hsOrderNoInput } from '~/shared/reservation/purposes'
import { Checkbox, Field, chipClass, field } from '~/client/components/ui'
import type { WizardAction, WizardState } from './state'

/** 방문 목적: (home shopping: the purchase), the purpose group and detail, an eye test, a note for the store. */
export function PurposeStep({
  state,
  homeShopping,
  error,
  dispatch,
}: {
  state: WizardState
  homeShopping: boolean
  error: (path: string) => string | null
  dispatch: (a: WizardAction) => void
}) {
  const hs = (patch: Partial<WizardState['hs']>) => dispatch({ type: 'hs', patch })
  const groupError = error('purposeGroup')
  const purposeError = error('purpose')
  return (
    <div className="space-y-6">
      {homeShopping ? (
        <fieldset className="space-y-3 rounded-2xl border border-gray-200 p-4">
          <legend className="px-1 text-sm font-bold">홈쇼핑 구매 정보</legend>
          <Field label="구매하신 홈쇼핑" htmlFor="hs-channel" error={error('hsChannel')}>
            <select id="hs-channel" className={field.select} value={state.hs.hsChannel} onChange={(e) => hs({ hsChannel: e.target.value })}>
              <option value="">선택해 주세요</option>
              {HOMESHOPPING_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label="홈쇼핑 주문번호"
            id="hs-order"
            value={state.hs.hsOrderNo}
            maxLength={HS_ORDER_NO_MAX}
            onChange={(e) => hs({ hsOrderNo: hsOrderNoInput(e.target.value) })}
            error={error('hsOrderNo')}
            hint={`주문 내역(문자·앱)에 있는 주문번호를 입력해 주세요. ${HS_ORDER_NO_HINT}`}
          />
          <Field
            label="구매하신 상품"
            id="hs-goods"
            value={state.hs.hsGoodsNm}
            maxLength={100}
            placeholder="예) 다비치 누진렌즈 + 안경테 패키지"
            onChange={(e) => hs({ hsGoodsNm: e.target.value })}
            error={error('hsGoodsNm')}
          />
        </fieldset>
      ) : null}
      <fieldset aria-describedby={groupError ? 'purpose-group-error' : undefined}>
        <legend className="mb-2 text-sm font-bold">무엇 때문에 방문하시나요?</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="radiogroup" aria-label="방문 목적">
          {PURPOSE_GROUPS.map((g) => (
            <button
              key={g.group}
              type="button"
              role="radio"
              aria-checked={state.group === g.group}
              onClick={() => dispatch({ type: 'group', group: g.group, options: g.options })}
              className={`rounded-xl border px-3 py-3 text-sm font-semibold ${state.group === g.group ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-gray-200 text-gray-800'}`}
            >
              {g.group}
            </button>
          ))}
        </div>
        {groupError ? (
          <p id="purpose-group-error" role="alert" className={field.error}>
            {groupError}
          </p>
        ) : null}
      </fieldset>
      {state.group ? (
        <fieldset aria-describedby={purposeError ? 'purpose-error' : undefined}>
          <legend className="mb-2 text-sm font-bold">상세 목적</legend>
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="상세 목적">
            {PURPOSE_GROUPS.find((g) => g.group === state.group)?.options.map((o) => (
              <button
                key={o}
                type="button"
                role="radio"
                aria-checked={state.purpose === o}
                onClick={() => dispatch({ type: 'purpose', purpose: o })}
                className={chipClass(state.purpose === o)}
              >
                {o}
              </button>
            ))}
          </div>
          {purposeError ? (
            <p id="purpose-error" role="alert" className={field.error}>
              {purposeError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <Checkbox
        label="방문 시 시력검사를 받고 싶어요"
        checked={state.eyeTest}
        onChange={(e) => dispatch({ type: 'eyeTest', value: e.target.checked })}
      />
      <Field label="요청사항 (선택)" htmlFor="rsv-note" hint={`${state.note.length}/200`} error={error('note')}>
        <textarea
          id="rsv-note"
          className={`${field.textarea} min-h-24`}
          maxLength={200}
          value={state.note}
          placeholder="매장에 미리 전달할 내용이 있다면 적어 주세요."
          onChange={(e) => dispatch({ type: 'note', value: e.target.value })}
        />
      </Field>
    </div>
  )
}
