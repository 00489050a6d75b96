import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer, useRef, useState } from 'react'
import { getApi } from '~/client/api'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { reservationQueries } from '~/client/queries/reservations'
import { storeQueries } from '~/client/queries/stores'
import { purposeForGoodsTypes } from '~/shared/reservation/purposes'
import { guestReservationBody, reservationBody } from '~/shared/schemas/reservation'
import { useDialog } from '../Dialogs'
import { btn, field } from '~/client/components/ui'
import { DateSlotPicker } from './DateSlotPicker'
import { ConfirmStep } from './reservation/ConfirmStep'
import { GoodsStep } from './reservation/GoodsStep'
import { EyeRecordAttach } from '../eyes/EyeRecordAttach'
import { GuestStep } from './reservation/GuestStep'
import { PurposeStep } from './reservation/PurposeStep'
import { ReservationDone } from './reservation/ReservationDone'
import { STEP_FIELDS, STEP_NAMES, initialWizard, reservationInput, stepsOf, wizardReducer, type StepKey } from './reservation/state'
import { StorePickStep } from './reservation/StorePickStep'

export { ReservationDone }

export interface WizardProps {
  mode: 'member' | 'guest'
  channel: 'ONLINE' | 'HOMESHOPPING'
  storeNo?: number
  goods?: { goodsNo: string; itemNo?: string | null; buyQtt?: number }[]
  myStoreNo?: number | null
  /** The lens index (and frame size) chosen on the lens thickness preview, carried into the reservation. */
  lens?: { index: string; frame: string | null }
  /** The eye record the preview read, attached unless the member unticks it. */
  eyeRecordNo?: number
}

const AGREE_MESSAGE = '예약 정보 확인 및 개인정보 수집·이용에 동의해 주세요.'

/**
 * The visit reservation flow: store → purpose → date and time → goods → (guest: name + SMS) → confirm. One
 * reducer holds the choices; each step is checked with the API's own schema (reservationBody, or
 * guestReservationBody for guests) on the fields it fills, and the whole body once more before it is sent.
 */
export function ReservationWizard({
  mode,
  channel,
  storeNo: initialStore,
  goods: initialGoods = [],
  myStoreNo,
  lens,
  eyeRecordNo,
}: WizardProps) {
  const dialog = useDialog()
  const qc = useQueryClient()
  const form = useSchemaForm(mode === 'guest' ? guestReservationBody : reservationBody)
  const [state, dispatch] = useReducer(wizardReducer, { channel, storeNo: initialStore, eyeRecordNo }, initialWizard)
  const [agreeError, setAgreeError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const top = useRef<HTMLDivElement>(null)
  const homeShopping = channel === 'HOMESHOPPING'

  const hasGoods = initialGoods.length > 0
  const steps = stepsOf(mode, hasGoods)
  const goods = useQuery({ ...reservationQueries.visitProduct(initialGoods), enabled: hasGoods })
  const goodsList = goods.data?.goodsList ?? []
  const suggested = purposeForGoodsTypes(goodsList.map((g) => g.goodsTypeCd))
  useEffect(() => {
    if (suggested) dispatch({ type: 'suggest', group: suggested.group, purpose: suggested.option })
  }, [suggested])

  const detail = useQuery({ ...storeQueries.detail(state.storeNo ?? 0), enabled: !!state.storeNo })
  const storeName = state.store?.storeName ?? detail.data?.storeName ?? ''
  // An unknown or closed store in ?storeNo= → back to choosing a store.
  useEffect(() => {
    if (detail.isError) dispatch({ type: 'storeUnknown' })
  }, [detail.isError])

  const input = () =>
    reservationInput(state, {
      mode,
      channel,
      goodsList: goodsList.map((g) => ({ goodsNo: g.goodsNo, itemNo: g.itemNo, buyQtt: g.buyQtt })),
      lens,
    })
  const scrollTop = () => requestAnimationFrame(() => top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }))
  const go = (step: StepKey) => {
    dispatch({ type: 'go', step })
    scrollTop()
  }
  const idx = steps.indexOf(state.step)
  const next = () => {
    if (form.validateFields(input(), STEP_FIELDS[state.step])) go(steps[Math.min(idx + 1, steps.length - 1)])
  }
  const prev = () => go(steps[Math.max(idx - 1, 0)])

  const submit = async () => {
    setAgreeError(state.agree ? null : AGREE_MESSAGE)
    if (!state.agree) return
    const body = form.validate(input())
    if (!body) {
      // Something changed since its step was checked (e.g. the store, which clears the time): back to that step.
      const stale = steps.find((k) => k !== 'confirm' && !form.validateFields(input(), STEP_FIELDS[k]))
      if (stale) go(stale)
      return
    }
    setBusy(true)
    const r = 'guestName' in body ? await getApi().reservation.guestCreate(body) : await getApi().reservation.create(body)
    setBusy(false)
    if (!r.ok) {
      const e = r.error.errors[0]
      await dialog.warn(e?.reason ?? '예약하지 못했어요. 잠시 후 다시 시도해 주세요.')
      if (e?.field === 'rsvTime' || e?.field === 'rsvDate') {
        dispatch({ type: 'slotTaken' })
        void qc.invalidateQueries({ queryKey: reservationQueries.slotsAll })
        void qc.invalidateQueries({ queryKey: reservationQueries.calendarAll })
        scrollTop()
      } else if (e?.field === 'certProof') {
        dispatch({ type: 'proofRejected' })
        scrollTop()
      }
      return
    }
    void qc.invalidateQueries({ queryKey: reservationQueries.all })
    dispatch({ type: 'done', reservation: r.data }) // ReservationDone opens at the page's top
  }

  if (state.done) return <ReservationDone r={state.done} mode={mode} />

  const { step, storeNo } = state
  return (
    <div ref={top} className="scroll-mt-16">
      <ol className="mb-5 flex flex-wrap gap-1" aria-label="예약 단계">
        {steps.map((k, i) => (
          <li
            key={k}
            aria-current={k === step ? 'step' : undefined}
            className={`flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold ${k === step ? 'bg-gray-900 text-white' : i < idx ? 'bg-brand-50 text-brand-700' : 'bg-gray-100 text-gray-600'}`}
          >
            <span aria-hidden="true">{i + 1}</span>
            {STEP_NAMES[k]}
          </li>
        ))}
      </ol>

      {storeNo && step !== 'store' ? (
        <div className="mb-5 flex items-center justify-between gap-3 rounded-2xl bg-gray-50 px-4 py-3">
          <div className="min-w-0">
            <p className="text-xs text-gray-500">방문 매장</p>
            <p className="truncate text-sm font-bold" data-testid="chosen-store">
              {storeName || '매장 정보를 불러오는 중'}
            </p>
          </div>
          <button type="button" className={btn.small} onClick={() => go('store')}>
            변경
          </button>
        </div>
      ) : null}

      <h2 className="mb-4 text-lg font-bold">{STEP_NAMES[step]}</h2>

      {step === 'store' ? (
        <StorePickStep
          selected={storeNo}
          myStoreNo={myStoreNo ?? null}
          onPick={(store) => {
            dispatch({ type: 'pickStore', store })
            form.clear()
            scrollTop()
          }}
        />
      ) : step === 'purpose' ? (
        <PurposeStep state={state} homeShopping={homeShopping} error={form.error} dispatch={dispatch} />
      ) : step === 'datetime' && storeNo ? (
        <>
          <DateSlotPicker
            storeNo={storeNo}
            date={state.date}
            time={state.time}
            onChange={(date, time) => dispatch({ type: 'slot', date, time })}
          />
          {(form.error('rsvDate') ?? form.error('rsvTime')) ? (
            <p role="alert" className={`${field.error} mt-3`}>
              {form.error('rsvDate') ?? form.error('rsvTime')}
            </p>
          ) : null}
        </>
      ) : step === 'goods' ? (
        <>
          <GoodsStep loading={goods.isPending} list={goodsList} total={goods.data?.totalAmt ?? 0} />
          {mode === 'member' && goodsList.some((g) => g.reservationOnlyYn === 'Y') ? (
            <EyeRecordAttach value={state.eyeRecordNo} onChange={(value) => dispatch({ type: 'eyeRecord', value })} />
          ) : null}
        </>
      ) : step === 'guest' ? (
        <GuestStep state={state} error={form.error} dispatch={dispatch} />
      ) : step === 'confirm' ? (
        <ConfirmStep
          state={state}
          storeName={storeName}
          homeShopping={homeShopping}
          guest={mode === 'guest'}
          goods={goodsList}
          lensIndex={lens?.index ?? null}
          agreeError={state.agree ? null : agreeError}
          dispatch={dispatch}
        />
      ) : null}

      {step !== 'store' ? (
        <div className="sticky bottom-16 z-10 -mx-4 mt-8 flex gap-2 border-t border-gray-100 bg-white/95 px-4 py-3 backdrop-blur md:bottom-0 md:static md:mx-0 md:border-0 md:bg-transparent md:px-0">
          <button type="button" className={`${btn.secondary} w-28`} onClick={prev}>
            이전
          </button>
          {step === 'confirm' ? (
            <button type="button" className={`${btn.primary} flex-1`} disabled={busy} aria-busy={busy} onClick={() => void submit()}>
              {busy ? '예약하는 중…' : '예약하기'}
            </button>
          ) : (
            <button type="button" className={`${btn.primary} flex-1`} onClick={next}>
              다음
            </button>
          )}
        </div>
      ) : null}
    </div>
  )
}
