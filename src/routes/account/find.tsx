import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { FindForms } from './-components/FindForms'
import { oneOf, searchParams } from '~/shared/url-search'

export const Route = createFileRoute('/account/find')({
  validateSearch: searchParams({ tab: oneOf(['id', 'pw']) }),
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '아이디·비밀번호 찾기' },
  component: FindPage,
})

function FindPage() {
  const { tab = 'id' } = Route.useSearch()
  return (
    <AccountCard title="아이디·비밀번호 찾기" lead="가입할 때 등록한 휴대폰 번호로 인증해 주세요.">
      <FindForms tab={tab} />
    </AccountCard>
  )
}
