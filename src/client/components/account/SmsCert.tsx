import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { getApi } from '~/client/api'
import { mobileSchema, smsValidQuery } from '~/shared/schemas/member'
import { Field, FieldButton } from '~/client/components/ui'

/**
 * Mobile number + SMS code (POST /v1/front/member/send/sms/certify and /valid): sends a 6-digit code, counts down the
 * 10 minutes, validates it and hands the single-use proof to the form.
 */
export function SmsCert({
  title,
  label = '휴대폰 번호',
  initialMobile = '',
  lockMobile = false,
  onVerified,
  checkDuplicate = false,
}: {
  title: string
  label?: string
  initialMobile?: string
  lockMobile?: boolean
  onVerified: (mobile: string, proof: string) => void
  checkDuplicate?: boolean
}) {
  const [mobile, setMobile] = useState(initialMobile)
  const [code, setCode] = useState('')
  const [sentAt, setSentAt] = useState<number | null>(null)
  const [left, setLeft] = useState(0)
  const [err, setErr] = useState<string | null>(null)
  const [codeErr, setCodeErr] = useState<string | null>(null)
  const [busy, setBusy] = useState<'send' | 'check' | null>(null)
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (!sentAt) return
    const tick = () => setLeft(Math.max(0, 600 - Math.floor((Date.now() - sentAt) / 1000)))
    tick()
    const t = setInterval(tick, 1000)
    return () => clearInterval(t)
  }, [sentAt])

  async function send() {
    const parsed = v.safeParse(mobileSchema, mobile)
    if (!parsed.success) return setErr(parsed.issues[0].message)
    setErr(null)
    setBusy('send')
    const api = getApi().member
    if (checkDuplicate) {
      const d = await api.checkDupMobile(parsed.output)
      if (d.ok && d.data.duplicated) {
        setBusy(null)
        return setErr('이미 가입된 휴대폰 번호예요. 아이디 찾기를 이용해 주세요.')
      }
    }
    const r = await api.sendCert(parsed.output, title)
    setBusy(null)
    if (!r.ok) return setErr(r.error.errors[0]?.reason ?? '인증번호를 보내지 못했어요.')
    setSentAt(Date.now())
    setCode('')
    setCodeErr(null)
  }

  async function check() {
    const key = v.safeParse(smsValidQuery.entries.certifyKey, code)
    if (!key.success) return setCodeErr(key.issues[0].message)
    setBusy('check')
    const r = await getApi().member.validCert(mobile.replace(/\D/g, ''), code)
    setBusy(null)
    if (!r.ok) return setCodeErr(r.error.errors[0]?.reason ?? '인증번호를 확인하지 못했어요.')
    setDone(true)
    setCodeErr(null)
    onVerified(mobile.replace(/\D/g, ''), r.data.certProof)
  }

  const mmss = `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`
  return (
    <div className="space-y-3">
      <Field
        label={label}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="010-1234-5678"
        required
        value={mobile}
        disabled={lockMobile || done}
        onChange={(e) => setMobile(e.target.value)}
        error={err}
        ok={done ? '휴대폰 인증이 완료되었어요.' : null}
        action={
          done ? null : (
            <FieldButton onClick={send} loading={busy === 'send'}>
              {sentAt ? '다시 받기' : '인증번호 받기'}
            </FieldButton>
          )
        }
      />
      {sentAt && !done ? (
        <Field
          label="인증번호"
          name="certifyKey"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="6자리 숫자"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          error={codeErr}
          hint={
            left > 0 ? (
              <>
                남은 시간 <span className="font-semibold text-accent">{mmss}</span> · 문자가 오지 않으면 30초 후 다시 받을 수 있어요.
              </>
            ) : (
              '유효 시간이 지났어요. 인증번호를 다시 받아 주세요.'
            )
          }
          action={
            <FieldButton onClick={check} loading={busy === 'check'} disabled={left === 0}>
              확인
            </FieldButton>
          }
        />
      ) : null}
    </div>
  )
}
