import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { IdentityPage } from './-components/IdentityPage'

export const Route = createFileRoute('/account/kcb-signin')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '본인인증으로 로그인' },
  component: () => (
    <AccountCard title="본인인증으로 로그인" lead="아이디와 비밀번호 없이 휴대폰 본인인증으로 로그인해요.">
      <IdentityPage provider="kcb" mode="signin" path="/account/kcb-signin" />
    </AccountCard>
  ),
})
