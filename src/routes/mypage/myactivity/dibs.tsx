import { createFileRoute } from '@tanstack/react-router'
import { DibsView } from '~/client/components/commerce/DibsView'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'
import { PageTitle } from '~/client/components/ui'

export const Route = createFileRoute('/mypage/myactivity/dibs')({
  head: () => ({ meta: [{ title: '찜한 상품 | 다비치마켓' }] }),
  staticData: { layout: 'mypage', title: '찜한 상품' },
  component: Page,
})

function Page() {
  return (
    <MypageSection>
      <PageTitle>찜한 상품</PageTitle>
      <MemberGate returnTo="/mypage/myactivity/dibs">
        <DibsView />
      </MemberGate>
    </MypageSection>
  )
}
