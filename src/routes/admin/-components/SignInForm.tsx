import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { Field, PasswordField, FormError, SubmitButton } from '~/client/components/ui'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { consoleCall } from '~/client/console/api'
import { homeFor } from '~/shared/admin/sections'
import type { LoginAnswerOp } from '~/shared/api/admin-types'
import { operatorLoginSchema } from '~/shared/schemas/admin'

/** A same-origin console path to go back to after sign-in, else the operator's first desk. */
const safeConsolePath = (url: string | undefined) =>
  url && /^\/admin(\/[^/\\]|$)/.test(url) && !url.startsWith('/admin/login') ? url : null

export function SignInForm({ returnUrl }: { returnUrl?: string }) {
  const router = useRouter()
  const form = useSchemaForm(operatorLoginSchema)
  const [values, setValues] = useState({ loginId: '', password: '', otp: '' })
  const [enrol, setEnrol] = useState<LoginAnswerOp['enrol']>(null)
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [k]: e.target.value }))
    form.clear(k)
  }

  /** One field's value, change and error (the name is the browser's autofill name). */
  const bind = (k: keyof typeof values) => ({ value: values[k], onChange: set(k), error: form.error(k) })
  const login = useMutation({
    mutationFn: (body: unknown) => consoleCall<LoginAnswerOp>('/auth/login', { json: body }),
    onSuccess: async (r) => {
      if (!r.ok) {
        form.setApiErrors(r.error.errors.map((x) => ({ ...x, field: x.field === 'loginId' ? 'form' : x.field })))
        setValues((v) => ({ ...v, otp: '' }))
        return
      }
      if (r.data.enrol) return setEnrol(r.data.enrol)
      await router.navigate({ href: safeConsolePath(returnUrl) ?? homeFor(r.data.operator?.roles ?? []), replace: true })
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = form.validate(values)
    if (body) login.mutate(body)
  }

  return (
    <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-bold">다비치 본사 콘솔</h1>
      <p className="mt-1 text-sm text-gray-600">운영자 계정으로 로그인해 주세요. 쇼핑몰 회원 계정으로는 이용할 수 없습니다.</p>
      {enrol && (
        <section aria-labelledby="enrol-title" className="mt-5 rounded-xl border border-brand-200 bg-brand-50 p-4">
          <h2 id="enrol-title" className="text-sm font-bold text-brand-800">
            인증 앱 등록 (처음 한 번만 보여 드립니다)
          </h2>
          <p className="mt-1 text-xs text-gray-700">
            Google Authenticator 같은 인증 앱으로 QR 코드를 찍은 뒤, 앱에 나온 6자리 코드를 아래에 입력해 로그인을 마쳐 주세요.
          </p>
          <div
            className="mx-auto mt-3 w-44 rounded-lg bg-white p-2"
            role="img"
            aria-label="인증 앱 등록용 QR 코드"
            dangerouslySetInnerHTML={{ __html: enrol.qrSvg }}
          />
          <p className="mt-2 text-center text-xs text-gray-700">
            직접 입력용 키: <code className="font-mono break-all">{enrol.secret}</code>
          </p>
        </section>
      )}
      <form method="post" className="mt-5 space-y-4" onSubmit={submit} noValidate>
        <Field label="아이디" name="username" autoComplete="username" {...bind('loginId')} required />
        <PasswordField current label="비밀번호" name="password" {...bind('password')} required />
        <Field
          label="인증 코드 (6자리)"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="\d{6}"
          {...bind('otp')}
          hint={enrol ? '인증 앱에 새로 생긴 코드를 입력해 주세요.' : '처음 로그인한다면 비워 두세요. 인증 앱 등록 화면이 열립니다.'}
        />
        <FormError message={form.error('form')} />
        <SubmitButton className="w-full" disabled={login.isPending}>
          {login.isPending ? '확인 중…' : enrol ? '등록하고 로그인' : '로그인'}
        </SubmitButton>
      </form>
      <p className="mt-4 text-xs text-gray-500">5번 틀리면 10분 동안 로그인할 수 없습니다. 모든 로그인 시도는 접근 기록에 남습니다.</p>
    </div>
  )
}
