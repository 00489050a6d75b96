import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { WithdrawForm } from './-components/WithdrawForm'

export const Route = createFileRoute('/account/withdraw')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '회원 탈퇴' },
  component: () => (
    <AccountCard
      title="회원 탈퇴"
      lead="탈퇴하면 보유한 쿠폰과 적립금이 모두 사라지고 되돌릴 수 없어요. 시력 기록과 처방전, 얼굴 정보, 스마트 피팅 기록은 바로 삭제되고 가족 계정에서도 빠져요(대표 회원이면 가족 계정이 해체돼요). 주문·결제 기록은 법령에 따라 5년간 보관돼요."
    >
      <WithdrawForm />
    </AccountCard>
  ),
})
