import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { IdentityPage } from './-components/IdentityPage'

export const Route = createFileRoute('/account/pass')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '휴대폰 본인인증' },
  component: () => (
    <AccountCard title="휴대폰 본인인증" lead="가입과 계정 찾기에 필요한 본인인증을 진행해요.">
      <IdentityPage provider="pass" mode="signup" path="/account/pass" />
    </AccountCard>
  ),
})
