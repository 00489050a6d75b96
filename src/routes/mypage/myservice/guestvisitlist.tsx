import { createFileRoute } from '@tanstack/react-router'
import { GuestLookup } from '~/client/components/stores/GuestLookup'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/myservice/guestvisitlist')({
  head: () => ({ meta: [{ title: '비회원 방문 내역 | 다비치마켓' }, { name: 'robots', content: 'noindex' }] }),
  staticData: { layout: 'mypage', title: '비회원 방문 내역' },
  component: () => (
    <div className="max-w-lg pb-10">
      <PageTitle>비회원 방문 내역</PageTitle>
      <GuestLookup kind="visit" />
    </div>
  ),
})
