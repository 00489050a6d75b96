import type { ReactNode } from 'react'

export const cc = {
  h1: 'text-xl font-bold text-gray-900 md:text-2xl',
  lead: 'mt-1 text-sm text-gray-500',
  input: 'h-11 w-full rounded-xl border border-gray-300 bg-white px-3 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100',
  label: 'mb-1.5 block text-sm font-semibold text-gray-800',
  error: 'mt-1 text-xs text-accent',
  primary: 'inline-flex h-12 items-center justify-center rounded-xl bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-50',
  outline: 'inline-flex h-12 items-center justify-center rounded-xl border border-gray-300 bg-white px-5 text-sm font-semibold text-gray-800 hover:bg-gray-50',
}

/** Page frame of a customer-center page (the layout adds the side menu on desktop). */
export function CcPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="pb-16">
      <header className="pt-1 md:pt-0">
        <h1 className={cc.h1}>{title}</h1>
        {lead ? <p className={cc.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  )
}

export function CcListSkeleton({ rows = 6, title = true }: { rows?: number; title?: boolean }) {
  return (
    <div className="pb-16" role="status" aria-label="불러오는 중">
      {title ? <div className="skeleton h-7 w-32" /> : null}
      <div className="skeleton mt-5 h-11 w-full rounded-xl" />
      <ul className="mt-4 divide-y divide-gray-100">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="space-y-2 py-4">
            <div className="skeleton h-4 w-3/4" />
            <div className="skeleton h-3 w-1/4" />
          </li>
        ))}
      </ul>
    </div>
  )
}

export function CcCardSkeleton() {
  return (
    <div className="pb-16" role="status" aria-label="불러오는 중">
      <div className="skeleton h-7 w-32" />
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i}>
            <div className="skeleton aspect-[39/22] w-full rounded-xl" />
            <div className="skeleton mt-3 h-4 w-2/3" />
            <div className="skeleton mt-2 h-3 w-full" />
          </div>
        ))}
      </div>
    </div>
  )
}

/** Search box that submits as a GET form (works before hydration too). */
export function SearchBox({ name = 'keyword', value, label, placeholder, hidden }: { name?: string; value?: string; label: string; placeholder: string; hidden?: Record<string, string | undefined> }) {
  return (
    <form role="search" method="get" className="mt-5 flex gap-2" aria-label={label}>
      {Object.entries(hidden ?? {}).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <label className="sr-only" htmlFor={`cc-${name}`}>{label}</label>
      <input id={`cc-${name}`} name={name} type="search" defaultValue={value ?? ''} maxLength={50} placeholder={placeholder} className={cc.input} />
      <button type="submit" className="h-11 shrink-0 rounded-xl bg-gray-900 px-4 text-sm font-bold text-white">검색</button>
    </form>
  )
}

export function ArticleHtml({ html }: { html: string }) {
  return (
    <div
      className="mt-6 space-y-3 text-[15px] leading-relaxed text-gray-800 [&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_li]:py-0.5 [&_a]:text-brand-700 [&_a]:underline"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
