import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { STORE_BLOCK_MESSAGE } from '~/shared/route-guards'
import { useDialog } from '../Dialogs'

export function Badge({ children, tone = 'gray' }: { children: ReactNode; tone?: 'gray' | 'brand' | 'accent' | 'amber' }) {
  const cls = {
    gray: 'bg-gray-100 text-gray-700',
    brand: 'bg-brand-50 text-brand-700',
    accent: 'bg-red-50 text-accent',
    amber: 'bg-amber-50 text-amber-700',
  }[tone]
  return <span className={`inline-flex items-center rounded px-1.5 py-0.5 text-[11px] font-semibold ${cls}`}>{children}</span>
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-200 px-6 py-12 text-center">
      <p className="text-base font-semibold text-gray-900">{title}</p>
      {children ? <div className="mt-2 text-sm text-gray-500">{children}</div> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  )
}

export function ListSkeleton({ rows = 4, label = '불러오는 중' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="rounded-2xl border border-gray-100 p-4">
          <div className="skeleton h-5 w-2/5" />
          <div className="skeleton mt-3 h-4 w-4/5" />
          <div className="skeleton mt-2 h-4 w-1/3" />
        </div>
      ))}
    </div>
  )
}

export function PageTitle({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  return (
    <div className="mb-5">
      <h1 className="text-xl font-bold tracking-tight md:text-2xl">{children}</h1>
      {sub ? <p className="mt-1 text-sm text-gray-500">{sub}</p> : null}
    </div>
  )
}

export const btn = {
  primary: 'inline-flex items-center justify-center rounded-xl bg-brand-600 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-300',
  secondary: 'inline-flex items-center justify-center rounded-xl border border-gray-300 bg-white px-5 py-3 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:text-gray-400',
  smallPrimary: 'inline-flex items-center justify-center rounded-lg border border-brand-600 bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700',
  small: 'inline-flex items-center justify-center rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-xs font-semibold text-gray-700 hover:bg-gray-50',
}
export const inputCls = 'block w-full rounded-xl border border-gray-300 px-3.5 py-3 text-[15px] placeholder:text-gray-400 focus:border-brand-600 focus:outline-none'

/** Store owners (ROLE_STORE) may not book visits (spec §6): the Korean message, then the home page. */
export function StoreOwnerBlocked() {
  const dialog = useDialog()
  useEffect(() => {
    void dialog.warn(STORE_BLOCK_MESSAGE).then(() => {
      window.location.assign('/main')
    })
  }, [dialog])
  return (
    <section className="mx-auto max-w-lg px-6 py-20 text-center" aria-live="polite">
      <h1 className="text-lg font-bold">{STORE_BLOCK_MESSAGE}</h1>
      <p className="mt-2 text-sm text-gray-500">방문 예약은 일반 회원과 비회원만 이용할 수 있어요.</p>
      <a href="/main" className={`${btn.primary} mt-6`}>홈으로 가기</a>
    </section>
  )
}

export function SignInRequired({ returnTo, guestHref }: { returnTo: string; guestHref?: string }) {
  return (
    <section className="mx-auto max-w-lg px-6 py-16 text-center">
      <h1 className="text-lg font-bold">로그인이 필요한 서비스입니다</h1>
      <p className="mt-2 text-sm text-gray-500">회원으로 로그인하시면 예약 내역을 한곳에서 확인하고 변경할 수 있어요.</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <a href={`/account/signin?returnUrl=${encodeURIComponent(returnTo)}`} className={btn.primary}>로그인하기</a>
        {guestHref ? <a href={guestHref} className={btn.secondary}>비회원으로 예약하기</a> : null}
      </div>
    </section>
  )
}

export function Field({ label, htmlFor, error, hint, children }: { label: string; htmlFor: string; error?: string | null; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-gray-800">{label}</label>
      {children}
      {error ? <p id={`${htmlFor}-error`} role="alert" className="mt-1.5 text-xs text-accent">{error}</p> : hint ? <p className="mt-1.5 text-xs text-gray-500">{hint}</p> : null}
    </div>
  )
}
