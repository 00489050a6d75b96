import type { ReactNode } from 'react'
import { formatNumber } from '~/shared/format'

export const btn = {
  primary: 'inline-flex items-center justify-center rounded-xl bg-brand-600 px-5 py-3 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-50',
  outline: 'inline-flex items-center justify-center rounded-xl border border-gray-300 bg-white px-4 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-50',
  small: 'inline-flex items-center justify-center rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-xs font-semibold text-gray-700 hover:bg-gray-50 disabled:opacity-50',
}
export const input = 'w-full rounded-lg border border-gray-300 px-3 py-2.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100'

export function Won({ value, className = '' }: { value: number; className?: string }) {
  return <span className={className}>{formatNumber(value)}원</span>
}

export function Card({ title, children, aside, id }: { title?: ReactNode; children: ReactNode; aside?: ReactNode; id?: string }) {
  return (
    <section className="rounded-2xl border border-gray-100 bg-white p-4 md:p-5" aria-labelledby={id}>
      {title ? (
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id={id} className="text-base font-bold text-gray-900">
            {title}
          </h2>
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  )
}

export function Row({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-start justify-between gap-3 py-1.5 text-sm ${strong ? 'font-bold text-gray-900' : 'text-gray-600'}`}>
      <dt className="shrink-0">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  )
}

export function StatusBadge({ status, name }: { status: string; name: string }) {
  const tone = ['21', '11', '22', '00'].includes(status)
    ? 'bg-gray-100 text-gray-600'
    : ['70', '72', '74', '75', '23'].includes(status)
      ? 'bg-orange-50 text-orange-700'
      : ['50', '90'].includes(status)
        ? 'bg-brand-50 text-brand-700'
        : 'bg-blue-50 text-blue-700'
  return <span className={`inline-block rounded-md px-2 py-0.5 text-xs font-semibold ${tone}`}>{name}</span>
}

export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-3" role="status" aria-label="불러오는 중">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex gap-3 rounded-2xl border border-gray-100 p-4">
          <div className="skeleton h-20 w-20 shrink-0 rounded-xl" />
          <div className="flex-1 space-y-2">
            <div className="skeleton h-4 w-1/3" />
            <div className="skeleton h-4 w-2/3" />
            <div className="skeleton h-4 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  )
}

export function PageTitle({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  return (
    <div className="mb-4">
      <h1 className="text-xl font-bold text-gray-900 md:text-2xl">{children}</h1>
      {sub ? <p className="mt-1 text-sm text-gray-500">{sub}</p> : null}
    </div>
  )
}
