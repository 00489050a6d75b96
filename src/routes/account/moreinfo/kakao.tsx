import { createFileRoute } from '@tanstack/react-router'
import { AccountCard } from '~/client/components/account/AccountCard'
import { MoreInfoForm } from '../-components/MoreInfoForm'

export const Route = createFileRoute('/account/moreinfo/kakao')({
  head: () => ({ meta: [{ title: '카카오 간편 가입 | 다비치마켓' }] }),
  staticData: { title: '추가 정보 입력' },
  component: () => (
    <AccountCard title="카카오 간편 가입" lead="카카오 계정으로 처음 오셨네요. 가입을 마치려면 몇 가지만 더 알려 주세요.">
      <MoreInfoForm type="kakao" />
    </AccountCard>
  ),
})
