import { createFileRoute } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { useEffect, useState } from 'react'
import { getApi } from '~/client/api'
import { Field, PasswordField, FormError, SubmitButton } from '~/client/components/ui'
import { AccountCard } from '~/client/components/account/AccountCard'
import { SmsCert } from '~/client/components/account/SmsCert'
import { drop, go, KEYS, load } from '~/client/components/account/storage'
import { useCert } from './-components/useCert'

export const Route = createFileRoute('/account/dormancy')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '휴면 계정 해제' },
  component: Dormancy,
})

const LEAD = '1년 이상 로그인하지 않아 휴면 상태로 전환된 계정이에요. 본인 확인 후 바로 다시 이용할 수 있어요.'

type Dormant = { loginId?: string; sns?: { type: string; accessToken: string } }

/** Spec §4: a 410 on sign-in stores the user id and lands here; restore by password + SMS (or the social token + SMS). */
function Dormancy() {
  const [d, setD] = useState<Dormant | null | undefined>(undefined)
  const [loginId, setLoginId] = useState('')
  const [password, setPassword] = useState('')
  const { cert, err, setErr, onVerified } = useCert()
  const restore = useMutation({
    mutationFn: ({ mobile, proof }: { mobile: string; proof: string }) =>
      d?.sns
        ? getApi().member.restoreSns({ type: d.sns.type, accessToken: d.sns.accessToken, mobile, certProof: proof })
        : getApi().member.restore({ loginId, password, mobile, certProof: proof }),
  })
  useEffect(() => {
    const saved = load<Dormant>(KEYS.dormant)
    setD(saved)
    setLoginId(saved?.loginId ?? '')
  }, [])
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    if (!cert) return setErr('휴대폰 인증을 완료해 주세요.')
    if (!d?.sns && (!loginId || !password)) return setErr('아이디와 비밀번호를 입력해 주세요.')
    const r = await restore.mutateAsync(cert)
    if (!r.ok) return setErr(r.error.errors[0]?.reason ?? '휴면 해제를 하지 못했어요.')
    drop(KEYS.dormant)
    go('/account/dormancyedit')
  }
  // The server (and the first browser render) cannot see session storage: the page's frame with a skeleton form.
  if (d === undefined)
    return (
      <AccountCard title="휴면 계정 해제" lead={LEAD}>
        <div className="h-24 rounded-2xl skeleton" />
      </AccountCard>
    )
  return (
    <AccountCard title="휴면 계정 해제" lead={LEAD}>
      <form method="post" noValidate onSubmit={submit} className="space-y-4" aria-label="휴면 해제">
        {d?.sns ? (
          <p className="rounded-xl bg-gray-50 p-4 text-sm text-gray-700">
            간편 로그인 계정이에요. 가입할 때 등록한 휴대폰 번호로 인증해 주세요.
          </p>
        ) : (
          <>
            <Field
              label="아이디"
              name="loginId"
              autoComplete="username"
              required
              value={loginId}
              onChange={(e) => setLoginId(e.target.value)}
            />
            <PasswordField
              current
              label="비밀번호"
              name="password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </>
        )}
        <SmsCert title="휴면 해제" onVerified={onVerified} />
        <FormError message={err} />
        <SubmitButton loading={restore.isPending}>휴면 해제하기</SubmitButton>
      </form>
    </AccountCard>
  )
}
