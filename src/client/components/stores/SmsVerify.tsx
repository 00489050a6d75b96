import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { maskPhone } from '~/shared/format'
import { mobileSchema } from '~/shared/schemas/reservation'
import { Field, btn, field } from '~/client/components/ui'

async function post(url: string): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const res = await fetch(url, { method: 'POST', headers: { accept: 'application/json' } })
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>
  return { ok: res.ok, data }
}
const reasonOf = (d: Record<string, unknown>, fallback: string) => (d.errors as { reason: string }[] | undefined)?.[0]?.reason ?? fallback

/** Mobile number + SMS code; gives the certProof of the membership SMS certification (single use). */
export function SmsVerify({
  mobile,
  onMobile,
  proof,
  onProof,
  title = '방문예약',
}: {
  mobile: string
  onMobile: (m: string) => void
  proof: string | null
  onProof: (p: string | null) => void
  title?: string
}) {
  const [sent, setSent] = useState(false)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [msg, setMsg] = useState<{ tone: 'ok' | 'err'; text: string } | null>(null)
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (!left) return
    const t = setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000)
    return () => clearTimeout(t)
  }, [left])
  // The mobile rule of the reservation body itself (dashes and spaces dropped), not a copy of it.
  const parsed = v.safeParse(mobileSchema, mobile)
  const digits = parsed.success ? parsed.output : mobile
  const validMobile = parsed.success

  const send = async () => {
    setBusy(true)
    setMsg(null)
    const r = await post(`/v1/front/member/send/sms/certify?mobile=${digits}&title=${encodeURIComponent(title)}`)
    setBusy(false)
    if (!r.ok) return setMsg({ tone: 'err', text: reasonOf(r.data, '인증번호를 보내지 못했어요. 잠시 후 다시 시도해 주세요.') })
    setSent(true)
    setLeft(600)
    setMsg({ tone: 'ok', text: `${maskPhone(digits)} 번호로 인증번호를 보냈어요.` })
  }
  const verify = async () => {
    setBusy(true)
    const r = await post(`/v1/front/member/send/sms/certify/valid?mobile=${digits}&certifyKey=${encodeURIComponent(code)}`)
    setBusy(false)
    if (!r.ok || !r.data.certProof) return setMsg({ tone: 'err', text: reasonOf(r.data, '인증번호가 일치하지 않아요.') })
    onProof(String(r.data.certProof))
    setMsg({ tone: 'ok', text: '휴대폰 인증이 완료되었어요.' })
  }

  return (
    <div className="space-y-3">
      <Field label="휴대폰 번호" htmlFor="guest-mobile">
        <div className="flex gap-2">
          <input
            id="guest-mobile"
            className={field.input}
            inputMode="numeric"
            autoComplete="tel"
            placeholder="01012345678"
            maxLength={13}
            value={mobile}
            readOnly={!!proof}
            onChange={(e) => {
              onMobile(e.target.value.replace(/[^\d-]/g, ''))
              setSent(false)
              onProof(null)
            }}
          />
          <button type="button" className={`${btn.secondary} shrink-0 px-4`} disabled={!validMobile || busy || !!proof} onClick={send}>
            {sent ? '재전송' : '인증번호 받기'}
          </button>
        </div>
      </Field>
      {sent && !proof ? (
        <Field
          label="인증번호"
          htmlFor="guest-code"
          hint={left ? `남은 시간 ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` : undefined}
        >
          <div className="flex gap-2">
            <input
              id="guest-code"
              className={field.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="6자리 숫자"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            <button type="button" className={`${btn.primary} shrink-0 px-4`} disabled={code.length !== 6 || busy} onClick={verify}>
              확인
            </button>
          </div>
        </Field>
      ) : null}
      {msg ? (
        <p role={msg.tone === 'err' ? 'alert' : 'status'} className={`text-xs ${msg.tone === 'err' ? 'text-accent' : 'text-brand-700'}`}>
          {msg.text}
        </p>
      ) : null}
    </div>
  )
}
