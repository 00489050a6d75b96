import { createFileRoute, Link } from '@tanstack/react-router'
import { privatePageHead, routeSeo } from '~/client/components/Seo'
import { useEffect, useState } from 'react'
import { AccountCard } from '~/client/components/account/AccountCard'
import { KEYS, load } from '~/client/components/account/storage'
import type { FindIdAnswer } from '~/shared/api/member-types'
import { btn } from '~/client/components/ui'

export const Route = createFileRoute('/account/findresultid')({
  loader: (ctx) => routeSeo(ctx, { title: '아이디 찾기 결과' }),
  head: privatePageHead,
  staticData: { title: '아이디 찾기' },
  component: FindResultId,
})

const SNS = { kakao: '카카오', naver: '네이버', apple: 'Apple' } as Record<string, string>

function FindResultId() {
  const [result, setResult] = useState<FindIdAnswer | null | undefined>(undefined)
  useEffect(() => setResult(load<FindIdAnswer>(KEYS.findId)), [])
  // The result lives in session storage, which the server (and the first browser render) cannot see.
  if (result === undefined)
    return (
      <AccountCard title="아이디 찾기 결과" lead="휴대폰 인증으로 찾은 아이디를 확인하고 있어요.">
        <div className="h-24 rounded-2xl skeleton" />
      </AccountCard>
    )
  if (!result)
    return (
      <AccountCard title="아이디 찾기 결과" lead="조회한 내역이 없어요. 휴대폰 인증으로 다시 찾아 주세요.">
        <Link to="/account/find" className={`${btn.primary} w-full text-[15px]`}>
          아이디 찾기
        </Link>
      </AccountCard>
    )
  return (
    <AccountCard title="아이디 찾기 결과" lead="회원님의 정보와 일치하는 아이디예요. 개인정보 보호를 위해 일부를 가려서 보여 드려요.">
      <ul className="space-y-2">
        {result.accounts.map((a) => (
          <li key={a.loginId} className="rounded-2xl border border-gray-200 p-4">
            <p className="text-lg font-bold tracking-wide" data-testid="found-id">
              {a.loginId}
            </p>
            <p className="mt-1 text-sm text-gray-500">
              가입일 {a.regDate}
              {a.sns.length ? ` · ${a.sns.map((s) => SNS[s] ?? s).join(', ')} 연결` : ''}
            </p>
          </li>
        ))}
      </ul>
      <Link to="/account/signin" className={`${btn.primary} w-full text-[15px]`}>
        로그인
      </Link>
      <Link to="/account/find" search={{ tab: 'pw' }} className={`${btn.secondary} w-full text-[15px]`}>
        비밀번호 찾기
      </Link>
    </AccountCard>
  )
}
