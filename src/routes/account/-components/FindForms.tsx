import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { getApi } from '~/client/api'
import { Field, FormError, SubmitButton } from '~/client/components/ui'
import { SmsCert } from '~/client/components/account/SmsCert'
import { go, KEYS, save } from '~/client/components/account/storage'
import { loginIdSchema, nameSchema } from '~/shared/schemas/member'
import { useCert } from './useCert'

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

type Cert = { mobile: string; proof: string }

function FindId() {
  return (
    <CertForm
      label="아이디 찾기"
      field={{ label: '이름', name: 'userName', autoComplete: 'name' }}
      schema={nameSchema}
      certTitle="아이디 찾기"
      submitText="아이디 찾기"
      onSubmit={async (userName, cert) => {
        const r = await getApi().member.findId({ userName, mobile: cert.mobile, certProof: cert.proof })
        if (!r.ok) return r.error.errors[0]?.reason ?? '아이디를 찾지 못했어요.'
        save(KEYS.findId, r.data)
        go('/account/findresultid')
      }}
    />
  )
}

function FindPw() {
  return (
    <CertForm
      label="비밀번호 찾기"
      field={{ label: '아이디', name: 'loginId', autoComplete: 'username' }}
      schema={loginIdSchema}
      certTitle="비밀번호 재설정"
      submitText="다음"
      onSubmit={(loginId, cert) => {
        save(KEYS.findPw, { loginId, ...cert })
        go('/account/findresultpw')
      }}
    />
  )
}

/** One field checked by its schema and an SMS certification, then `onSubmit` (a refusal comes back as its message). */
function CertForm({
  label,
  field,
  schema,
  certTitle,
  submitText,
  onSubmit,
}: {
  label: string
  field: { label: string; name: string; autoComplete: string }
  schema: v.GenericSchema<string, string>
  certTitle: string
  submitText: string
  onSubmit: (value: string, cert: Cert) => Promise<string | undefined> | void
}) {
  const [value, setValue] = useState('')
  const [fieldErr, setFieldErr] = useState<string | null>(null)
  const { cert, err, setErr, onVerified } = useCert()
  const [busy, setBusy] = useState(false)
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const parsed = v.safeParse(schema, value)
    if (!parsed.success) return setFieldErr(parsed.issues[0].message)
    if (!cert) return setErr('휴대폰 인증을 완료해 주세요.')
    setBusy(true)
    const refused = await onSubmit(parsed.output, cert)
    setBusy(false)
    if (refused) setErr(refused)
  }
  return (
    <form method="post" noValidate onSubmit={submit} className="mt-5 space-y-4" aria-label={label}>
      <Field
        {...field}
        required
        value={value}
        onChange={(e) => {
          setValue(e.target.value)
          setFieldErr(null)
        }}
        error={fieldErr}
      />
      <SmsCert title={certTitle} onVerified={onVerified} />
      <FormError message={err} />
      <SubmitButton loading={busy} disabled={!cert}>
        {submitText}
      </SubmitButton>
    </form>
  )
}
