import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { IntegrationForm } from './-components/IntegrationForm'

export const Route = createFileRoute('/account/integration')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '매장 멤버십 통합' },
  component: () => (
    <AccountCard
      title="매장 멤버십 통합"
      lead="다비치 매장에서 쓰던 멤버십을 온라인 계정과 하나로 합쳐요. 매장 포인트, 스탬프, 구매 내역을 함께 볼 수 있어요."
    >
      <IntegrationForm askStore={false} />
    </AccountCard>
  ),
})
