import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useMember } from '~/client/hooks/useMember'
import { cartPath } from '~/shared/route-guards'

/**
 * "장바구니에 담았어요" as the best apps say it: a check mark, the goods' thumbnail and a way to the cart, above the
 * phone's buy bar (bottom right on desktop). It stays until closed or replaced; a live region announces it.
 */
export function CartToast({ img, name, option, onClose }: { img: string; name: string; option: string; onClose: () => void }) {
  const { member } = useMember()
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div
      role="status"
      data-testid="cart-toast"
      className="fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex items-center gap-3 rounded-2xl bg-gray-900/95 p-3 text-white shadow-xl md:inset-x-auto md:right-6 md:bottom-6 md:w-96"
    >
      <span className="relative shrink-0">
        <img src={img} alt="" width={48} height={48} className="h-12 w-12 rounded-lg bg-white object-cover" />
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          className="absolute -right-1.5 -bottom-1.5 rounded-full bg-brand-500 p-0.5"
        >
          <path d="M5 12.5l4.2 4.2L19 7" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <span className="min-w-0 flex-1">
        <strong className="block text-[15px]">장바구니에 담았어요</strong>
        <span className="block truncate text-xs text-gray-200">
          {name} · {option}
        </span>
      </span>
      <Link to={cartPath(!!member)} className="shrink-0 rounded-lg bg-white px-3 py-2 text-sm font-bold text-gray-900">
        장바구니 보기
      </Link>
      <button type="button" onClick={onClose} className="-ml-1 shrink-0 p-1 text-gray-200" aria-label="알림 닫기">
        ✕
      </button>
    </div>
  )
}
