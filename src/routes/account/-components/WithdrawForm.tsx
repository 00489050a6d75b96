import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { PasswordField, FormError, SubmitButton } from '~/client/components/ui'
import { useDialog } from '~/client/components/Dialogs'
import { useMember } from '~/client/hooks/useMember'
import { benefitQueries } from '~/client/queries/benefits'
import { formatNumber, formatWon } from '~/shared/format'
import { WITHDRAW_REASONS } from '~/shared/schemas/member'

export function WithdrawForm() {
  const { member, loading } = useMember()
  if (loading || !member) return <div className="h-40 rounded-2xl skeleton" aria-busy="true" />
  return <WithdrawFields needsPassword={!member.snsLoginType} />
}

/** What the member loses by leaving, in their own figures (points, gift-card balance, coupons), before they agree. */
function Forfeits() {
  const points = useQuery(benefitQueries.points({ page: 1 }))
  const cards = useQuery(benefitQueries.giftCards())
  const coupons = useQuery(benefitQueries.myCoupons('usable'))
  if (points.isPending || cards.isPending || coupons.isPending) return <div className="h-24 rounded-2xl skeleton" aria-busy="true" />
  const rows: [string, string, number][] = [
    ['마켓포인트', `${formatNumber(points.data?.balance ?? 0)}P`, points.data?.balance ?? 0],
    ['상품권 잔액', formatWon(cards.data?.balance ?? 0), cards.data?.balance ?? 0],
    ['사용 가능한 쿠폰', `${formatNumber(coupons.data?.counts.usable ?? 0)}장`, coupons.data?.counts.usable ?? 0],
  ]
  const unknown = points.isError || cards.isError || coupons.isError
  return (
    <section
      aria-labelledby="forfeit-title"
      className="rounded-2xl border border-accent/40 bg-red-50 p-4 text-sm"
      data-testid="withdraw-forfeits"
    >
      <h2 id="forfeit-title" className="font-semibold text-gray-900">
        탈퇴하면 아래 혜택이 모두 사라져요
      </h2>
      <dl className="mt-3 space-y-1.5">
        {rows.map(([label, text, n]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-gray-700">{label}</dt>
            <dd className={n > 0 ? 'font-bold text-gray-900' : 'text-gray-600'}>{text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-gray-700">
        {unknown
          ? '일부 잔액을 불러오지 못했어요. 마이페이지에서 포인트와 상품권 잔액을 먼저 확인해 주세요.'
          : '포인트와 상품권 잔액은 탈퇴 후 돌려드리거나 다시 살릴 수 없어요. 남은 잔액은 탈퇴 전에 사용해 주세요.'}
      </p>
    </section>
  )
}

function WithdrawFields({ needsPassword }: { needsPassword: boolean }) {
  const dialog = useDialog()
  const [reasonCd, setReasonCd] = useState('')
  const [reasonText, setReasonText] = useState('')
  const [password, setPassword] = useState('')
  const [agree, setAgree] = useState(false)
  const [err, setErr] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
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
    <form method="post" noValidate onSubmit={submit} className="space-y-5" aria-label="회원 탈퇴">
      <Forfeits />
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
        <PasswordField
          current
          label="비밀번호 확인"
          name="password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      ) : null}
      <label className="flex items-start gap-3 rounded-2xl bg-gray-50 p-4 text-sm">
        <input type="checkbox" className="mt-0.5 h-5 w-5 accent-brand-600" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
        <span>안내 사항을 모두 확인했으며, 쿠폰·포인트·상품권 잔액 소멸과 탈퇴에 동의합니다.</span>
      </label>
      <FormError message={err} />
      <SubmitButton loading={busy}>탈퇴하기</SubmitButton>
      <Link to="/mypage" className="block text-center text-sm text-gray-500 underline">
        취소하고 마이페이지로
      </Link>
    </form>
  )
}
