import { useEffect, useState } from 'react'
import type { IdentityAnswer } from '~/shared/api/member-types'
import { maskName, maskPhone } from '~/shared/format'
import { SubmitButton } from '~/client/components/ui'

export const IDENTITY_MESSAGE = 'davich:identity'

/**
 * Opens the PASS / i-PIN popup and waits for its result (posted back by /popup/*-result). Without
 * popups (blocked, or the app webview) the same pages run in this window and hand back via storage.
 */
export function IdentityButton({
  purpose,
  onDone,
  done,
}: {
  purpose: string
  onDone: (r: IdentityAnswer) => void
  done?: IdentityAnswer | null
}) {
  const [waiting, setWaiting] = useState(false)
  useEffect(() => {
    const onMsg = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.data?.type !== IDENTITY_MESSAGE) return
      setWaiting(false)
      onDone(e.data.result as IdentityAnswer)
    }
    window.addEventListener('message', onMsg)
    return () => window.removeEventListener('message', onMsg)
  }, [onDone])
  const open = (provider: 'pass' | 'ipin') => {
    const w = window.open(`/popup/${provider}?purpose=${purpose}`, 'davich-identity', 'width=480,height=720')
    if (!w)
      window.location.assign(
        `/popup/${provider}?purpose=${purpose}&next=${encodeURIComponent(window.location.pathname + window.location.search)}`,
      )
    else setWaiting(true)
  }
  if (done)
    return (
      <div className="rounded-2xl bg-brand-50 p-4 text-sm" aria-live="polite">
        <p className="font-semibold text-brand-800">본인인증이 완료되었어요.</p>
        <p className="mt-1 text-gray-700">
          {maskName(done.name)} · {done.birth.slice(0, 4)}.{done.birth.slice(4, 6)}.{done.birth.slice(6)} · {maskPhone(done.mobile)}
        </p>
      </div>
    )
  return (
    <div className="space-y-2">
      <SubmitButton type="button" loading={waiting} onClick={() => open('pass')}>
        휴대폰 본인인증 (PASS)
      </SubmitButton>
      <SubmitButton type="button" variant="secondary" onClick={() => open('ipin')}>
        아이핀(i-PIN)으로 인증
      </SubmitButton>
      {waiting ? (
        <p className="text-center text-xs text-gray-500" aria-live="polite">
          열린 인증 창에서 본인인증을 마쳐 주세요.
        </p>
      ) : null}
    </div>
  )
}
