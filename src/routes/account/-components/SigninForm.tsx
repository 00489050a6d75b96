import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { getApi } from '~/client/api'
import { Field, PasswordField, FormError, SubmitButton } from '~/client/components/ui'
import { SocialButtons } from '~/client/components/account/SocialButtons'
import { go, KEYS, save } from '~/client/components/account/storage'
import { useKiosk } from '~/client/hooks/useKiosk'
import { FORM_ERROR, fieldErrors } from '~/client/hooks/useSchemaForm'
import { loginBody } from '~/shared/schemas/member'
import { GuestOrderLookup } from '~/client/components/commerce/GuestOrderLookup'
import { memberQueries } from '~/client/queries/member'

const ERRORS: Record<string, string> = {
  apple: 'Apple 로그인을 확인하지 못했어요. 다시 시도해 주세요.',
  sns: '간편 로그인을 완료하지 못했어요. 다시 시도해 주세요.',
}

export function SigninForm({ returnUrl, error }: { returnUrl: string | null; error?: string }) {
  const { kiosk, storeCode } = useKiosk()
  const qc = useQueryClient()
  const [loginId, setLoginId] = useState('')
  const [password, setPassword] = useState('')
  const [errs, setErrs] = useState<Record<string, string>>({})
  const [formErr, setFormErr] = useState<string | null>(error ? (ERRORS[error] ?? null) : null)
  const [busy, setBusy] = useState(false)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const parsed = v.safeParse(loginBody, { loginId, password })
    if (!parsed.success) {
      // The body-level rule (loginId or userId) has no path: it belongs to the field that is empty.
      const { [FORM_ERROR]: root, ...next } = fieldErrors(parsed.issues)
      if (root) next[password ? 'loginId' : 'password'] ??= root
      if (!loginId.trim()) next.loginId = '아이디를 입력해 주세요.'
      return setErrs(next)
    }
    setErrs({})
    setBusy(true)
    const r = await getApi().member.login(parsed.output)
    if (r.ok) {
      await qc.invalidateQueries({ queryKey: memberQueries.all })
      return go(returnUrl ?? '/main')
    }
    setBusy(false)
    if (r.status === 410) {
      save(KEYS.dormant, { loginId: parsed.output.loginId })
      return go('/account/dormancy')
    }
    setFormErr(r.error.errors[0]?.reason ?? '로그인하지 못했어요. 잠시 후 다시 시도해 주세요.')
  }

  return (
    <div className="space-y-6">
      {kiosk ? (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800">매장 키오스크 모드 · 매장 코드 {storeCode}</p>
      ) : null}
      {kiosk ? <SocialButtons returnUrl={returnUrl} large /> : null}
      <form method="post" noValidate onSubmit={submit} className="space-y-4" aria-label="아이디 로그인">
        <Field
          label="아이디"
          name="loginId"
          autoComplete="username"
          value={loginId}
          onChange={(e) => setLoginId(e.target.value)}
          error={errs.loginId}
          required
        />
        <PasswordField
          current
          label="비밀번호"
          name="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errs.password}
          required
        />
        <FormError message={formErr} />
        <SubmitButton loading={busy}>로그인</SubmitButton>
      </form>
      <nav aria-label="계정 도움" className="flex justify-center gap-4 text-sm text-gray-600">
        <Link to="/account/find" className="hover:underline">
          아이디 찾기
        </Link>
        <span aria-hidden="true">|</span>
        <Link to="/account/find" search={{ tab: 'pw' }} className="hover:underline">
          비밀번호 찾기
        </Link>
        <span aria-hidden="true">|</span>
        <Link to="/account/signup" className="font-semibold text-brand-700 hover:underline">
          회원가입
        </Link>
      </nav>
      {!kiosk ? (
        <div className="space-y-3">
          <p className="flex items-center gap-3 text-xs text-gray-500 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
            간편 로그인
          </p>
          <SocialButtons returnUrl={returnUrl} />
          <Link to="/account/kcb-signin" className="block text-center text-sm text-gray-600 underline">
            휴대폰 본인인증으로 로그인
          </Link>
        </div>
      ) : null}
      {returnUrl && /^\/(products\/)?payment(\/|\?|$)/.test(returnUrl) ? (
        // Coming from a cart or a 바로 구매: the order sheet takes guests too (the cart stays for a later sign-in).
        <a
          href={returnUrl}
          className="flex h-12 items-center justify-center rounded-xl border border-gray-300 text-[15px] font-semibold text-gray-800"
        >
          비회원으로 주문하기
        </a>
      ) : null}
      {!kiosk ? (
        <details className="rounded-xl border border-gray-200 p-4 open:pb-5">
          <summary className="cursor-pointer text-sm font-semibold text-gray-800">비회원 주문 조회</summary>
          <p className="mb-3 mt-2 text-xs text-gray-500">주문번호와 주문하실 때 입력한 휴대폰 번호로 조회할 수 있어요.</p>
          <GuestOrderLookup />
        </details>
      ) : null}
    </div>
  )
}
