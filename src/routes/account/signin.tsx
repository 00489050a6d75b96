import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AccountCard } from '~/client/components/account/Field'
import { safePath } from '~/client/components/account/storage'
import { SigninForm } from './-components/SigninForm'

const search = v.object({ returnUrl: v.optional(v.string()), error: v.optional(v.string()) })

export const Route = createFileRoute('/account/signin')({
  validateSearch: search,
  head: () => ({ meta: [{ title: '로그인 | 다비치마켓' }] }),
  staticData: { title: '로그인' },
  component: SigninPage,
})

function SigninPage() {
  const { returnUrl, error } = Route.useSearch()
  return (
    <AccountCard title="로그인" lead="다비치마켓과 다비치 매장 멤버십을 하나의 계정으로 이용하세요.">
      <SigninForm returnUrl={safePath(returnUrl)} error={error} />
    </AccountCard>
  )
}
