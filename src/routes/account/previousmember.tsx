import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { IntegrationForm } from './-components/IntegrationForm'

export const Route = createFileRoute('/account/previousmember')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '기존 매장 회원 확인' },
  component: () => (
    <AccountCard
      title="기존 매장 회원 확인"
      lead="다비치 매장에서 가입한 적이 있으신가요? 휴대폰 인증으로 기존 회원 정보를 찾아 온라인 계정에 연결해요."
    >
      <IntegrationForm askStore={false} />
    </AccountCard>
  ),
})
