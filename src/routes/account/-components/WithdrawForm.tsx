import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { Field, FormError, SubmitButton } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { useMember } from '~/client/hooks/useMember'
import { WITHDRAW_REASONS } from '~/shared/schemas/member'

export function WithdrawForm() {
  const { member, loading } = useMember()
  const dialog = useDialog()
  const [reasonCd, setReasonCd] = useState('')
  const [reasonText, setReasonText] = useState('')
  const [password, setPassword] = useState('')
  const [agree, setAgree] = useState(false)
  const [err, setErr] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (loading || !member) return <div className="h-40 rounded-2xl skeleton" aria-busy="true" />
  const needsPassword = !member.snsLoginType
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    if (!reasonCd) return setErr('탈퇴 사유를 선택해 주세요.')
    if (reasonCd === '90' && !reasonText.trim()) return setErr('기타 사유를 입력해 주세요.')
    if (needsPassword && !password) return setErr('비밀번호를 입력해 주세요.')
    if (!agree) return setErr('탈퇴 안내를 확인하고 동의해 주세요.')
    setErr(null)
    const ok = await dialog.confirm('정말 탈퇴하시겠어요? 탈퇴 후에는 되돌릴 수 없어요.', { confirmLabel: '탈퇴하기' })
    if (!ok) return
    setBusy(true)
    const r = await getApi().member.withdraw({ reasonCd, reasonText, password: needsPassword ? password : undefined, agree })
    setBusy(false)
    if (!r.ok) return setErr(r.error.errors[0]?.reason ?? '탈퇴하지 못했어요.')
    await dialog.alert('탈퇴가 완료되었어요. 그동안 다비치마켓을 이용해 주셔서 감사합니다.')
    window.location.assign('/main')
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="회원 탈퇴">
      <fieldset className="rounded-2xl border border-gray-200 p-4">
        <legend className="px-1 text-sm font-semibold">
          탈퇴 사유 <span className="text-accent">*</span>
        </legend>
        <div className="space-y-2.5">
          {WITHDRAW_REASONS.map(([cd, label]) => (
            <label key={cd} className="flex items-center gap-3 text-sm">
              <input
                type="radio"
                name="reasonCd"
                value={cd}
                className="h-5 w-5 accent-brand-600"
                checked={reasonCd === cd}
                onChange={() => setReasonCd(cd)}
              />
              {label}
            </label>
          ))}
        </div>
        {reasonCd === '90' ? (
          <label className="mt-3 block text-sm">
            <span className="sr-only">기타 사유</span>
            <textarea
              value={reasonText}
              onChange={(e) => setReasonText(e.target.value)}
              maxLength={500}
              rows={3}
              placeholder="불편하셨던 점을 알려 주시면 서비스 개선에 참고할게요."
              className="w-full rounded-xl border border-gray-300 p-3"
            />
          </label>
        ) : null}
      </fieldset>
      {needsPassword ? (
        <Field
          label="비밀번호 확인"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      ) : null}
      <label className="flex items-start gap-3 rounded-2xl bg-gray-50 p-4 text-sm">
        <input type="checkbox" className="mt-0.5 h-5 w-5 accent-brand-600" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
        <span>안내 사항을 모두 확인했으며, 쿠폰·적립금 소멸과 탈퇴에 동의합니다.</span>
      </label>
      <FormError message={err} />
      <SubmitButton loading={busy}>탈퇴하기</SubmitButton>
      <Link to="/mypage" className="block text-center text-sm text-gray-500 underline">
        취소하고 마이페이지로
      </Link>
    </form>
  )
}
