import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { getApi } from '~/client/api'
import { IdentityButton } from '~/client/components/account/IdentityButton'
import { KEYS, drop, load } from '~/client/components/account/storage'
import { useDialog } from '~/client/components/Dialogs'
import { Checkbox, EmptyState, ErrorState, ListSkeleton, SubmitButton, btn } from '~/client/components/ui'
import { familyQueries } from '~/client/queries/family'
import type { IdentityAnswer } from '~/shared/api/member-types'
import { relationLabel } from '~/shared/family/rules'
import { formatServerTime } from '~/shared/format'
import { withJosa } from '~/shared/korean'

/** /mypage/myactivity/familyverification?code=: the invitee verifies their identity, consents and joins. */
export function FamilyVerification({ code }: { code?: string }) {
  if (!code)
    return (
      <EmptyState
        title="초대 링크로 들어와 주세요"
        action={
          <Link to="/mypage/myactivity/familyaccount" className={btn.secondary}>
            가족 계정 보기
          </Link>
        }
      >
        가족 초대 문자에 있는 링크를 눌러 이 화면을 열어 주세요.
      </EmptyState>
    )
  return <Invitation code={code} />
}

function Invitation({ code }: { code: string }) {
  const q = useQuery(familyQueries.invitation(code))
  const [idv, setIdv] = useState<IdentityAnswer | null>(null)
  const [consent, setConsent] = useState(false)
  const [err, setErr] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const dialog = useDialog()
  const qc = useQueryClient()
  const navigate = useNavigate()
  // Without a popup (blocked, app webview) the identity pages ran in this window and left the result in storage.
  useEffect(() => {
    const saved = load<IdentityAnswer>(KEYS.identity)
    if (saved) {
      drop(KEYS.identity)
      setIdv(saved)
    }
  }, [])
  const onIdentity = useCallback((r: IdentityAnswer) => (setIdv(r), setErr(null)), [])
  if (q.isPending) return <ListSkeleton rows={2} label="초대 정보를 불러오는 중" />
  if (q.isError)
    return (
      <ErrorState
        title="초대를 찾을 수 없어요"
        action={
          <Link to="/mypage/myactivity/familyaccount" className={btn.secondary}>
            가족 계정 보기
          </Link>
        }
      >
        링크가 잘렸거나 잘못되었을 수 있어요. 문자로 받은 링크를 다시 열어 주세요.
      </ErrorState>
    )
  const inv = q.data
  if (inv.refusal)
    return (
      <ErrorState
        title="초대를 수락할 수 없어요"
        action={
          <Link to="/mypage/myactivity/familyaccount" className={btn.secondary}>
            가족 계정 보기
          </Link>
        }
      >
        {inv.refusal}
      </ErrorState>
    )
  const accept = async () => {
    if (!idv) return setErr('먼저 본인인증을 해 주세요.')
    if (!consent) return setErr('가족 계정 정보 제공에 동의해 주세요.')
    setBusy(true)
    const r = await getApi().family.accept({ code, identityTxId: idv.txId, consent: true })
    setBusy(false)
    if (!r.ok) {
      setErr(r.error.errors[0]?.reason ?? '처리하지 못했어요. 잠시 후 다시 시도해 주세요.')
      if (r.error.errors[0]?.field === 'identityTxId') setIdv(null)
      return
    }
    await qc.invalidateQueries({ queryKey: familyQueries.all })
    await dialog.alert(`${inv.repName}님의 가족 계정에 등록되었어요.`)
    await navigate({ to: '/mypage/myactivity/familyaccount' })
  }
  return (
    <div className="space-y-5">
      <section className="rounded-2xl bg-brand-50 p-4 text-sm text-gray-800 md:p-5" aria-labelledby="family-invitation-title">
        <h2 id="family-invitation-title" className="text-base font-bold text-gray-900">
          {inv.repName}님이 회원님을 가족 계정에 {withJosa(relationLabel(inv.relation), '으로/로')} 초대했어요.
        </h2>
        <p className="mt-1">
          초대받은 번호 {inv.mobile} · {formatServerTime(inv.expiresDttm)}까지 수락할 수 있어요.
        </p>
      </section>
      <section aria-labelledby="family-step1">
        <h2 id="family-step1" className="mb-2 text-[15px] font-bold text-gray-900">
          1. 본인인증
        </h2>
        <p className="mb-3 text-sm text-gray-600">초대받은 휴대폰 번호({inv.mobile})와 회원님 명의로 인증해 주세요.</p>
        <IdentityButton purpose="family" onDone={onIdentity} done={idv} />
      </section>
      <section aria-labelledby="family-step2" className="rounded-2xl border border-gray-200 bg-white p-4">
        <h2 id="family-step2" className="mb-2 text-[15px] font-bold text-gray-900">
          2. 정보 제공 동의
        </h2>
        <ul className="mb-3 list-disc space-y-1 pl-5 text-sm text-gray-700">
          <li>제공받는 자: 가족 계정 대표 회원({inv.repName})</li>
          <li>제공 항목: 이름·휴대폰 번호(일부 가림), 다비치마켓 안경·콘택트렌즈 구입 내역과 금액</li>
          <li>이용 목적: 가족 목록 표시, 연말정산 의료비 공제용 영수증 발급</li>
          <li>보유 기간: 가족 계정에서 나오거나 내보내질 때까지 (언제든 나갈 수 있어요)</li>
        </ul>
        <Checkbox
          checked={consent}
          onChange={(e) => (setConsent(e.target.checked), setErr(null))}
          label={<strong>위 내용을 확인했고 가족 계정 정보 제공에 동의합니다. (필수)</strong>}
        />
      </section>
      {err ? (
        <p role="alert" className="text-sm font-medium text-accent">
          {err}
        </p>
      ) : null}
      <SubmitButton type="button" loading={busy} loadingLabel="등록 중…" onClick={accept}>
        가족 초대 수락하기
      </SubmitButton>
    </div>
  )
}
