import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { GuestLookup } from '~/client/components/stores/GuestLookup'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/myservice/guestlist')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '비회원 예약 조회', guest: true },
  component: () => (
    <div className="max-w-lg pb-10">
      <PageTitle>비회원 예약 조회</PageTitle>
      <GuestLookup kind="reservation" />
    </div>
  ),
})
