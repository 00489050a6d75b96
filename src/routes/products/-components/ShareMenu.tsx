import { useEffect, useRef } from 'react'
import type { SharedPage } from '~/client/share/kakao'
import { ShareIcon } from './share-icon'

const item = 'flex w-full items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-gray-800 hover:bg-gray-50'

/** ShareButton's menu when the shop has a Kakao key: 카카오톡, 링크 복사, and the phone's share sheet where there is one. */
export function ShareMenu({
  kakaoKey,
  page,
  onClose,
  onCopy,
  onSheet,
  onFail,
}: {
  kakaoKey: string
  page: SharedPage
  onClose: () => void
  onCopy: () => void
  onSheet: () => void
  onFail: (message: string) => void
}) {
  const box = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    // A tap elsewhere (not the toggle, which closes it itself) or Escape closes the menu.
    const away = (e: Event) => {
      const t = e.target as Element
      if (!box.current?.contains(t) && !t.closest?.('[data-share-toggle]')) close.current()
    }
    const esc = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current()
    }
    document.addEventListener('pointerdown', away)
    document.addEventListener('keydown', esc)
    return () => {
      document.removeEventListener('pointerdown', away)
      document.removeEventListener('keydown', esc)
    }
  }, [])

  async function kakao() {
    onClose()
    try {
      const { shareToKakao } = await import('~/client/share/kakao')
      await shareToKakao(kakaoKey, page)
    } catch {
      onFail('카카오톡에 연결하지 못했어요. 링크를 복사해 보내 주세요.')
    }
  }

  return (
    <div
      ref={box}
      id="share-menu"
      className="absolute top-full right-0 z-20 mt-1 w-52 rounded-xl border border-gray-100 bg-white p-1.5 shadow-lg"
      role="group"
      aria-label="공유하기"
    >
      <button type="button" className={item} onClick={() => void kakao()}>
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-[#FEE500] text-[#191919]" aria-hidden="true">
          <ShareIcon d="talk" size={16} fill="currentColor" />
        </span>
        카카오톡으로 공유
      </button>
      <button type="button" className={item} onClick={onCopy}>
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-gray-100 text-gray-700" aria-hidden="true">
          <ShareIcon d="link" size={16} />
        </span>
        링크 복사
      </button>
      {typeof navigator.share === 'function' ? (
        <button type="button" className={item} onClick={onSheet}>
          <span className="flex h-7 w-7 items-center justify-center rounded-full bg-gray-100 text-gray-700" aria-hidden="true">
            <ShareIcon d="share" size={16} />
          </span>
          다른 앱으로 공유
        </button>
      ) : null}
    </div>
  )
}
