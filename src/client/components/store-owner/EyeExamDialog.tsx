import { useState } from 'react'
import type { OwnerReservation } from '~/shared/api/store-owner-types'
import { todayYmd } from '~/shared/dates'
import { eyeExamBody } from '~/shared/schemas/store-owner'
import { getApi } from '~/client/api'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { Field, FormError, Modal, btn } from '../ui'
import { useOwnerAction } from './useOwnerAction'

const SIDES = [
  ['r', '오른쪽 눈 (R)'],
  ['l', '왼쪽 눈 (L)'],
] as const
const VALUES = [
  ['Sph', 'SPH', '-1.25'],
  ['Cyl', 'CYL', '-0.50'],
  ['Axis', 'AXIS', '180'],
  ['Add', 'ADD', ''],
] as const

/** Record an eye exam for the visitor of a reservation: the eye-chart schema (both SPH, CYL needs AXIS). */
export function EyeExamDialog({ r, onClose }: { r: OwnerReservation; onClose: () => void }) {
  const form = useSchemaForm(eyeExamBody)
  const { run, busy } = useOwnerAction()
  const [v, setV] = useState<Record<string, string>>({ examYmd: todayYmd(), memo: '' })
  const set = (k: string, x: string) => {
    setV((p) => ({ ...p, [k]: x }))
    form.clear(k)
  }
  const submit = async () => {
    const body = form.validate(v)
    if (!body) return
    const done = await run('exam', () => getApi().storeOwner.eyeExam(r.reservationNo, body))
    if (done) onClose()
  }
  return (
    <Modal label="시력검사 기록" onClose={onClose} className="w-[min(32rem,calc(100vw-2rem))]">
      <div className="p-5">
        <h2 className="text-lg font-bold">시력검사 기록</h2>
        <p className="mt-1 text-sm text-gray-600">
          {r.customerName}님 ·{' '}
          {r.memberYn === 'Y' ? '회원의 시력 기록에 이 매장의 검사로 저장돼요.' : '비회원 예약이라 예약 메모에 남겨요.'}
        </p>
        <form
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          {SIDES.map(([s, label]) => (
            <fieldset key={s}>
              <legend className="mb-2 text-sm font-semibold">{label}</legend>
              <div className="grid grid-cols-4 gap-2">
                {VALUES.map(([k, name, ph]) => (
                  <Field
                    key={k}
                    label={name}
                    inputMode="decimal"
                    placeholder={ph}
                    value={v[`${s}${k}`] ?? ''}
                    error={form.error(`${s}${k}`)}
                    onChange={(e) => set(`${s}${k}`, e.target.value)}
                    data-autofocus={s === 'r' && k === 'Sph' ? true : undefined}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <Field
            label="검사일"
            value={v.examYmd}
            inputMode="numeric"
            maxLength={8}
            hint="YYYYMMDD"
            error={form.error('examYmd')}
            onChange={(e) => set('examYmd', e.target.value)}
          />
          <Field
            label="메모"
            value={v.memo}
            maxLength={100}
            error={form.error('memo')}
            onChange={(e) => set('memo', e.target.value)}
            placeholder="예: 야간 운전 시 눈부심"
          />
          <FormError message={form.error('form')} />
          <div className="flex gap-2">
            <button type="button" className={`${btn.secondary} flex-1`} onClick={onClose}>
              취소
            </button>
            <button type="submit" className={`${btn.primary} flex-1`} disabled={busy !== null}>
              {busy ? '저장 중…' : '저장'}
            </button>
          </div>
        </form>
      </div>
    </Modal>
  )
}
