import { startTransition, useEffect, useState } from 'react'

export function formatRemain(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const d = Math.floor(s / 86400)
  const hh = String(Math.floor((s % 86400) / 3600)).padStart(2, '0')
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0')
  const ss = String(s % 60).padStart(2, '0')
  return `${d > 0 ? `${d}일 ` : ''}${hh}:${mm}:${ss}`
}

/**
 * Live countdown of a time deal. Ends at '종료'. The first render shows remainTime (so the server HTML and
 * hydration agree); after that it counts to `endAt` — the deal's end instant —, which stays right when the
 * answer came from an edge cache and remainTime is already some seconds old.
 */
export function Countdown({ seconds, endAt }: { seconds: number; endAt?: string | null }) {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    const start = Date.now()
    const end = endAt ? Date.parse(endAt) : NaN
    // A transition, as the page's hydration is: a tick never interrupts the hydration of the rest of the page (an
    // urgent update makes React throw away and restart the boundary it is hydrating — /main has nine of these).
    const tick = () =>
      startTransition(() =>
        setLeft(
          Math.max(0, Number.isFinite(end) ? Math.floor((end - Date.now()) / 1000) : seconds - Math.floor((Date.now() - start) / 1000)),
        ),
      )
    tick()
    const t = setInterval(tick, 1000)
    return () => clearInterval(t)
  }, [seconds, endAt])
  return (
    <span role="timer" aria-label="남은 시간">
      {left > 0 ? `${formatRemain(left)} 남음` : '종료'}
    </span>
  )
}
