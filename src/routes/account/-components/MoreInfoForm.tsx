import { Link } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { getApi } from '~/client/api'
import type { Endpoints } from '~/shared/api/endpoints'
import { Consents, consentsMissing, EMPTY_CONSENTS } from '~/client/components/account/Consents'
import { Field, FormError, SubmitButton, btn } from '~/client/components/ui'
import { SmsCert } from '~/client/components/account/SmsCert'
import { drop, go, KEYS, load, save } from '~/client/components/account/storage'
import { GenderPicker } from './GenderPicker'
import { birthSchema, emailSchema, nameSchema } from '~/shared/schemas/member'

type Sns = { snsTicket: string; type: string; email: string | null; name: string | null; mobile: string | null; returnUrl: string | null }
const check = (s: v.GenericSchema, x: unknown) => {
  const r = v.safeParse(s, x)
  return r.success ? null : r.issues[0].message
}

/** /account/moreinfo/{type}: what the provider did not give (name, birth, gender, verified mobile) + consents. */
export function MoreInfoForm({ type }: { type: 'kakao' | 'naver' | 'apple' }) {
  const [sns, setSns] = useState<Sns | null | undefined>(undefined)
  const [f, setF] = useState({ userName: '', birth: '', gender: '' as '' | 'M' | 'F', email: '' })
  const [consents, setConsents] = useState(EMPTY_CONSENTS)
  const [cert, setCert] = useState<{ mobile: string; proof: string } | null>(null)
  const [errs, setErrs] = useState<Record<string, string | null>>({})
  const [err, setErr] = useState<string | null>(null)
  const register = useMutation({
    mutationFn: (body: Parameters<Endpoints['member']['registerSns']>[0]) => getApi().member.registerSns(body),
  })
  useEffect(() => {
    const s = load<Sns>(KEYS.sns)
    setSns(s && s.type === type ? s : null)
    if (s) setF((p) => ({ ...p, userName: s.name ?? '', email: s.email ?? '' }))
  }, [type])
  if (sns === undefined) return <div className="h-40 rounded-2xl skeleton" aria-busy="true" />
  if (!sns)
    return (
      <div className="space-y-4">
        <p className="text-sm text-gray-600">간편 가입 정보가 없거나 시간이 지났어요. 간편 로그인을 다시 진행해 주세요.</p>
        <Link to="/account/signin" className={`${btn.primary} w-full text-[15px]`}>
          로그인 화면으로
        </Link>
      </div>
    )
  const set = (k: 'userName' | 'birth' | 'email') => (e: React.ChangeEvent<HTMLInputElement>) => {
    setF((p) => ({ ...p, [k]: e.target.value }))
    setErrs((p) => ({ ...p, [k]: null }))
  }
  /** One text field's name, value, change and error. */
  const bind = (k: 'userName' | 'birth' | 'email') => ({ name: k, value: f[k], onChange: set(k), error: errs[k] })
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const next = {
      userName: check(nameSchema, f.userName),
      birth: check(birthSchema, f.birth),
      gender: f.gender ? null : '성별을 선택해 주세요.',
      email: f.email ? check(emailSchema, f.email) : null,
    }
    setErrs(next)
    if (Object.values(next).some(Boolean)) return setErr('입력한 내용을 다시 확인해 주세요.')
    if (!cert) return setErr('휴대폰 인증을 완료해 주세요.')
    const missing = consentsMissing(consents)
    if (missing) return setErr(missing)
    setErr(null)
    const r = await register.mutateAsync({
      snsTicket: sns!.snsTicket,
      userName: f.userName,
      birth: f.birth,
      gender: f.gender,
      email: f.email,
      mobile: cert.mobile,
      certProof: cert.proof,
      consents,
    })
    if (!r.ok) return setErr(r.error.errors[0]?.reason ?? '가입하지 못했어요.')
    drop(KEYS.sns)
    save(KEYS.welcome, { name: f.userName })
    go('/account/completion')
  }
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4" aria-label="추가 정보 입력">
      <Field label="이름" {...bind('userName')} autoComplete="name" required />
      <Field label="생년월일" {...bind('birth')} inputMode="numeric" maxLength={8} placeholder="예: 19900101" required />
      <GenderPicker
        value={f.gender}
        onChange={(g) => {
          setF((p) => ({ ...p, gender: g }))
          setErrs((p) => ({ ...p, gender: null }))
        }}
        error={errs.gender}
      />
      <Field label="이메일 (선택)" {...bind('email')} type="email" />
      <SmsCert
        title="간편 가입"
        checkDuplicate
        onVerified={(mobile, proof) => {
          setCert({ mobile, proof })
          setErr(null)
        }}
      />
      <Consents value={consents} onChange={setConsents} />
      <FormError message={err} />
      <SubmitButton loading={register.isPending}>가입 완료하기</SubmitButton>
    </form>
  )
}
