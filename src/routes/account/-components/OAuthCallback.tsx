import { Link, useSearch } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { getApi } from '~/client/api'
import { AccountCard } from '~/client/components/account/AccountCard'
import { go, KEYS, save } from '~/client/components/account/storage'
import { readStoreCode } from '~/client/hooks/useKiosk'
import { btn } from '~/client/components/ui'
import { memberQueries } from '~/client/queries/member'

const NAMES = { kakao: '카카오', naver: '네이버', apple: 'Apple' } as const

/**
 * /account/callback/{type}: the provider came back with code + state (Apple: our form_post handler
 * already verified its id_token). Exchange → login/sns (kiosk store code attached) → home, the sign-up
 * extra-info page for a new account, or /account/dormancy on 410.
 */
export function OAuthCallback({
  type,
  code,
  state,
  error,
}: {
  type: 'kakao' | 'naver' | 'apple'
  code?: string
  state?: string
  error?: string
}) {
  const qc = useQueryClient()
  const [err, setErr] = useState<string | null>(null)
  const ran = useRef(false)
  useEffect(() => {
    if (ran.current) return
    ran.current = true
    void (async () => {
      if (error || !state) return setErr(`${NAMES[type]} 로그인을 취소했거나 완료하지 못했어요.`)
      const api = getApi().member
      const t = await api.oauthToken({ type, state, code })
      if (!t.ok) return setErr(t.error.errors[0]?.reason ?? '로그인 요청을 확인하지 못했어요.')
      const store = readStoreCode()
      const l = await api.loginSns({ type, accessToken: t.data.accessToken, ...(store !== '0000' ? { storeCode: store } : {}) })
      if (l.ok && l.data.registered) {
        await qc.invalidateQueries({ queryKey: memberQueries.all })
        return go(t.data.returnUrl ?? '/main')
      }
      if (l.ok && !l.data.registered) {
        save(KEYS.sns, { ...l.data, returnUrl: t.data.returnUrl })
        return go(`/account/moreinfo/${type}`)
      }
      if (l.ok) return
      if (l.status === 410) {
        save(KEYS.dormant, { sns: { type, accessToken: t.data.accessToken } })
        return go('/account/dormancy')
      }
      // Spec §8: a 400 on social login is only logged.
      if (l.status === 400) console.warn('login/sns 400', l.error)
      setErr(l.error.errors[0]?.reason ?? '간편 로그인을 완료하지 못했어요.')
    })()
  }, [type, code, state, error, qc])
  return (
    <AccountCard title={`${NAMES[type]} 로그인`}>
      {err ? (
        <>
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-accent">
            {err}
          </p>
          <Link to="/account/signin" className={`${btn.primary} w-full text-[15px]`}>
            로그인 화면으로
          </Link>
        </>
      ) : (
        <div role="status" className="flex flex-col items-center gap-3 py-10 text-sm text-gray-600">
          <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
          로그인하고 있어요…
        </div>
      )}
    </AccountCard>
  )
}

/** The page of /account/callback/{kakao,naver,apple,appleid} (src/routes/-shells.tsx). */
export function OAuthCallbackPage({ type }: { type: 'kakao' | 'naver' | 'apple' }) {
  const { code, state, error } = useSearch({ strict: false })
  return <OAuthCallback type={type} code={code} state={state} error={error} />
}
