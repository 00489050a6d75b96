import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { KioskCheckinAnswer, KioskIdentifyAnswer } from '~/shared/api/store-owner-types'
import { formatHHMM } from '~/shared/format'
import { KIOSK_PURPOSES, KIOSK_QUESTIONS, purposeAsksQuestions } from '~/shared/store-owner/rules'
import { kioskIdentifyBody } from '~/shared/schemas/store-owner'
import { getApi } from '~/client/api'
import { useKiosk } from '~/client/hooks/useKiosk'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { FormError } from '../ui'
import { KioskChrome, resetKiosk } from './KioskChrome'

type Step = 'start' | 'mobile' | 'code' | 'choose' | 'purpose' | 'done'
const big = 'flex min-h-16 w-full items-center justify-center rounded-2xl px-6 text-xl font-bold disabled:opacity-60'
const primary = `${big} bg-brand-600 text-white`
const secondary = `${big} border-2 border-gray-300 bg-white text-gray-900`
const input =
  'block h-16 w-full rounded-2xl border-2 border-gray-300 px-5 text-center text-2xl font-bold tracking-widest aria-[invalid=true]:border-accent'

/** The kiosk's check-in: mobile + SMS code → today's reservation here, or a first visit's purpose → a ticket. */
export function KioskCheckin() {
  const { kiosk, storeName } = useKiosk()
  const [hydrated, setHydrated] = useState(false)
  const [step, setStep] = useState<Step>('start')
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [who, setWho] = useState<KioskIdentifyAnswer | null>(null)
  const [purpose, setPurpose] = useState<string | null>(null)
  const [answers, setAnswers] = useState<string[]>([])
  const [done, setDone] = useState<KioskCheckinAnswer | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const form = useSchemaForm(kioskIdentifyBody)
  useEffect(() => setHydrated(true), [])

  if (!hydrated)
    return (
      <div className="mx-auto max-w-xl p-6" aria-busy="true">
        <div className="h-64 rounded-3xl skeleton" />
      </div>
    )
  if (!kiosk)
    return (
      <div className="mx-auto max-w-xl space-y-4 p-6 text-center">
        <h1 className="text-2xl font-bold">매장 방문 접수 키오스크</h1>
        <p className="text-gray-700">
          이 기기는 아직 키오스크로 등록되지 않았어요. 가맹점주님이 가맹점 마이페이지에서 &lsquo;이 기기에서 키오스크 시작&rsquo;을 누르면
          방문 접수를 시작할 수 있어요.
        </p>
        <Link to="/mypagestore" className="inline-flex min-h-12 items-center rounded-xl bg-brand-600 px-6 font-bold text-white">
          가맹점 마이페이지로 가기
        </Link>
      </div>
    )

  const fail = (reason?: string) => setError(reason ?? '잠시 후 다시 시도해 주세요.')
  const sendCode = async () => {
    const ok = form.validateField('mobile', mobile)
    if (!ok) return
    setBusy(true)
    setError(null)
    const r = await getApi().member.sendCert(mobile, '매장 방문 접수')
    setBusy(false)
    if (!r.ok) return fail(r.error.errors[0]?.reason)
    setStep('code')
  }
  const identify = async () => {
    const body = form.validate({ mobile, certifyKey: code })
    if (!body) return
    setBusy(true)
    setError(null)
    const r = await getApi().kiosk.identify(body.mobile, body.certifyKey)
    setBusy(false)
    if (!r.ok) return fail(r.error.errors[0]?.reason)
    setWho(r.data)
    if (r.data.queue) {
      setDone({ ticketNo: r.data.queue.ticketNo, state: r.data.queue.state, ahead: 0, repeated: true, storeName })
      setStep('done')
    } else setStep(r.data.reservations.length ? 'choose' : 'purpose')
  }
  const checkin = async (extra: { reservationNo?: string; purpose?: string; answers?: string[] }) => {
    if (!who) return
    setBusy(true)
    setError(null)
    const r = await getApi().kiosk.checkin({ mobile, certProof: who.certProof, ...extra })
    setBusy(false)
    if (!r.ok) return fail(r.error.errors[0]?.reason)
    setDone(r.data)
    setStep('done')
  }

  return (
    <>
      <KioskChrome />
      <div className="mx-auto max-w-xl space-y-6 p-6">
        {step === 'start' ? (
          <section className="space-y-6 py-10 text-center">
            <h1 className="text-3xl font-bold">어서 오세요!</h1>
            <p className="text-lg text-gray-700">휴대폰 번호로 방문 접수를 하시면 순서대로 안내해 드릴게요.</p>
            <button type="button" className={primary} onClick={() => setStep('mobile')} data-testid="kiosk-begin">
              방문 접수하기
            </button>
          </section>
        ) : null}

        {step === 'mobile' || step === 'code' ? (
          <section className="space-y-5">
            <h1 className="text-2xl font-bold">
              {step === 'mobile' ? '휴대폰 번호를 입력해 주세요' : '문자로 받은 인증번호를 입력해 주세요'}
            </h1>
            <div>
              <label htmlFor="kiosk-mobile" className="mb-2 block text-lg font-semibold">
                휴대폰 번호
              </label>
              <input
                id="kiosk-mobile"
                className={input}
                inputMode="numeric"
                autoComplete="off"
                maxLength={13}
                value={mobile}
                disabled={step === 'code'}
                aria-invalid={form.error('mobile') ? true : undefined}
                onChange={(e) => {
                  setMobile(e.target.value)
                  form.clear('mobile')
                }}
              />
              <FormError message={form.error('mobile')} />
            </div>
            {step === 'code' ? (
              <div>
                <label htmlFor="kiosk-code" className="mb-2 block text-lg font-semibold">
                  인증번호 6자리
                </label>
                <input
                  id="kiosk-code"
                  className={input}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  aria-invalid={form.error('certifyKey') ? true : undefined}
                  onChange={(e) => {
                    setCode(e.target.value)
                    form.clear('certifyKey')
                  }}
                />
                <FormError message={form.error('certifyKey')} />
              </div>
            ) : null}
            <FormError message={error} />
            {step === 'mobile' ? (
              <button type="button" className={primary} disabled={busy} onClick={() => void sendCode()} data-testid="kiosk-send">
                {busy ? '보내는 중…' : '인증번호 받기'}
              </button>
            ) : (
              <div className="grid grid-cols-2 gap-3">
                <button
                  type="button"
                  className={secondary}
                  disabled={busy}
                  onClick={() => {
                    setStep('mobile')
                    setCode('')
                    setError(null)
                  }}
                >
                  번호 다시 입력
                </button>
                <button type="button" className={primary} disabled={busy} onClick={() => void identify()} data-testid="kiosk-verify">
                  {busy ? '확인 중…' : '확인'}
                </button>
              </div>
            )}
          </section>
        ) : null}

        {step === 'choose' && who ? (
          <section className="space-y-4">
            <h1 className="text-2xl font-bold">{who.customerName}님, 오늘 예약을 확인해 주세요</h1>
            <ul className="space-y-3">
              {who.reservations.map((r) => (
                <li key={r.reservationNo}>
                  <button
                    type="button"
                    className={primary}
                    disabled={busy}
                    onClick={() => void checkin({ reservationNo: r.reservationNo })}
                    data-testid="kiosk-reservation"
                  >
                    {formatHHMM(r.rsvTime)} · {r.purposeGroup} {r.purpose} 예약으로 접수
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={secondary} onClick={() => setStep('purpose')}>
              예약과 다른 용무로 왔어요
            </button>
            <FormError message={error} />
          </section>
        ) : null}

        {step === 'purpose' && who ? (
          <section className="space-y-5">
            <h1 className="text-2xl font-bold">{who.member ? `${who.customerName}님, ` : ''}어떤 일로 오셨어요?</h1>
            <div className="grid grid-cols-2 gap-3" role="radiogroup" aria-label="방문 목적">
              {KIOSK_PURPOSES.map((p) => (
                <button
                  key={p}
                  type="button"
                  role="radio"
                  aria-checked={purpose === p}
                  className={purpose === p ? primary : secondary}
                  onClick={() => {
                    setPurpose(p)
                    setAnswers([])
                  }}
                >
                  {p}
                </button>
              ))}
            </div>
            {purpose && purposeAsksQuestions(purpose) ? (
              <fieldset className="space-y-3">
                <legend className="mb-2 text-lg font-semibold">해당하는 것을 모두 골라 주세요</legend>
                {KIOSK_QUESTIONS.map((q) => (
                  <label key={q} className="flex min-h-14 items-center gap-3 rounded-2xl border-2 border-gray-200 px-5 text-lg">
                    <input
                      type="checkbox"
                      className="h-6 w-6"
                      checked={answers.includes(q)}
                      onChange={(e) => setAnswers((a) => (e.target.checked ? [...a, q] : a.filter((x) => x !== q)))}
                    />
                    {q}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <FormError message={error} />
            <button
              type="button"
              className={primary}
              disabled={!purpose || busy}
              onClick={() => void checkin({ purpose: purpose!, answers })}
              data-testid="kiosk-submit"
            >
              {busy ? '접수 중…' : '접수하기'}
            </button>
          </section>
        ) : null}

        {step === 'done' && done ? (
          <section className="space-y-6 py-6 text-center" aria-live="polite">
            <p className="text-lg text-gray-700">{done.repeated ? '이미 오늘 접수하셨어요.' : '접수되었어요.'}</p>
            <p className="mx-auto flex h-40 w-40 flex-col items-center justify-center rounded-3xl bg-gray-900 text-white">
              <span className="text-base opacity-80">대기 번호</span>
              <span className="text-6xl font-bold tabular-nums" data-testid="kiosk-ticket">
                {done.ticketNo}
              </span>
            </p>
            <p className="text-xl font-semibold">
              현재 상태: {done.state}
              {done.state === '대기' && done.ahead > 0 ? ` · 앞에 ${done.ahead}명` : ''}
            </p>
            <p className="text-gray-700">진행 상황은 다비치마켓 앱·웹의 마이페이지에서도 볼 수 있어요. 잠시 앉아서 기다려 주세요.</p>
            <button type="button" className={secondary} onClick={() => void resetKiosk()}>
              처음으로
            </button>
          </section>
        ) : null}
      </div>
    </>
  )
}
