import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { getApi } from '~/client/api'
import { fieldErrors } from '~/client/hooks/useSchemaForm'
import type { Reservation } from '~/shared/api/store-types'
import { guestLookupBody } from '~/shared/schemas/reservation'
import { useDialog } from '../Dialogs'
import { ReservationDetail } from './ReservationViews'
import { Field, btn, field } from '~/client/components/ui'

/** Guests look up a reservation with name + mobile + reservation number (all three must match). */
export function GuestLookup({ kind }: { kind: 'reservation' | 'visit' }) {
  const [form, setForm] = useState({ name: '', mobile: '', reservationNo: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [found, setFound] = useState<Reservation | null>(null)
  const [miss, setMiss] = useState<string | null>(null)
  const dialog = useDialog()

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = v.safeParse(guestLookupBody, form)
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues))
    setErrors({})
    setBusy(true)
    const r = await getApi().reservation.guestLookup(parsed.output)
    setBusy(false)
    if (!r.ok) {
      setFound(null)
      setMiss(r.error.errors[0]?.reason ?? '예약을 찾지 못했어요.')
      return
    }
    setMiss(null)
    setFound(r.data)
  }

  const cancel = async () => {
    const parsed = v.parse(guestLookupBody, form)
    const r = await getApi().reservation.guestCancel(parsed)
    if (!r.ok) return void dialog.warn(r.error.errors[0]?.reason ?? '예약을 취소하지 못했어요.')
    setFound(r.data)
    await dialog.alert('방문 예약을 취소했어요.')
  }

  if (found)
    return (
      <div>
        <ReservationDetail r={found} onCancel={kind === 'reservation' ? cancel : undefined} />
        {kind === 'visit' && found.status !== 'VISITED' ? (
          <p className="mt-4 text-sm text-gray-500">아직 방문 완료로 처리되지 않은 예약이에요.</p>
        ) : null}
        <button type="button" className={`${btn.secondary} mt-4 w-full`} onClick={() => setFound(null)}>
          다른 예약 조회
        </button>
      </div>
    )

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby="lookup-help">
      <p id="lookup-help" className="text-sm text-gray-600">
        비회원으로 예약하실 때 입력한 이름과 휴대폰 번호, 예약 완료 화면의 예약번호를 입력해 주세요.
      </p>
      <Field label="이름" htmlFor="lk-name" error={errors.name}>
        <input
          id="lk-name"
          className={field.input}
          autoComplete="name"
          value={form.name}
          maxLength={20}
          aria-invalid={!!errors.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
      </Field>
      <Field label="휴대폰 번호" htmlFor="lk-mobile" error={errors.mobile}>
        <input
          id="lk-mobile"
          className={field.input}
          inputMode="numeric"
          autoComplete="tel"
          placeholder="01012345678"
          value={form.mobile}
          maxLength={13}
          aria-invalid={!!errors.mobile}
          onChange={(e) => setForm({ ...form, mobile: e.target.value })}
        />
      </Field>
      <Field label="예약번호" htmlFor="lk-no" error={errors.reservationNo}>
        <input
          id="lk-no"
          className={`${field.input} uppercase`}
          placeholder="R로 시작하는 14자리"
          value={form.reservationNo}
          maxLength={14}
          aria-invalid={!!errors.reservationNo}
          onChange={(e) => setForm({ ...form, reservationNo: e.target.value.toUpperCase() })}
        />
      </Field>
      {miss ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-accent">
          {miss}
        </p>
      ) : null}
      <button type="submit" className={`${btn.primary} w-full`} disabled={busy}>
        {busy ? '조회하는 중…' : kind === 'visit' ? '방문 내역 조회' : '예약 조회'}
      </button>
      <p className="text-center text-xs text-gray-500">
        회원이신가요?{' '}
        <Link className="underline" to="/mypage/manageorder/reservation">
          회원 예약 내역 보기
        </Link>
      </p>
    </form>
  )
}
