import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { AccountCard } from '~/client/components/account/AccountCard'
import { KEYS, load } from '~/client/components/account/storage'
import type { FindIdAnswer } from '~/shared/api/member-types'

export const Route = createFileRoute('/account/findresultid')({
  head: () => ({ meta: [{ title: '아이디 찾기 결과 | 다비치마켓' }] }),
  staticData: { title: '아이디 찾기' },
  component: FindResultId,
})

const SNS = { kakao: '카카오', naver: '네이버', apple: 'Apple' } as Record<string, string>

function FindResultId() {
  const [result, setResult] = useState<FindIdAnswer | null | undefined>(undefined)
  useEffect(() => setResult(load<FindIdAnswer>(KEYS.findId)), [])
  if (result === undefined) return <AccountCard title="아이디 찾기 결과"><div className="h-24 rounded-2xl skeleton" /></AccountCard>
  if (!result)
    return (
      <AccountCard title="아이디 찾기 결과" lead="조회한 내역이 없어요. 휴대폰 인증으로 다시 찾아 주세요.">
        <a href="/account/find" className="flex h-12 items-center justify-center rounded-xl bg-brand-600 font-bold text-white">아이디 찾기</a>
      </AccountCard>
    )
  return (
    <AccountCard title="아이디 찾기 결과" lead="회원님의 정보와 일치하는 아이디예요. 개인정보 보호를 위해 일부를 가려서 보여 드려요.">
      <ul className="space-y-2">
        {result.accounts.map((a) => (
          <li key={a.loginId} className="rounded-2xl border border-gray-200 p-4">
            <p className="text-lg font-bold tracking-wide" data-testid="found-id">{a.loginId}</p>
            <p className="mt-1 text-sm text-gray-500">가입일 {a.regDate}{a.sns.length ? ` · ${a.sns.map((s) => SNS[s] ?? s).join(', ')} 연결` : ''}</p>
          </li>
        ))}
      </ul>
      <a href="/account/signin" className="flex h-12 items-center justify-center rounded-xl bg-brand-600 font-bold text-white">로그인</a>
      <a href="/account/find?tab=pw" className="flex h-12 items-center justify-center rounded-xl border border-gray-300 font-bold text-gray-800">비밀번호 찾기</a>
    </AccountCard>
  )
}
