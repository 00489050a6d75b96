import { readStoreCode } from '~/client/hooks/useKiosk'

const PROVIDERS = [
  { type: 'kakao', label: '카카오로 시작하기', cls: 'bg-kakao text-[#191919]' },
  { type: 'naver', label: '네이버로 시작하기', cls: 'bg-naver text-gray-950' },
  { type: 'apple', label: 'Apple로 계속하기', cls: 'bg-black text-white' },
] as const

/** Social sign-in: a full navigation to our authorize call (state + nonce kept server-side), kiosk code attached. */
export function SocialButtons({ returnUrl, large = false }: { returnUrl?: string | null; large?: boolean }) {
  const go = (type: string) => {
    const q = new URLSearchParams({ type })
    if (returnUrl) q.set('returnUrl', returnUrl)
    const store = readStoreCode()
    if (store && store !== '0000') q.set('storeCode', store)
    window.location.assign(`/v1/front/member/oauth/authorize?${q}`)
  }
  return (
    <div className="space-y-2.5">
      {PROVIDERS.map((p) => (
        <button
          key={p.type}
          type="button"
          onClick={() => go(p.type)}
          className={`w-full rounded-xl font-bold ${large ? 'h-16 text-lg' : 'h-12 text-[15px]'} ${p.cls}`}
        >
          {p.label}
        </button>
      ))}
    </div>
  )
}
