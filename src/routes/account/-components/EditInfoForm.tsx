import { Link } from '@tanstack/react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { getApi } from '~/client/api'
import type { Endpoints } from '~/shared/api/endpoints'
import { MarketingFieldset } from '~/client/components/account/Consents'
import { Field, PasswordField, FormError, SubmitButton } from '~/client/components/ui'
import { SmsCert } from '~/client/components/account/SmsCert'
import { useDialog } from '~/client/components/Dialogs'
import { useMember } from '~/client/hooks/useMember'
import { memberQueries } from '~/client/queries/member'
import { maskName, maskPhone } from '~/shared/format'
import { emailSchema, newPasswordSchema, nickNameSchema } from '~/shared/schemas/member'

const check = (s: v.GenericSchema, x: unknown) => {
  const r = v.safeParse(s, x)
  return r.success ? null : r.issues[0].message
}

export function EditInfoForm() {
  const { member, loading, signOut } = useMember()
  const qc = useQueryClient()
  const dialog = useDialog()
  // Filled from the member at the first render (resolved by the root loader), so the server HTML shows them too.
  const [f, setF] = useState(() => ({
    email: member?.userEmail ?? '',
    nickName: member?.nickName ?? '',
    currentPassword: '',
    newPassword: '',
    newPassword2: '',
  }))
  const [mk, setMk] = useState(() => member?.marketingAgree ?? { app: false, sms: false, email: false, kakao: false })
  const [changeMobile, setChangeMobile] = useState(false)
  const [cert, setCert] = useState<{ mobile: string; proof: string } | null>(null)
  const [errs, setErrs] = useState<Record<string, string | null>>({})
  const [err, setErr] = useState<string | null>(null)
  const update = useMutation({
    mutationFn: (body: Parameters<Endpoints['member']['updateInfo']>[0]) => getApi().member.updateInfo(body),
    onSuccess: (r) => {
      if (r.ok) qc.setQueryData(memberQueries.info().queryKey, r.data)
    },
  })
  useEffect(() => {
    if (!member) return
    setF((p) => ({ ...p, email: member.userEmail ?? '', nickName: member.nickName ?? '' }))
    setMk(member.marketingAgree)
  }, [member])
  if (loading || !member)
    return (
      <div className="space-y-3" aria-busy="true">
        <div className="h-12 rounded-xl skeleton" />
        <div className="h-12 rounded-xl skeleton" />
        <div className="h-12 rounded-xl skeleton" />
      </div>
    )
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setF((p) => ({ ...p, [k]: e.target.value }))
    setErrs((p) => ({ ...p, [k]: null }))
  }
  /** One text field's name, value, change and error. */
  const bind = (k: keyof typeof f) => ({ name: k, value: f[k], onChange: set(k), error: errs[k] })
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const next = {
      email: f.email ? check(emailSchema, f.email) : null,
      nickName: f.nickName ? check(nickNameSchema, f.nickName) : null,
      newPassword: f.newPassword ? check(newPasswordSchema, f.newPassword) : null,
      newPassword2: f.newPassword && f.newPassword !== f.newPassword2 ? '새 비밀번호가 서로 달라요.' : null,
      currentPassword: f.newPassword && !f.currentPassword ? '현재 비밀번호를 입력해 주세요.' : null,
    }
    setErrs(next)
    if (Object.values(next).some(Boolean)) return setErr('입력한 내용을 다시 확인해 주세요.')
    if (changeMobile && !cert) return setErr('새 휴대폰 번호 인증을 완료해 주세요.')
    setErr(null)
    const r = await update.mutateAsync({
      email: f.email.trim(),
      nickName: f.nickName.trim(),
      marketing: mk,
      ...(f.newPassword ? { currentPassword: f.currentPassword, newPassword: f.newPassword } : {}),
      ...(cert ? { mobile: cert.mobile, certProof: cert.proof } : {}),
    })
    if (!r.ok) {
      const first = r.error.errors[0]
      if (first) setErrs((p) => ({ ...p, [first.field]: first.reason }))
      return setErr(first?.reason ?? '저장하지 못했어요.')
    }
    setF((p) => ({ ...p, currentPassword: '', newPassword: '', newPassword2: '' }))
    setChangeMobile(false)
    setCert(null)
    await dialog.alert('회원정보를 저장했어요.')
  }
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-6" aria-label="회원정보 수정">
      <dl className="grid grid-cols-[5rem_1fr] gap-y-2 rounded-2xl bg-gray-50 p-4 text-sm">
        <dt className="text-gray-500">아이디</dt>
        <dd className="font-semibold">{member.loginId}</dd>
        <dt className="text-gray-500">이름</dt>
        <dd>{maskName(member.userName)}</dd>
        <dt className="text-gray-500">생년월일</dt>
        <dd>{member.birth.slice(0, 4)}.**.**</dd>
        <dt className="text-gray-500">휴대폰</dt>
        <dd data-testid="masked-mobile">{maskPhone(member.userMobile ?? '')}</dd>
        <dt className="text-gray-500">회원 구분</dt>
        <dd>{member.integrationMemberGbNm}</dd>
      </dl>
      {changeMobile ? (
        <SmsCert
          title="휴대폰 번호 변경"
          label="새 휴대폰 번호"
          checkDuplicate
          onVerified={(mobile, proof) => setCert({ mobile, proof })}
        />
      ) : (
        <button type="button" onClick={() => setChangeMobile(true)} className="text-sm font-semibold text-brand-700 underline">
          휴대폰 번호 변경
        </button>
      )}
      <Field label="이메일" {...bind('email')} type="email" autoComplete="email" />
      <Field label="닉네임" {...bind('nickName')} hint="한글, 영문, 숫자 2~12자" />
      <fieldset className="space-y-4 rounded-2xl border border-gray-200 p-4">
        <legend className="px-1 text-sm font-semibold">비밀번호 변경 (바꿀 때만 입력)</legend>
        <PasswordField {...bind('currentPassword')} current label="현재 비밀번호" />
        <PasswordField
          label="새 비밀번호"
          {...bind('newPassword')}
          hint="8~20자, 영문·숫자·특수문자 포함. 바꾸면 다른 기기에서는 로그아웃돼요."
        />
        <PasswordField label="새 비밀번호 확인" {...bind('newPassword2')} />
      </fieldset>
      <MarketingFieldset legend="마케팅 정보 수신 (선택)" value={mk} onChange={setMk} />
      <FormError message={err} />
      <SubmitButton loading={update.isPending}>저장하기</SubmitButton>
      <div className="flex justify-between text-sm text-gray-500">
        <button
          type="button"
          className="underline"
          onClick={async () => {
            await signOut()
            window.location.assign('/main')
          }}
        >
          로그아웃
        </button>
        <Link to="/account/withdraw" className="underline">
          회원 탈퇴
        </Link>
      </div>
    </form>
  )
}
