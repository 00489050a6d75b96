import { createFileRoute, Link } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { AccountCard } from '~/client/components/account/AccountCard'
import { drop, KEYS } from '~/client/components/account/storage'
import { btn } from '~/client/components/ui'

export const Route = createFileRoute('/account/regist-back')({
  loader: (ctx) => routeSeo(ctx, { title: '회원가입 중단' }),
  head: privatePageHead,
  staticData: { title: '회원가입' },
  component: RegistBack,
})

function RegistBack() {
  return (
    <AccountCard
      title="회원가입을 그만두시겠어요?"
      lead="지금 나가면 입력한 정보와 인증 내역은 저장되지 않아요. 가입하면 신규 회원 쿠폰과 적립금을 바로 받을 수 있어요."
    >
      <Link to="/account/regist" className={`${btn.primary} w-full text-[15px]`}>
        계속 가입하기
      </Link>
      <Link
        to="/main"
        onClick={() => {
          drop(KEYS.consents)
          drop(KEYS.identity)
        }}
        className={`${btn.secondary} w-full text-[15px]`}
      >
        가입 그만두고 홈으로
      </Link>
    </AccountCard>
  )
}
