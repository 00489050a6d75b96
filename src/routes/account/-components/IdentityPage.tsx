import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { getApi } from '~/client/api'
import { FormError, SubmitButton } from '~/client/components/ui'
import { IDENTITY_MESSAGE } from '~/client/components/account/IdentityButton'
import { drop, go, KEYS, load, save } from '~/client/components/account/storage'
import { useDialog } from '~/client/components/Dialogs'
import { useMember } from '~/client/hooks/useMember'
import type { IdentityAnswer } from '~/shared/api/member-types'
import { maskName, maskPhone } from '~/shared/format'

type Mode = 'signup' | 'signin' | 'integration'

/**
 * Identity verification pages (/account/pass, /account/kcb, /account/kcb-signin, /account/kcb-integration):
 * a provider popup, then — by mode — continue sign-up, sign in by the verified identity (login/verify),
 * or attach it to the signed-in account (update/login-verify).
 */
export function IdentityPage({ provider, mode, path }: { provider: 'pass' | 'kcb' | 'ipin'; mode: Mode; path: string }) {
  const { member } = useMember()
  const dialog = useDialog()
  const [result, setResult] = useState<IdentityAnswer | null>(null)
  const [err, setErr] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const purpose = mode === 'signup' ? 'signup' : mode === 'signin' ? 'verify' : 'integration'

  const finish = useCallback(
    async (r: IdentityAnswer) => {
      setResult(r)
      setErr(null)
      const api = getApi().member
      if (mode === 'signin') {
        if (!r.registered) return setErr('본인인증 정보와 일치하는 회원이 없어요. 회원가입을 진행해 주세요.')
        setBusy(true)
        const l = await api.loginVerify({ identityTxId: r.txId })
        setBusy(false)
        if (l.ok) return go('/main')
        if (l.status === 410) return go('/account/dormancy')
        return setErr(l.error.errors[0]?.reason ?? '로그인하지 못했어요.')
      }
      if (mode === 'integration') {
        if (!member) return setErr('로그인 후 이용해 주세요.')
        setBusy(true)
        const u = await api.updateLoginVerify({ identityTxId: r.txId, memberNo: member.memberNo })
        setBusy(false)
        if (!u.ok) return setErr(u.error.errors[0]?.reason ?? '본인인증 정보를 등록하지 못했어요.')
        await dialog.alert('본인인증 정보가 계정에 등록되었어요.')
        return go('/account/integration')
      }
      if (r.registered) return setErr('이미 가입된 회원이에요. 아이디 찾기 또는 로그인을 이용해 주세요.')
      save(KEYS.identity, r)
    },
    [mode, member, dialog],
  )

  useEffect(() => {
    // Returning from a same-window verification (popup blocked / app webview).
    const saved = load<IdentityAnswer>(KEYS.identity)
    if (saved && load<string>(KEYS.identityNext) === path) {
      drop(KEYS.identityNext)
      void finish(saved)
    }
    const onMsg = (e: MessageEvent) => {
      if (e.origin === window.location.origin && e.data?.type === IDENTITY_MESSAGE) void finish(e.data.result as IdentityAnswer)
    }
    window.addEventListener('message', onMsg)
    return () => window.removeEventListener('message', onMsg)
  }, [finish, path])

  const open = () => {
    const url = `/popup/pass?provider=${provider}&purpose=${purpose}`
    if (!window.open(url, 'davich-identity', 'width=480,height=720')) window.location.assign(`${url}&next=${encodeURIComponent(path)}`)
  }

  return (
    <div className="space-y-4">
      {result ? (
        <div className="rounded-2xl bg-brand-50 p-4 text-sm" aria-live="polite">
          <p className="font-semibold text-brand-800">본인인증이 완료되었어요.</p>
          <p className="mt-1 text-gray-700">
            {maskName(result.name)} · {maskPhone(result.mobile)}
          </p>
        </div>
      ) : (
        <ul className="space-y-1 rounded-2xl bg-gray-50 p-4 text-sm text-gray-600">
          <li>· 본인 명의의 휴대폰으로만 인증할 수 있어요.</li>
          <li>· 인증 정보(CI/DI)는 암호화해서 보관하고, 본인 확인에만 사용해요.</li>
        </ul>
      )}
      <FormError message={err} />
      {mode === 'signup' && result && !err ? (
        <SubmitButton type="button" onClick={() => go('/account/regist')}>
          회원가입 계속하기
        </SubmitButton>
      ) : null}
      {!result || err ? (
        <SubmitButton type="button" loading={busy} onClick={open}>
          {provider === 'kcb' ? 'KCB 휴대폰 본인인증' : 'PASS 휴대폰 본인인증'}
        </SubmitButton>
      ) : null}
      {err && mode === 'signin' ? (
        <Link to="/account/signup" className="block text-center text-sm font-semibold text-brand-700 underline">
          회원가입하기
        </Link>
      ) : null}
    </div>
  )
}
