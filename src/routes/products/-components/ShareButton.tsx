import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { siteQueries } from '~/client/queries/site'

const pageUrl = () => location.href.split('#')[0]

/** Drawn inline (lucide's share, link and speech-bubble lines): the product page's script carries no icon library. */
function Icon({ d, size = 20, fill = 'none' }: { d: string; size?: number; fill?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill={fill}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  )
}
const SHARE = 'M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 002 2h10a2 2 0 002-2v-6'
const LINK = 'M9 17H7A5 5 0 017 7h2M15 7h2a5 5 0 010 10h-2M8 12h8'
const TALK = 'M12 4C6.5 4 2 7.4 2 11.6c0 2.7 1.9 5.1 4.7 6.4L5.8 21l3.6-2.4c.8.1 1.7.2 2.6.2 5.5 0 10-3.4 10-7.6S17.5 4 12 4z'

/**
 * Share the page. With the shop's Kakao JavaScript key (KAKAO_JS_KEY) a small menu: 카카오톡 (Kakao's share SDK,
 * src/client/share/kakao.ts), 링크 복사, and 다른 앱으로 공유 where the browser has a share sheet. Without the key there
 * is no KakaoTalk button: the phone's share sheet (Web Share API: KakaoTalk, messages …), otherwise the link is copied.
 */
export function ShareButton({ title, description, image }: { title: string; description?: string; image?: string }) {
  const kakaoKey = useQuery(siteQueries.info()).data?.share?.kakaoJsKey ?? null
  const [said, setSaid] = useState('')
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    if (!open) return
    const away = (e: Event) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false)
    }
    const esc = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', away)
    document.addEventListener('keydown', esc)
    return () => {
      document.removeEventListener('pointerdown', away)
      document.removeEventListener('keydown', esc)
    }
  }, [open])

  async function copyLink() {
    setOpen(false)
    try {
      await navigator.clipboard.writeText(pageUrl())
      setSaid('링크를 복사했어요.')
    } catch {
      setSaid('링크를 복사하지 못했어요. 주소창의 주소를 복사해 주세요.')
    }
  }
  /** The phone's share sheet; false when there is none (or it failed), true when it opened (even if cancelled). */
  async function shareSheet(): Promise<boolean> {
    setOpen(false)
    if (typeof navigator.share !== 'function') return false
    try {
      await navigator.share({ title, url: pageUrl() })
      return true
    } catch (e) {
      return e instanceof DOMException && e.name === 'AbortError'
    }
  }
  async function kakao(key: string) {
    setOpen(false)
    try {
      const { shareToKakao } = await import('~/client/share/kakao')
      await shareToKakao(key, { title, description, imageUrl: image ?? '/favicon.svg', url: pageUrl() })
    } catch {
      setSaid('카카오톡에 연결하지 못했어요. 링크를 복사해 보내 주세요.')
    }
  }

  const item = 'flex w-full items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-gray-800 hover:bg-gray-50'
  return (
    <span className="relative" ref={box}>
      <button
        type="button"
        onClick={() => {
          setSaid('')
          if (kakaoKey) setOpen((o) => !o)
          else void shareSheet().then((done) => (done ? undefined : copyLink()))
        }}
        aria-label="공유하기"
        aria-expanded={kakaoKey ? open : undefined}
        aria-controls={kakaoKey ? 'share-menu' : undefined}
        className="flex h-12 w-12 items-center justify-center rounded-xl border border-gray-200 text-gray-700"
      >
        <Icon d={SHARE} />
      </button>
      {kakaoKey && open ? (
        <div
          id="share-menu"
          className="absolute top-full right-0 z-20 mt-1 w-52 rounded-xl border border-gray-100 bg-white p-1.5 shadow-lg"
          role="group"
          aria-label="공유하기"
        >
          <button type="button" className={item} onClick={() => void kakao(kakaoKey)}>
            <span className="flex h-7 w-7 items-center justify-center rounded-full bg-[#FEE500] text-[#191919]" aria-hidden="true">
              <Icon d={TALK} size={16} fill="currentColor" />
            </span>
            카카오톡으로 공유
          </button>
          <button type="button" className={item} onClick={() => void copyLink()}>
            <span className="flex h-7 w-7 items-center justify-center rounded-full bg-gray-100 text-gray-700" aria-hidden="true">
              <Icon d={LINK} size={16} />
            </span>
            링크 복사
          </button>
          {typeof navigator.share === 'function' ? (
            <button type="button" className={item} onClick={() => void shareSheet()}>
              <span className="flex h-7 w-7 items-center justify-center rounded-full bg-gray-100 text-gray-700" aria-hidden="true">
                <Icon d={SHARE} size={16} />
              </span>
              다른 앱으로 공유
            </button>
          ) : null}
        </div>
      ) : null}
      <span
        role="status"
        className={said ? 'absolute top-full right-0 z-10 mt-1 w-max rounded-lg bg-gray-900 px-3 py-1.5 text-xs text-white' : 'sr-only'}
      >
        {said}
      </span>
    </span>
  )
}
