import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { RegistForm } from './-components/RegistForm'

export const Route = createFileRoute('/account/regist')({
  loader: (ctx) => routeSeo(ctx, { title: '회원 정보 입력' }),
  head: privatePageHead,
  staticData: { title: '회원가입' },
  component: () => (
    <AccountCard title="회원 정보 입력" lead="본인인증 후 아이디와 비밀번호를 정해 주세요. * 표시는 필수 항목이에요.">
      <RegistForm />
    </AccountCard>
  ),
})
