import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { MyStorePanel } from '~/client/components/stores/MyStore'
import { PageTitle } from '~/client/components/ui'
import { SignInRequired, StoreOwnerBlocked } from '~/client/components/stores/Gates'
import { memberQueries } from '~/client/queries/member'

export const Route = createFileRoute('/mypage/mystore/mystore')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(memberQueries.info())
  },
  head: () => ({ meta: [{ title: '나의 매장 | 다비치마켓' }] }),
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
