import { useState } from 'react'

/**
 * Share the page: the phone's share sheet (Web Share API: KakaoTalk, messages …) where the browser has one,
 * otherwise the link is copied. KakaoTalk's own share SDK needs the shop's JavaScript key (not configured yet).
 */
export function ShareButton({ title }: { title: string }) {
  const [said, setSaid] = useState('')
  async function share() {
    const url = location.href.split('#')[0]
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setSaid('링크를 복사했어요.')
    } catch {
      setSaid('링크를 복사하지 못했어요. 주소창의 주소를 복사해 주세요.')
    }
  }
  return (
    <span className="relative">
      <button
        type="button"
        onClick={() => void share()}
        aria-label="공유하기"
        className="flex h-12 w-12 items-center justify-center rounded-xl border border-gray-200 text-gray-700"
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 002 2h10a2 2 0 002-2v-6" />
        </svg>
      </button>
      <span
        role="status"
        className={said ? 'absolute top-full right-0 z-10 mt-1 w-max rounded-lg bg-gray-900 px-3 py-1.5 text-xs text-white' : 'sr-only'}
      >
        {said}
      </span>
    </span>
  )
}
