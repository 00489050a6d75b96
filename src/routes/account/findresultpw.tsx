import { createFileRoute, Link } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { getApi } from '~/client/api'
import { PasswordField, FormError, SubmitButton, btn } from '~/client/components/ui'
import { AccountCard } from '~/client/components/account/AccountCard'
import { useDialog } from '~/client/components/Dialogs'
import { drop, go, KEYS, load } from '~/client/components/account/storage'
import { newPasswordSchema } from '~/shared/schemas/member'

export const Route = createFileRoute('/account/findresultpw')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '비밀번호 재설정' },
  component: ResetPw,
})

function ResetPw() {
  const dialog = useDialog()
  const [ctx, setCtx] = useState<{ loginId: string; mobile: string; proof: string } | null | undefined>(undefined)
  const [pw, setPw] = useState('')
  const [pw2, setPw2] = useState('')
  const [errs, setErrs] = useState<{ pw?: string | null; pw2?: string | null }>({})
  const [err, setErr] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => setCtx(load(KEYS.findPw)), [])
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const p = v.safeParse(newPasswordSchema, pw)
    const next = { pw: p.success ? null : p.issues[0].message, pw2: pw !== pw2 ? '비밀번호가 서로 달라요.' : null }
    setErrs(next)
    if (next.pw || next.pw2 || !ctx) return
    setBusy(true)
    const r = await getApi().member.resetPassword({
      loginId: ctx.loginId,
      mobile: ctx.mobile,
      certProof: ctx.proof,
      password: pw,
      passwordConfirm: pw2,
    })
    setBusy(false)
    if (!r.ok) return setErr(r.error.errors[0]?.reason ?? '비밀번호를 바꾸지 못했어요.')
    drop(KEYS.findPw)
    await dialog.alert('비밀번호를 바꿨어요. 새 비밀번호로 로그인해 주세요.')
    go('/account/signin')
  }
  // The verified account lives in session storage, which the server (and the first browser render) cannot see.
  if (ctx === undefined)
    return (
      <AccountCard title="비밀번호 재설정" lead="휴대폰 인증을 마친 아이디의 새 비밀번호를 정해요.">
        <div className="h-24 rounded-2xl skeleton" />
      </AccountCard>
    )
  if (!ctx)
    return (
      <AccountCard title="비밀번호 재설정" lead="휴대폰 인증이 필요해요. 비밀번호 찾기에서 다시 진행해 주세요.">
        <Link to="/account/find" search={{ tab: 'pw' }} className={`${btn.primary} w-full text-[15px]`}>
          비밀번호 찾기
        </Link>
      </AccountCard>
    )
  return (
    <AccountCard
      title="비밀번호 재설정"
      lead={
        <>
          아이디 <strong>{ctx.loginId}</strong>의 새 비밀번호를 입력해 주세요. 바꾸면 다른 기기에서는 로그아웃돼요.
        </>
      }
    >
      <form method="post" noValidate onSubmit={submit} className="space-y-4" aria-label="새 비밀번호">
        <PasswordField
          label="새 비밀번호"
          required
          value={pw}
          onChange={(e) => setPw(e.target.value)}
          error={errs.pw}
          hint="8~20자, 영문·숫자·특수문자를 모두 포함해 주세요."
        />
        <PasswordField label="새 비밀번호 확인" required value={pw2} onChange={(e) => setPw2(e.target.value)} error={errs.pw2} />
        <FormError message={err} />
        <SubmitButton loading={busy}>비밀번호 바꾸기</SubmitButton>
      </form>
    </AccountCard>
  )
}
