import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { IdentityPage } from './-components/IdentityPage'

export const Route = createFileRoute('/account/kcb-integration')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '본인인증 정보 등록' },
  component: () => (
    <AccountCard title="본인인증 정보 등록" lead="매장 멤버십 통합을 위해 계정에 본인인증 정보를 등록해요.">
      <IdentityPage provider="kcb" mode="integration" path="/account/kcb-integration" />
    </AccountCard>
  ),
})
