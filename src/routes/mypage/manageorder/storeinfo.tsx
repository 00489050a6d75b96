import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { MyStorePanel } from '~/client/components/stores/MyStore'
import { PageTitle } from '~/client/components/ui'
import { SignInRequired, StoreOwnerBlocked } from '~/client/components/stores/Gates'
import { memberQueries } from '~/client/queries/member'

export const Route = createFileRoute('/mypage/manageorder/storeinfo')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(memberQueries.info())
  },
  head: () => ({ meta: [{ title: '매장 정보 | 다비치마켓' }] }),
  staticData: { layout: 'mypage', title: '매장 정보' },
  component: Page,
})

function Page() {
  const { data: member } = useSuspenseQuery(memberQueries.info())
  if (!member) return <SignInRequired returnTo="/mypage/manageorder/storeinfo" />
  if (member.authRole === 'ROLE_STORE') return <StoreOwnerBlocked />
  return (
    <div className="pb-10">
      <PageTitle>매장 정보</PageTitle>
      <MyStorePanel context="storeinfo" />
    </div>
  )
}
