import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { getApi } from '~/client/api'
import { Field, FormError, SubmitButton, btn } from '~/client/components/ui'
import { SmsCert } from '~/client/components/account/SmsCert'
import { useDialog } from '~/client/components/Dialogs'
import { useMember } from '~/client/hooks/useMember'
import { useSchemaForm } from '~/client/hooks/useSchemaForm'
import { integrationBody } from '~/shared/schemas/member'

/** Joins the offline store membership (name + mobile + last visited store) to the online account. */
export function IntegrationForm({ askStore = false, path }: { askStore?: boolean; path: string }) {
  const { member, loading } = useMember()
  const dialog = useDialog()
  const [cert, setCert] = useState<{ mobile: string; proof: string } | null>(null)
  const [storeCode, setStoreCode] = useState('')
  const [err, setErr] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useSchemaForm(integrationBody)
  useEffect(() => {
    if (!loading && !member) window.location.replace(`/account/signin?returnUrl=${encodeURIComponent(path)}`)
  }, [loading, member, path])
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
    setBusy(true)
    const r = await getApi().member.integration({ mobile: cert.mobile, certProof: cert.proof, storeCode: storeCode || undefined })
    setBusy(false)
    if (!r.ok) return setErr(r.error.errors[0]?.reason ?? '통합하지 못했어요.')
    await dialog.alert('매장 멤버십과 통합되었어요. 이제 매장 포인트와 스탬프도 함께 볼 수 있어요.')
    window.location.assign('/mypage')
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="멤버십 통합">
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
      <FormError message={err} />
      <SubmitButton loading={busy}>통합하기</SubmitButton>
    </form>
  )
}
