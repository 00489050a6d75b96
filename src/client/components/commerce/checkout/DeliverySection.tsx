import { PICKUP_TIMES, pickupDates } from '~/shared/order/pickup'
import { formatHHMM } from '~/shared/format'
import type { SavedAddress } from '~/shared/api/commerce-types'
import { Card, Field, field } from '~/client/components/ui'
import { AddressFields } from '../AddressFields'
import { StorePicker } from '../StorePicker'
import type { CheckoutAction, CheckoutState } from './state'

const mmdd = (ymd: string) => `${ymd.slice(4, 6)}.${ymd.slice(6, 8)}`

/** 받는 방법: delivery to an address, or pickup at a store on a day and hour of the pickup window. */
export function DeliverySection({
  state,
  deliveryMethod,
  addresses,
  memberYn,
  errors,
  error,
  dispatch,
}: {
  state: CheckoutState
  /** What the first goods allows: 01 delivery only, 02 pickup only, 03 both. */
  deliveryMethod: '01' | '02' | '03'
  addresses: SavedAddress[]
  memberYn: 'Y' | 'N'
  errors: Record<string, string>
  error: (path: string) => string | null
  dispatch: (a: CheckoutAction) => void
}) {
  const storeError = error('reserveStoreInfo') ?? error('reserveStoreInfo.storeCode')
  const canDeliver = deliveryMethod !== '02'
  const canPickup = deliveryMethod !== '01'
  const options = [
    ['01', '택배 배송', canDeliver],
    ['02', '매장 픽업', canPickup],
  ] as const
  return (
    <Card title="받는 방법" id="sec-delivery">
      <div className="mb-4 grid grid-cols-2 gap-2" role="radiogroup" aria-label="받는 방법">
        {options.map(([value, label, allowed]) => (
          <label
            key={value}
            className={`flex items-center justify-center gap-2 rounded-xl border p-3 text-sm font-semibold ${state.dlvrMethod === value ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-gray-200'} ${allowed ? '' : 'opacity-40'}`}
          >
            <input
              type="radio"
              name="dlvrMethod"
              value={value}
              checked={state.dlvrMethod === value}
              disabled={!allowed}
              onChange={() => dispatch({ type: 'dlvrMethod', value })}
              className="accent-brand-600"
            />
            {label}
          </label>
        ))}
      </div>
      {!canPickup ? <p className="mb-3 text-xs text-gray-500">첫 번째 상품이 택배 전용이라 택배로만 받으실 수 있어요.</p> : null}
      {!canDeliver ? <p className="mb-3 text-xs text-gray-500">첫 번째 상품이 매장 픽업 전용이라 매장에서 받으셔야 해요.</p> : null}
      {state.dlvrMethod === '01' ? (
        <>
          <AddressFields
            value={state.address}
            onChange={(patch) => dispatch({ type: 'address', patch })}
            saved={addresses}
            errors={errors}
            memberYn={memberYn}
          />
          {error('delivery') ? (
            <p className={field.error} role="alert">
              {error('delivery')}
            </p>
          ) : null}
        </>
      ) : (
        <div className="space-y-3">
          <StorePicker value={state.store} onChange={(value) => dispatch({ type: 'store', value })} />
          {storeError ? (
            <p className={field.error} role="alert">
              {storeError}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-2">
            <Field label="픽업 날짜" htmlFor="pick-date" error={error('reservationDate')}>
              <select
                id="pick-date"
                className={field.select}
                value={state.pickup.date}
                onChange={(e) => dispatch({ type: 'pickup', patch: { date: e.target.value } })}
              >
                <option value="">날짜 선택</option>
                {pickupDates().map((d) => (
                  <option key={d} value={d}>
                    {mmdd(d)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="픽업 시간" htmlFor="pick-time" error={error('reservationTime')}>
              <select
                id="pick-time"
                className={field.select}
                value={state.pickup.time}
                onChange={(e) => dispatch({ type: 'pickup', patch: { time: e.target.value } })}
              >
                <option value="">시간 선택</option>
                {PICKUP_TIMES.map((t) => (
                  <option key={t} value={t}>
                    {formatHHMM(t)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </div>
      )}
    </Card>
  )
}
