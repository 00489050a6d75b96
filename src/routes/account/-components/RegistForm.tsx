import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { getApi } from '~/client/api'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { Consents, consentsMissing, EMPTY_CONSENTS, type ConsentState } from '~/client/components/account/Consents'
import { Field, PasswordField, FieldButton, FormError, SubmitButton } from '~/client/components/ui'
import { IdentityButton } from '~/client/components/account/IdentityButton'
import { SmsCert } from '~/client/components/account/SmsCert'
import { drop, go, KEYS, load, save } from '~/client/components/account/storage'
import type { IdentityAnswer } from '~/shared/api/member-types'
import { GenderPicker } from './GenderPicker'
import { registerBody } from '~/shared/schemas/member'

const PASSWORD_MISMATCH = '비밀번호가 서로 달라요.'

/**
 * Step 2 of sign-up: identity (PASS/i-PIN or SMS), id with inline dup check, password rules, profile, guardian.
 * Validated with the API's own schema (registerBody): field by field on blur, the whole body before sending.
 */
export function RegistForm() {
  const form = useSchemaForm(registerBody)
  const [consents, setConsents] = useState<ConsentState>(EMPTY_CONSENTS)
  const [under14, setUnder14] = useState(false)
  const [identity, setIdentity] = useState<IdentityAnswer | null>(null)
  const [sms, setSms] = useState<{ mobile: string; proof: string } | null>(null)
  const [guardianSms, setGuardianSms] = useState<{ mobile: string; proof: string } | null>(null)
  const [f, setF] = useState({
    loginId: '',
    password: '',
    password2: '',
    userName: '',
    birth: '',
    gender: '' as '' | 'M' | 'F',
    email: '',
    nickName: '',
    guardianName: '',
  })
  const [oks, setOks] = useState<Record<string, string | null>>({})
  const [formErr, setFormErr] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const saved = load<{ consents: ConsentState; under14: boolean }>(KEYS.consents)
    if (saved) {
      setConsents(saved.consents)
      setUnder14(saved.under14)
    }
    const idv = load<IdentityAnswer>(KEYS.identity)
    if (idv) setIdentity(idv)
  }, [])
  const onIdentity = useCallback((r: IdentityAnswer) => {
    if (r.registered) return setFormErr('이미 가입된 회원이에요. 아이디 찾기를 이용해 주세요.')
    setIdentity(r)
    save(KEYS.identity, r)
  }, [])

  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setF((p) => ({ ...p, [k]: e.target.value }))
    form.clear(k === 'guardianName' ? 'guardian.name' : k)
    if (k === 'loginId' || k === 'email' || k === 'nickName') setOks((p) => ({ ...p, [k]: null }))
  }
  /** One text field's name, value, change and error. */
  const bind = (k: Exclude<keyof typeof f, 'gender'>) => ({
    name: k,
    value: f[k],
    onChange: set(k),
    error: form.error(k === 'guardianName' ? 'guardian.name' : k),
  })
  /** A field checked for a duplicate when it loses focus. */
  const unique = (k: 'loginId' | 'email' | 'nickName') => ({ ...bind(k), onBlur: () => f[k] && dupCheck(k), ok: oks[k] })
  async function dupCheck(k: 'loginId' | 'email' | 'nickName') {
    if (!form.validateField(k, f[k])) return
    const api = getApi().member
    const r =
      k === 'loginId'
        ? await api.checkDupId(f[k].trim())
        : k === 'email'
          ? await api.checkDupEmail(f[k].trim())
          : await api.checkDupNickName(f[k].trim())
    if (!r.ok) return form.setError(k, r.error.errors[0]?.reason ?? '확인하지 못했어요.')
    const label = k === 'loginId' ? '아이디' : k === 'email' ? '이메일' : '닉네임'
    if (r.data.duplicated) form.setError(k, `이미 사용 중인 ${label}예요.`.replace('이메일예요', '이메일이에요'))
    else setOks((p) => ({ ...p, [k]: `사용할 수 있는 ${label}예요.`.replace('이메일예요', '이메일이에요') }))
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const body = form.validate({
      loginId: f.loginId,
      password: f.password,
      userName: identity?.name ?? f.userName,
      gender: identity?.gender ?? (f.gender || undefined),
      birth: identity?.birth ?? f.birth,
      mobile: identity?.mobile ?? sms?.mobile ?? '',
      identityTxId: identity?.txId,
      certProof: identity ? undefined : sms?.proof,
      email: f.email,
      nickName: f.nickName,
      consents,
      guardian: under14
        ? { name: f.guardianName, mobile: guardianSms?.mobile ?? '', certProof: guardianSms?.proof ?? '', agree: true }
        : undefined,
    })
    // The confirmation is the form's own rule (the API gets the password once).
    const mismatch = f.password !== f.password2
    if (mismatch) form.setError('password2', PASSWORD_MISMATCH)
    const missing = consentsMissing(consents)
    if (missing) return setFormErr(missing)
    if (!identity && !sms) return setFormErr('본인인증 또는 휴대폰 인증을 완료해 주세요.')
    if (under14 && !guardianSms) return setFormErr('보호자 휴대폰 인증을 완료해 주세요.')
    if (!body || mismatch) return setFormErr('입력한 내용을 다시 확인해 주세요.')
    setFormErr(null)
    setBusy(true)
    const r = await getApi().member.register(body)
    setBusy(false)
    if (!r.ok) {
      form.setApiErrors(r.error.errors)
      return setFormErr(r.error.errors[0]?.reason ?? '가입하지 못했어요. 잠시 후 다시 시도해 주세요.')
    }
    drop(KEYS.consents)
    drop(KEYS.identity)
    save(KEYS.welcome, { name: identity?.name ?? f.userName })
    go('/account/completion')
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5" aria-label="회원 정보 입력">
      <section className="space-y-3" aria-labelledby="rg-idv">
        <h2 id="rg-idv" className="text-base font-bold">
          본인 확인
        </h2>
        <IdentityButton purpose="signup" onDone={onIdentity} done={identity} />
        {!identity ? (
          <details className="rounded-xl border border-gray-200 p-3 text-sm">
            <summary className="cursor-pointer font-semibold text-gray-700">휴대폰 문자 인증으로 진행하기</summary>
            <div className="mt-3">
              <SmsCert title="회원가입" checkDuplicate onVerified={(mobile, proof) => setSms({ mobile, proof })} />
            </div>
          </details>
        ) : null}
      </section>
      <section className="space-y-4" aria-labelledby="rg-acc">
        <h2 id="rg-acc" className="text-base font-bold">
          계정 정보
        </h2>
        <Field
          label="아이디"
          {...unique('loginId')}
          autoComplete="username"
          required
          hint="영문 소문자로 시작하는 5~20자 (영문 소문자, 숫자, 밑줄)"
          action={<FieldButton onClick={() => dupCheck('loginId')}>중복 확인</FieldButton>}
        />
        <PasswordField
          label="비밀번호"
          {...bind('password')}
          required
          onBlur={() => f.password && form.validateField('password', f.password)}
          hint="8~20자, 영문·숫자·특수문자를 모두 포함해 주세요."
        />
        <PasswordField
          label="비밀번호 확인"
          {...bind('password2')}
          required
          ok={f.password2 && f.password === f.password2 ? '비밀번호가 일치해요.' : null}
        />
      </section>
      {!identity ? (
        <section className="space-y-4" aria-labelledby="rg-me">
          <h2 id="rg-me" className="text-base font-bold">
            기본 정보
          </h2>
          <Field label="이름" {...bind('userName')} autoComplete="name" required />
          <Field label="생년월일" {...bind('birth')} inputMode="numeric" placeholder="예: 19900101" maxLength={8} required />
          <GenderPicker
            value={f.gender}
            onChange={(g) => {
              setF((p) => ({ ...p, gender: g }))
              form.clear('gender')
            }}
            error={form.error('gender')}
            errorId="rg-gender-err"
          />
        </section>
      ) : null}
      <section className="space-y-4" aria-labelledby="rg-opt">
        <h2 id="rg-opt" className="text-base font-bold">
          선택 정보
        </h2>
        <Field label="이메일" {...unique('email')} type="email" autoComplete="email" />
        <Field label="닉네임" {...unique('nickName')} hint="한글, 영문, 숫자 2~12자" />
      </section>
      {under14 ? (
        <section className="space-y-4 rounded-2xl bg-amber-50 p-4" aria-labelledby="rg-guard">
          <h2 id="rg-guard" className="text-base font-bold">
            법정대리인(보호자) 동의
          </h2>
          <p className="text-xs text-gray-700">만 14세 미만 회원은 보호자의 동의가 필요해요. 보호자 휴대폰으로 인증해 주세요.</p>
          <Field label="보호자 이름" {...bind('guardianName')} required />
          <SmsCert title="보호자 동의" label="보호자 휴대폰 번호" onVerified={(mobile, proof) => setGuardianSms({ mobile, proof })} />
        </section>
      ) : null}
      <Consents value={consents} onChange={setConsents} />
      <FormError message={formErr} />
      <SubmitButton loading={busy}>가입하기</SubmitButton>
      <p className="text-center text-sm">
        <Link to="/account/regist-back" className="text-gray-500 underline">
          가입 그만두기
        </Link>
      </p>
    </form>
  )
}
