import { createFileRoute, Link } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { useEffect, useState } from 'react'
import { getApi } from '~/client/api'
import { MarketingFieldset } from '~/client/components/account/Consents'
import { FormError, SubmitButton, btn } from '~/client/components/ui'
import { AccountCard } from '~/client/components/account/AccountCard'
import { go } from '~/client/components/account/storage'
import { useMember } from '~/client/hooks/useMember'
import { maskName } from '~/shared/text'

export const Route = createFileRoute('/account/dormancyedit')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '휴면 해제 완료' },
  component: DormancyEdit,
})

/** After restore: confirm marketing consents again (they are asked anew after dormancy), then home. */
function DormancyEdit() {
  const { member, loading } = useMember()
  const [mk, setMk] = useState({ app: false, sms: false, email: false, kakao: false })
  const [busy, setBusy] = useState(false)
  const [err, setErr] = useState<string | null>(null)
  useEffect(() => {
    if (member) setMk(member.marketingAgree)
  }, [member])
  if (loading)
    return (
      <AccountCard title="휴면 해제 완료">
        <div className="h-24 rounded-2xl skeleton" />
      </AccountCard>
    )
  if (!member)
    return (
      <AccountCard title="휴면 해제" lead="로그인 정보가 없어요. 로그인 후 다시 시도해 주세요.">
        <Link to="/account/signin" className={`${btn.primary} w-full text-[15px]`}>
          로그인
        </Link>
      </AccountCard>
    )
  async function save() {
    setBusy(true)
    const r = await getApi().member.updatePush(mk)
    setBusy(false)
    if (!r.ok) return setErr(r.error.errors[0]?.reason ?? '저장하지 못했어요.')
    go('/main')
  }
  return (
    <AccountCard
      title="휴면 해제가 완료되었어요"
      lead={
        <>
          <strong>{maskName(member.userName)}</strong>님, 다시 만나서 반가워요. 혜택 소식을 받을 방법을 확인해 주세요.
        </>
      }
    >
      <MarketingFieldset legend="[선택] 마케팅 정보 수신" value={mk} onChange={setMk} />
      <FormError message={err} />
      <SubmitButton type="button" loading={busy} onClick={save}>
        확인하고 쇼핑 계속하기
      </SubmitButton>
    </AccountCard>
  )
}
