import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { currentMember, memberQueries } from '~/client/queries/member'
import { storeQueries } from '~/client/queries/stores'
import { MyStorePanel } from '~/client/components/stores/MyStore'
import { PageTitle } from '~/client/components/ui'
import { SignInRequired, StoreOwnerBlocked } from '~/client/components/stores/Gates'

export const Route = createFileRoute('/mypage/mystore/mystore')({
  loader: async (ctx) => {
    const { queryClient } = ctx.context
    if (await currentMember(queryClient)) await queryClient.prefetchQuery(storeQueries.myStore())
    return routeSeo(ctx)
  },
  head: privatePageHead,
  staticData: { layout: 'mypage', title: '나의 매장' },
  component: Page,
})

function Page() {
  const { data: member } = useSuspenseQuery(memberQueries.info())
  if (!member) return <SignInRequired returnTo="/mypage/mystore/mystore" />
  if (member.authRole === 'ROLE_STORE') return <StoreOwnerBlocked />
  return (
    <div className="pb-10">
      <PageTitle>나의 매장</PageTitle>
      <MyStorePanel context="mystore" />
    </div>
  )
}
