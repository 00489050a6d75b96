import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { siteQueries } from '~/client/queries/site'
import { ShareIcon } from './share-icon'

// The menu (with KakaoTalk) loads on the first tap: the product page's first script carries only the button.
const ShareMenu = lazy(() => import('./ShareMenu').then((m) => ({ default: m.ShareMenu })))

/**
 * Share the page. With the shop's Kakao JavaScript key (KAKAO_JS_KEY) a small menu: 카카오톡 (Kakao's share SDK,
 * src/client/share/kakao.ts), 링크 복사, and 다른 앱으로 공유 where the browser has a share sheet (./ShareMenu.tsx). Without
 * the key there is no KakaoTalk button: the phone's share sheet (Web Share API: KakaoTalk, messages …), otherwise the
 * link is copied.
 */
export function ShareButton({ title, description, image }: { title: string; description?: string; image?: string }) {
  const kakaoKey = useQuery(siteQueries.info()).data?.share?.kakaoJsKey ?? null
  const [said, setSaid] = useState('')
  const [open, setOpen] = useState(false)

  // What a tap does loads as the finger or the focus reaches the button (./share-actions.ts), well inside the
  // few seconds the browser lets a tap open the share sheet or write the clipboard.
  const actions = () => import('./share-actions')
  const copyLink = async () => {
    setOpen(false)
    setSaid(await (await actions()).copyLink())
  }
  const shareSheet = async () => {
    setOpen(false)
    return (await actions()).shareSheet(title)
  }

  return (
    <span className="relative">
      <button
        type="button"
        onClick={() => {
          setSaid('')
          if (kakaoKey) setOpen((o) => !o)
          else void shareSheet().then((done) => (done ? undefined : copyLink()))
        }}
        onPointerDown={() => void actions()}
        onFocus={() => void actions()}
        aria-label="공유하기"
        aria-expanded={kakaoKey ? open : undefined}
        aria-controls={kakaoKey ? 'share-menu' : undefined}
        className="flex h-12 w-12 items-center justify-center rounded-xl border border-gray-200 text-gray-700"
        data-share-toggle=""
      >
        <ShareIcon d="share" />
      </button>
      {kakaoKey && open ? (
        <Suspense fallback={null}>
          <ShareMenu
            kakaoKey={kakaoKey}
            page={{ title, description, imageUrl: image ?? '/favicon.svg', url: location.href.split('#')[0] }}
            onClose={() => setOpen(false)}
            onCopy={() => void copyLink()}
            onSheet={() => void shareSheet()}
            onFail={setSaid}
          />
        </Suspense>
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
