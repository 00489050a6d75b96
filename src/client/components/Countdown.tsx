import { useEffect, useState } from 'react'

export function formatRemain(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const d = Math.floor(s / 86400)
  const hh = String(Math.floor((s % 86400) / 3600)).padStart(2, '0')
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0')
  const ss = String(s % 60).padStart(2, '0')
  return `${d > 0 ? `${d}일 ` : ''}${hh}:${mm}:${ss}`
}

/** Live countdown from a remainTime in seconds (time deals). Ends at '종료'. */
export function Countdown({ seconds }: { seconds: number }) {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    const start = Date.now()
    const t = setInterval(() => setLeft(Math.max(0, seconds - Math.floor((Date.now() - start) / 1000))), 1000)
    return () => clearInterval(t)
  }, [seconds])
  return <span role="timer" aria-label="남은 시간">{left > 0 ? `${formatRemain(left)} 남음` : '종료'}</span>
}
