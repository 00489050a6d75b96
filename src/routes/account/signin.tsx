import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { safeReturnPath } from '~/shared/return-path'
import { SigninForm } from './-components/SigninForm'
import { searchParams, text } from '~/shared/url-search'

const search = searchParams({ returnUrl: text(2000), error: text(200) })

export const Route = createFileRoute('/account/signin')({
  validateSearch: search,
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '로그인' },
  component: SigninPage,
})

function SigninPage() {
  const { returnUrl, error } = Route.useSearch()
  return (
    <AccountCard title="로그인" lead="다비치마켓과 다비치 매장 멤버십을 하나의 계정으로 이용하세요.">
      <SigninForm returnUrl={safeReturnPath(returnUrl)} error={error} />
    </AccountCard>
  )
}
