import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { WithdrawForm } from './-components/WithdrawForm'

export const Route = createFileRoute('/account/withdraw')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '회원 탈퇴' },
  component: () => (
    <AccountCard title="회원 탈퇴" lead="탈퇴하면 보유한 쿠폰과 적립금이 모두 사라지고 되돌릴 수 없어요. 주문·결제 기록은 법령에 따라 5년간 보관돼요.">
      <WithdrawForm />
    </AccountCard>
  ),
})
