import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { IntegrationForm } from './-components/IntegrationForm'

export const Route = createFileRoute('/account/offlinestore')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '오프라인 매장 회원 연결' },
  component: () => (
    <AccountCard
      title="오프라인 매장 회원 연결"
      lead="자주 가는 매장의 멤버십을 연결해요. 이름과 휴대폰 번호, 최근 방문 매장으로 회원 정보를 찾아요. 여러 건이 찾아지면 매장에 방문해 주세요."
    >
      <IntegrationForm askStore={true} />
    </AccountCard>
  ),
})
