import { useSearch } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { getApi } from '~/client/api'
import { IDENTITY_MESSAGE } from '~/client/components/account/IdentityButton'
import { go, KEYS, load, save } from '~/client/components/account/storage'
import { safeReturnPath } from '~/shared/return-path'

/** Popup start: opens the provider (sandbox or real) for a fresh transaction. */
export function IdentityStart({ provider, purpose, next }: { provider: 'pass' | 'kcb' | 'ipin'; purpose: string; next?: string }) {
  const [err, setErr] = useState<string | null>(null)
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    if (next && safeReturnPath(next)) save(KEYS.identityNext, safeReturnPath(next))
    void getApi()
      .member.identityStart({ provider, purpose })
      .then((r) => (r.ok ? window.location.replace(r.data.authUrl) : setErr(r.error.errors[0]?.reason ?? '본인인증을 시작하지 못했어요.')))
  }, [provider, purpose, next])
  return <PopupFrame title="본인인증" message={err ?? '본인인증 화면으로 이동하고 있어요…'} error={!!err} />
}

/** Popup result: stores the verification and hands it to the opener (or to the next page when not a popup). */
export function IdentityResult({ txId, encData }: { txId?: string; encData?: string }) {
  const [err, setErr] = useState<string | null>(null)
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    if (!txId || !encData) return setErr('본인인증 결과가 없어요. 다시 인증해 주세요.')
    void getApi()
      .member.identityComplete({ txId, encData })
      .then((r) => {
        if (!r.ok) return setErr(r.error.errors[0]?.reason ?? '본인인증 결과를 확인하지 못했어요.')
        const opener = window.opener as Window | null
        if (opener && !opener.closed) {
          opener.postMessage({ type: IDENTITY_MESSAGE, result: r.data }, window.location.origin)
          window.close()
          return
        }
        save(KEYS.identity, r.data)
        go(load<string>(KEYS.identityNext) ?? '/account/regist')
      })
  }, [txId, encData])
  return <PopupFrame title="본인인증 결과" message={err ?? '인증 결과를 확인하고 있어요…'} error={!!err} />
}

function PopupFrame({ title, message, error }: { title: string; message: string; error: boolean }) {
  return (
    <section className="mx-auto flex min-h-dvh max-w-sm flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-bold">{title}</h1>
      <p role={error ? 'alert' : 'status'} className={error ? 'text-sm font-medium text-accent' : 'text-sm text-gray-600'}>
        {message}
      </p>
      {error ? (
        <button type="button" className="h-11 rounded-xl border border-gray-300 px-5 text-sm font-semibold" onClick={() => window.close()}>
          창 닫기
        </button>
      ) : (
        <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
      )}
    </section>
  )
}

/** The page of /popup/{ipin,pass,sns-pass} (src/routes/-shells.tsx): ?provider= and ?purpose= win over the path's defaults. */
export function IdentityStartPage({ provider, purpose }: { provider: 'pass' | 'kcb' | 'ipin'; purpose: string }) {
  const s = useSearch({ strict: false })
  return <IdentityStart provider={s.provider ?? provider} purpose={s.purpose ?? purpose} next={s.next} />
}

/** The page of /popup/{ipin,pass,sns-pass}-result. */
export function IdentityResultPage() {
  const s = useSearch({ strict: false })
  return <IdentityResult txId={s.txId} encData={s.encData} />
}
