import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { MoreInfoForm } from '../-components/MoreInfoForm'

export const Route = createFileRoute('/account/moreinfo/kakao')({
  loader: (ctx) => routeSeo(ctx, { title: '카카오 간편 가입' }),
  head: privatePageHead,
  staticData: { title: '추가 정보 입력' },
  component: () => (
    <AccountCard title="카카오 간편 가입" lead="카카오 계정으로 처음 오셨네요. 가입을 마치려면 몇 가지만 더 알려 주세요.">
      <MoreInfoForm type="kakao" />
    </AccountCard>
  ),
})
