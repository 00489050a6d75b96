import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getApi } from '~/client/api'
import { useKiosk } from '~/client/hooks/useKiosk'
import { KIOSK_IDLE_MS } from '~/shared/store-owner/rules'

export const KIOSK_HOME = '/kiosk'

/** Back to the kiosk's first screen with nothing of the last visitor left: sign-out, cache cleared, full reload. */
export async function resetKiosk() {
  await getApi()
    .member.logout()
    .catch(() => undefined)
  try {
    sessionStorage.clear()
  } catch {
    /* storage unavailable */
  }
  window.location.assign(KIOSK_HOME)
}

/**
 * Kiosk mode on every page (store code + device token on this device): a bar with the store's badge and
 * "처음으로", large touch targets and no bottom tab bar (html[data-kiosk], styles.css), and a reset after 60 s
 * without a touch — the visitor is signed out and the next one starts from the first screen.
 */
export function KioskChrome() {
  const { kiosk, storeName } = useKiosk()
  const qc = useQueryClient()
  useEffect(() => {
    if (!kiosk) return
    document.documentElement.dataset.kiosk = 'on'
    let timer = window.setTimeout(() => void resetKiosk(), KIOSK_IDLE_MS)
    const poke = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        qc.clear()
        void resetKiosk()
      }, KIOSK_IDLE_MS)
    }
    const events = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const
    for (const e of events) window.addEventListener(e, poke, { passive: true })
    return () => {
      window.clearTimeout(timer)
      for (const e of events) window.removeEventListener(e, poke)
      delete document.documentElement.dataset.kiosk
    }
  }, [kiosk, qc])
  if (!kiosk) return null
  return (
    <div className="sticky top-0 z-40 flex items-center justify-between gap-3 bg-gray-900 px-4 py-3 text-white" data-testid="kiosk-bar">
      <p className="flex min-w-0 items-center gap-2 text-base font-bold">
        <span className="shrink-0 whitespace-nowrap rounded-full bg-brand-600 px-3 py-1 text-sm text-white">매장 키오스크</span>
        <span className="truncate">{storeName}</span>
      </p>
      <button
        type="button"
        className="min-h-12 shrink-0 rounded-xl bg-white px-5 text-base font-bold text-gray-900"
        onClick={() => void resetKiosk()}
        data-testid="kiosk-home"
      >
        처음으로
      </button>
    </div>
  )
}
