import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { memberQueries } from '~/client/queries/member'
import { EditInfoForm } from './-components/EditInfoForm'
import { btn } from '~/client/components/ui'

export const Route = createFileRoute('/account/editinfo')({
  // The member's own info (resolved by the root) fills the form in the server HTML; a guest gets a way to sign in.
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '회원정보 수정' },
  component: EditInfoPage,
})

function EditInfoPage() {
  const { data: member, isPending } = useQuery(memberQueries.info())
  if (!member && !isPending)
    return (
      <AccountCard title="회원정보 수정" lead="로그인하시면 회원정보와 마케팅 수신 동의를 확인하고 바꿀 수 있어요.">
        <Link to="/account/signin" search={{ returnUrl: '/account/editinfo' }} className={`${btn.primary} w-full text-[15px]`}>
          로그인
        </Link>
      </AccountCard>
    )
  return (
    <AccountCard title="회원정보 수정">
      <EditInfoForm />
    </AccountCard>
  )
}
