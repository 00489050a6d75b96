import { formatDate8, formatHHMM, maskName, maskPhone, weekdayKo } from '~/shared/format'
import { purposeLabel } from '~/shared/reservation/purposes'
import { Checkbox, field } from '~/client/components/ui'
import type { WizardAction, WizardState } from './state'

export const ymdLabel = (d: string) => `${formatDate8(d, '.')}(${weekdayKo(d)})`

/** 예약 확인: everything chosen, once more, and the consent to collect what the store needs. */
export function ConfirmStep({
  state,
  storeName,
  homeShopping,
  guest,
  goods,
  lensIndex,
  agreeError,
  dispatch,
}: {
  state: WizardState
  storeName: string
  homeShopping: boolean
  guest: boolean
  goods: { goodsNm: string; itemNm: string | null; buyQtt: number }[]
  lensIndex?: string | null
  agreeError: string | null
  dispatch: (a: WizardAction) => void
}) {
  const { date, time, hs } = state
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-gray-100 rounded-2xl border border-gray-200 text-sm">
        <Row k="매장" v={storeName} />
        <Row k="일시" v={date && time ? `${ymdLabel(date)} ${formatHHMM(time)}` : ''} />
        <Row k="방문 목적" v={`${purposeLabel(state.group, state.purpose)}${state.eyeTest ? ' (시력검사 희망)' : ''}`} />
        {homeShopping ? <Row k="홈쇼핑" v={`${hs.hsChannel} · 주문번호 ${hs.hsOrderNo} · ${hs.hsGoodsNm}`} /> : null}
        {goods.length ? (
          <Row k="예약 상품" v={goods.map((g) => `${g.goodsNm}${g.itemNm ? ` (${g.itemNm})` : ''} ${g.buyQtt}개`).join(', ')} />
        ) : null}
        {lensIndex ? <Row k="렌즈 굴절률" v={`${lensIndex} (렌즈 두께 미리보기에서 선택)`} /> : null}
        {guest ? <Row k="예약자" v={`${maskName(state.guestName)} · ${maskPhone(state.mobile)}`} /> : null}
        {state.note ? <Row k="요청사항" v={state.note} /> : null}
      </dl>
      <Checkbox
        checked={state.agree}
        onChange={(e) => dispatch({ type: 'agree', value: e.target.checked })}
        aria-describedby={agreeError ? 'rsv-agree-error' : undefined}
        label={
          <>
            예약 정보 확인 및 매장 방문 예약을 위한 개인정보 수집·이용에 동의합니다. <span className="text-gray-500">(필수)</span>
          </>
        }
      />
      {agreeError ? (
        <p id="rsv-agree-error" role="alert" className={field.error}>
          {agreeError}
        </p>
      ) : null}
    </div>
  )
}

function Row({ k, v }: { k: string; v: string }) {
  return (
    <div className="flex gap-4 px-4 py-3">
      <dt className="w-20 shrink-0 text-gray-500">{k}</dt>
      <dd className="min-w-0 flex-1 break-words font-medium text-gray-900">{v}</dd>
    </div>
  )
}
