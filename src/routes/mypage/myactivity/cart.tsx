import { createFileRoute } from '@tanstack/react-router'
import { CartView } from '~/client/components/commerce/CartView'
import { MemberGate, MypageSection } from '~/client/components/commerce/MemberGate'

export const Route = createFileRoute('/mypage/myactivity/cart')({
  head: () => ({ meta: [{ title: '장바구니 | 다비치마켓' }] }),
  staticData: { layout: 'mypage', title: '장바구니' },
  component: Page,
})

function Page() {
  return (
    <MypageSection>
      <MemberGate returnTo="/mypage/myactivity/cart">
        <CartView />
      </MemberGate>
    </MypageSection>
  )
}
