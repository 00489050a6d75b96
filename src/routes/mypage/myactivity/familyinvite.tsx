import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { FamilyInvite } from '~/client/components/family/FamilyInvite'
import { PageTitle } from '~/client/components/ui'
import { familyQueries } from '~/client/queries/family'

/** 가족 초대: invite by mobile and relation (SMS link), and the pending invitations with cancel. */
export const Route = createFileRoute('/mypage/myactivity/familyinvite')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (ctx.context.member) await queryClient.ensureQueryData(familyQueries.list())
    return routeSeo(ctx, { title: '가족 초대' })
  },
  head: privatePageHead,
  staticData: { title: '가족 초대' },
  component: function Page() {
    return (
      <>
        <PageTitle sub="휴대폰 번호로 가족을 초대해요. 대표 회원 포함 10명까지 등록할 수 있어요.">가족 초대</PageTitle>
        <FamilyInvite />
      </>
    )
  },
})
