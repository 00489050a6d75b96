import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { getApi } from '~/client/api'
import { Field, FormError, SubmitButton } from '~/client/components/ui'
import { SmsCert } from '~/client/components/account/SmsCert'
import { go, KEYS, save } from '~/client/components/account/storage'
import { loginIdSchema, nameSchema } from '~/shared/schemas/member'

export function FindForms({ tab }: { tab: 'id' | 'pw' }) {
  return (
    <>
      <div role="tablist" aria-label="찾기 종류" className="grid grid-cols-2 rounded-xl bg-gray-100 p-1">
        {(
          [
            ['id', '아이디 찾기'],
            ['pw', '비밀번호 찾기'],
          ] as const
        ).map(([k, label]) => (
          <Link
            key={k}
            role="tab"
            aria-selected={tab === k}
            to="/account/find"
            search={{ tab: k }}
            className={`flex h-10 items-center justify-center rounded-lg text-sm font-semibold ${tab === k ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600'}`}
          >
            {label}
          </Link>
        ))}
      </div>
      <div role="tabpanel">{tab === 'id' ? <FindId /> : <FindPw />}</div>
    </>
  )
}

function FindId() {
  const [name, setName] = useState('')
  const [cert, setCert] = useState<{ mobile: string; proof: string } | null>(null)
  const [err, setErr] = useState<string | null>(null)
  const [nameErr, setNameErr] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const n = v.safeParse(nameSchema, name)
    if (!n.success) return setNameErr(n.issues[0].message)
    if (!cert) return setErr('휴대폰 인증을 완료해 주세요.')
    setBusy(true)
    const r = await getApi().member.findId({ userName: n.output, mobile: cert.mobile, certProof: cert.proof })
    setBusy(false)
    if (!r.ok) return setErr(r.error.errors[0]?.reason ?? '아이디를 찾지 못했어요.')
    save(KEYS.findId, r.data)
    go('/account/findresultid')
  }
  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4" aria-label="아이디 찾기">
      <Field
        label="이름"
        name="userName"
        autoComplete="name"
        required
        value={name}
        onChange={(e) => {
          setName(e.target.value)
          setNameErr(null)
        }}
        error={nameErr}
      />
      <SmsCert
        title="아이디 찾기"
        onVerified={(mobile, proof) => {
          setCert({ mobile, proof })
          setErr(null)
        }}
      />
      <FormError message={err} />
      <SubmitButton loading={busy} disabled={!cert}>
        아이디 찾기
      </SubmitButton>
    </form>
  )
}

function FindPw() {
  const [loginId, setLoginId] = useState('')
  const [idErr, setIdErr] = useState<string | null>(null)
  const [err, setErr] = useState<string | null>(null)
  const [cert, setCert] = useState<{ mobile: string; proof: string } | null>(null)
  function submit(e: React.FormEvent) {
    e.preventDefault()
    const id = v.safeParse(loginIdSchema, loginId)
    if (!id.success) return setIdErr(id.issues[0].message)
    if (!cert) return setErr('휴대폰 인증을 완료해 주세요.')
    save(KEYS.findPw, { loginId: id.output, ...cert })
    go('/account/findresultpw')
  }
  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4" aria-label="비밀번호 찾기">
      <Field
        label="아이디"
        name="loginId"
        autoComplete="username"
        required
        value={loginId}
        onChange={(e) => {
          setLoginId(e.target.value)
          setIdErr(null)
        }}
        error={idErr}
      />
      <SmsCert
        title="비밀번호 재설정"
        onVerified={(mobile, proof) => {
          setCert({ mobile, proof })
          setErr(null)
        }}
      />
      <FormError message={err} />
      <SubmitButton disabled={!cert}>다음</SubmitButton>
    </form>
  )
}
