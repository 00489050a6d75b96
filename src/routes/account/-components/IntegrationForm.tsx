import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { getApi } from '~/client/api'
import { Field, FormError, SubmitButton, btn } from '~/client/components/ui'
import { SmsCert } from '~/client/components/account/SmsCert'
import { useDialog } from '~/client/components/Dialogs'
import { useMember } from '~/client/hooks/useMember'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { integrationBody } from '~/shared/schemas/member'
import type { StoreMembershipMatch } from '~/shared/api/store-system-types'
import { displayDate } from '~/shared/format'

/** Joins the offline store membership (name + mobile + last visited store) to the online account. */
export function IntegrationForm({ askStore = false }: { askStore?: boolean }) {
  const { member, loading } = useMember()
  const dialog = useDialog()
  const [cert, setCert] = useState<{ mobile: string; proof: string } | null>(null)
  const [storeCode, setStoreCode] = useState('')
  const [err, setErr] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [matches, setMatches] = useState<StoreMembershipMatch[] | null>(null)
  const [chosen, setChosen] = useState('')
  const [none, setNone] = useState<string | null>(null)
  const form = useSchemaForm(integrationBody)
  if (loading || !member) return <div className="h-32 rounded-2xl skeleton" aria-busy="true" />
  if (member.integrationMemberGbNm === '통합회원')
    return (
      <div className="space-y-4">
        <p className="rounded-2xl bg-brand-50 p-4 text-sm font-semibold text-brand-800">이미 매장 멤버십과 통합된 회원이에요.</p>
        <Link to="/mypage" className={`${btn.primary} w-full text-[15px]`}>
          마이페이지
        </Link>
      </div>
    )
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    if (!cert) return setErr('회원 정보의 휴대폰 번호로 인증해 주세요.')
    if (askStore && storeCode && !form.validateField('storeCode', storeCode)) return
    if (matches && !chosen) return setErr('통합할 매장 멤버십을 골라 주세요.')
    setBusy(true)
    setErr(null)
    const r = await getApi().member.integration({
      mobile: cert.mobile,
      certProof: cert.proof,
      storeCode: storeCode || undefined,
      storeMemberId: matches ? chosen : undefined,
    })
    setBusy(false)
    if (!r.ok) return setErr(r.error.errors[0]?.reason ?? '통합하지 못했어요.')
    const a = r.data
    if (a.result === 'choose') {
      setMatches(a.matches)
      setChosen('')
      return
    }
    if (a.result === 'none') return setNone(a.message)
    const i = a.imported
    await dialog.alert(
      i.purchases || i.points
        ? `매장 멤버십과 통합되었어요. 매장 구매 ${i.purchases}건과 다비치포인트 내역 ${i.points}건을 가져왔어요.`
        : '매장 멤버십과 통합되었어요. 이제 매장 포인트와 스탬프도 함께 볼 수 있어요.',
    )
    window.location.assign('/mypage')
  }
  if (none)
    return (
      <div className="space-y-4" role="status">
        <p className="rounded-2xl bg-gray-50 p-4 text-sm leading-6 text-gray-700">{none}</p>
        <Link to="/davichstore" className={`${btn.primary} w-full text-[15px]`}>
          가까운 매장 찾기
        </Link>
        <button type="button" className={`${btn.secondary} w-full text-[15px]`} onClick={() => setNone(null)}>
          다시 조회하기
        </button>
      </div>
    )
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4" aria-label="멤버십 통합">
      <SmsCert
        title="멤버십 통합"
        onVerified={(mobile, proof) => {
          setCert({ mobile, proof })
          setErr(null)
        }}
      />
      {askStore ? (
        <Field
          label="최근 방문한 매장 코드 (선택)"
          name="storeCode"
          value={storeCode}
          onChange={(e) => {
            setStoreCode(e.target.value)
            form.clear('storeCode')
          }}
          error={form.error('storeCode') ?? undefined}
          hint="영수증에 적힌 매장 코드를 입력하면 더 빨리 찾을 수 있어요."
        />
      ) : null}
      {matches ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold text-gray-900">
            매장 멤버십이 {matches.length}개 있어요. 통합할 멤버십을 골라 주세요.
          </legend>
          {matches.map((m) => (
            <label
              key={m.storeMemberId}
              className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-4 text-sm ${chosen === m.storeMemberId ? 'border-brand-600 bg-brand-50' : 'border-gray-200'}`}
            >
              <input
                type="radio"
                name="storeMemberId"
                value={m.storeMemberId}
                checked={chosen === m.storeMemberId}
                onChange={() => setChosen(m.storeMemberId)}
                className="mt-1"
              />
              <span>
                <span className="block font-semibold text-gray-900">{m.storeNm || m.storeCode}</span>
                <span className="block text-gray-600">
                  최근 방문 {displayDate(m.lastVisitYmd)} · 가입 {displayDate(m.joinYmd)}
                </span>
                <span className="block text-gray-500">카드 {m.cardNoMasked}</span>
              </span>
            </label>
          ))}
          <p className="text-xs leading-5 text-gray-500">
            어느 멤버십인지 모르시겠다면 가까운 매장에 방문해 주세요. 매장에서 멤버십을 하나로 정리해 드려요.{' '}
            <Link to="/davichstore" className="underline">
              매장 찾기
            </Link>
          </p>
        </fieldset>
      ) : null}
      <FormError message={err} />
      <SubmitButton loading={busy}>{matches ? '선택한 멤버십으로 통합하기' : '매장 멤버십 찾기'}</SubmitButton>
    </form>
  )
}
