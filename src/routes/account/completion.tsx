import { createFileRoute, Link } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { useEffect, useState } from 'react'
import { AccountCard } from '~/client/components/account/AccountCard'
import { KEYS, load } from '~/client/components/account/storage'
import { maskName } from '~/shared/text'
import { btn } from '~/client/components/ui'

export const Route = createFileRoute('/account/completion')({
  loader: (ctx) => routeSeo(ctx),
  head: privatePageHead,
  staticData: { title: '가입 완료' },
  component: Completion,
})

function Completion() {
  const [name, setName] = useState<string | null>(null)
  useEffect(() => setName(load<{ name: string }>(KEYS.welcome)?.name ?? null), [])
  return (
    <AccountCard
      title="회원가입이 완료되었어요"
      lead={
        <>{name ? <strong>{maskName(name)}</strong> : '회원'}님, 다비치마켓 가족이 되신 것을 환영해요. 신규 가입 쿠폰이 발급되었어요.</>
      }
    >
      <div className="flex justify-center rounded-2xl bg-brand-50 p-6" aria-hidden="true">
        <svg width="56" height="56" viewBox="0 0 24 24" fill="none" className="text-brand-600">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <Link to="/main" className={`${btn.primary} w-full text-[15px]`}>
        쇼핑하러 가기
      </Link>
      <Link to="/mypage" className={`${btn.secondary} w-full text-[15px]`}>
        마이페이지
      </Link>
      <Link to="/account/integration" className="block text-center text-sm text-gray-600 underline">
        매장 멤버십 통합하기
      </Link>
    </AccountCard>
  )
}
