import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { IdentityPage } from './-components/IdentityPage'

export const Route = createFileRoute('/account/kcb')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: 'KCB 본인인증' },
  component: () => (
    <AccountCard title="KCB 본인인증" lead="KCB 휴대폰 본인확인으로 본인인증을 진행해요.">
      <IdentityPage provider="kcb" mode="signup" path="/account/kcb" />
    </AccountCard>
  ),
})
